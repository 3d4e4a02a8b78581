import Foundation
import RepositoryDefinitions

/// The layout of one disk cache file, chosen so a torn, truncated, foreign or outdated file is always detected.
///
/// ```
/// "SPXCACHE"                      8 bytes, magic
/// format version                  UInt32, big-endian (currently 1)
/// header length H                 UInt32, big-endian
/// header                          H bytes of JSON: key, storedAt, maxAge, etag, bodyLength
/// body                            bodyLength bytes, the response exactly as received
/// checksum                        UInt64, big-endian: FNV-1a 64 of every byte before it
/// ```
/// A file is accepted only if every length adds up to the file size exactly and the checksum matches.
enum DiskCacheFileFormat {
    /// The format written now; files of any other version are dropped.
    static let version: UInt32 = 1
    private static let magic = Data("SPXCACHE".utf8)
    private static let fixedBytes = 8 + 4 + 4 + 8

    private struct Header: Codable {
        var key: String
        var storedAt: Double
        var maxAge: Double
        var etag: String?
        var bodyLength: Int
    }

    /// The bytes of a file holding `entry` under `key`.
    static func encode(_ entry: CacheEntry, key: CacheKey) -> Data {
        let header = Header(
            key: key.rawValue, storedAt: entry.storedAt.timeIntervalSince1970, maxAge: entry.maxAge,
            etag: entry.etag, bodyLength: entry.body.count)
        let headerData = (try? JSONEncoder().encode(header)) ?? Data()
        var file = Data(capacity: fixedBytes + headerData.count + entry.body.count)
        file.append(magic)
        append(version, to: &file)
        append(UInt32(headerData.count), to: &file)
        file.append(headerData)
        file.append(entry.body)
        let checksum = FNV1a64.hash(file)
        append(checksum, to: &file)
        return file
    }

    /// Why a file was rejected.
    enum DecodeFailure: Error, Equatable {
        /// Too short, lengths that do not add up, or a bad checksum: a torn or damaged file.
        case corrupt
        /// Not a cache file of this app.
        case foreign
        /// Written by another format version.
        case unsupportedVersion(UInt32)
        /// A valid file for a different key (two keys sharing a file name).
        case otherKey
    }

    /// The entry in `file`, which must belong to `key`.
    static func decode(_ file: Data, key: CacheKey) -> Result<CacheEntry, DecodeFailure> {
        let bytes = [UInt8](file)
        guard bytes.count >= fixedBytes else { return .failure(.corrupt) }
        guard bytes[0..<8].elementsEqual(magic) else { return .failure(.foreign) }
        let version = readUInt32(bytes, at: 8)
        guard version == Self.version else { return .failure(.unsupportedVersion(version)) }
        let headerLength = Int(readUInt32(bytes, at: 12))
        guard headerLength <= bytes.count - fixedBytes else { return .failure(.corrupt) }
        let checksumStart = bytes.count - 8
        var hasher = FNV1a64()
        hasher.combine(bytes[0..<checksumStart])
        guard hasher.value == readUInt64(bytes, at: checksumStart) else { return .failure(.corrupt) }
        let headerRange = 16..<(16 + headerLength)
        guard let header = try? JSONDecoder().decode(Header.self, from: Data(bytes[headerRange])),
            header.bodyLength == checksumStart - headerRange.upperBound, header.storedAt.isFinite,
            header.maxAge.isFinite
        else { return .failure(.corrupt) }
        guard header.key == key.rawValue else { return .failure(.otherKey) }
        return .success(
            CacheEntry(
                body: Data(bytes[headerRange.upperBound..<checksumStart]),
                storedAt: Date(timeIntervalSince1970: header.storedAt), maxAge: header.maxAge, etag: header.etag))
    }

    private static func append<Integer: FixedWidthInteger>(_ value: Integer, to data: inout Data) {
        withUnsafeBytes(of: value.bigEndian) { data.append(contentsOf: $0) }
    }

    private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func readUInt64(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        bytes[offset..<offset + 8].reduce(0) { $0 << 8 | UInt64($1) }
    }
}
