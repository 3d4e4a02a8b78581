import Foundation
import RepositoryDefinitions
import Testing

@testable import RepositoryImplementations

/// Answers `scripts/fuzz http-answer` found that stopped the program, read as the fuzz target reads them (a few
/// bytes at a time): each is refused with a `TransportError`.
struct HTTPAnswerReaderFuzzFoundTests {
    /// Reads `answer` arriving `piece` bytes at a time.
    private func read(_ answer: String, piece: Int) throws(TransportError) -> HTTPResponse {
        let bytes = Array(answer.utf8)
        var offset = 0
        var reader = HTTPAnswerReader(maxBodyBytes: 4096) { () throws(TransportError) -> [UInt8] in
            let end = min(offset + piece, bytes.count)
            defer { offset = end }
            return Array(bytes[offset..<end])
        }
        return try reader.read(method: "GET")
    }

    /// A negative chunk size after a good chunk (crash-9514f2ca…): `Int("-6", radix: 16)` took the sign.
    @Test(arguments: [1, 7, 127])
    func aNegativeChunkSizeIsRefused(piece: Int) {
        let answer =
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\n-6\r\n world\r\n0\r\n"
            + "Trailer: x7777\r\n\r\n"
        #expect(throws: TransportError.self) { try read(answer, piece: piece) }
    }
}
