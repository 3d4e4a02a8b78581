import Foundation
import RepositoryDefinitions

@testable import RepositoryImplementations

/// Targets for what comes off the network and the disk: HTTP answers and cache files.
enum TransportTargets {
    /// `HTTPAnswerReader` over a connection sending the input. The first byte chooses how the bytes arrive (1 to
    /// 127 at a time, so heads and chunk lines split everywhere) and the method (HEAD when its top bit is set).
    static func httpAnswer(_ input: [UInt8]) {
        guard let first = input.first else { return }
        let stream = input.dropFirst()
        let piece = max(1, Int(first & 0x7F))
        let method = first & 0x80 == 0 ? "GET" : "HEAD"
        var offset = stream.startIndex
        let maxBody = 4096
        var reader = HTTPAnswerReader(maxBodyBytes: maxBody) { () throws(TransportError) -> [UInt8] in
            let end = min(offset + piece, stream.endIndex)
            defer { offset = end }
            return Array(stream[offset..<end])
        }
        guard let response = try? reader.read(method: method) else { return }
        fuzzCheck((200...599).contains(response.status), "status \(response.status) accepted")
        fuzzCheck(response.body.count <= maxBody, "a body of \(response.body.count) bytes over the cap")
        fuzzCheck(response.body.count <= stream.count, "a body longer than the answer")
        if method == "HEAD" { fuzzCheck(response.body.isEmpty, "a body in the answer to HEAD") }
    }

    /// `DiskCacheFileFormat.decode` of the input with a valid checksum appended (so the fuzzer reaches the header
    /// and lengths behind it); what decodes must encode and decode back to the same entry.
    static func cacheFile(_ input: [UInt8]) {
        var file = Data(input)
        var checksum = FNV1a64.hash(file).bigEndian
        withUnsafeBytes(of: &checksum) { file.append(contentsOf: $0) }
        let key = CacheKey(rawValue: "fuzz")
        guard case .success(let entry) = DiskCacheFileFormat.decode(file, key: key) else { return }
        let again = DiskCacheFileFormat.decode(DiskCacheFileFormat.encode(entry, key: key), key: key)
        fuzzCheck(again == .success(entry), "an entry that does not survive encode and decode")
    }
}
