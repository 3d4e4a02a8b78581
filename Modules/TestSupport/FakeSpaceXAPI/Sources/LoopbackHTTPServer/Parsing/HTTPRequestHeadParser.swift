import Foundation

/// Parses the head (request line and headers) of an HTTP/1.x request from the bytes received so far.
///
/// Pure and synchronous, so the connection loop owns all I/O and this stays easy to test.
enum HTTPRequestHeadParser {
    /// The outcome of looking at the buffered bytes.
    enum Outcome: Equatable {
        /// No blank line yet: read more bytes.
        case incomplete
        /// A full head, and how many buffered bytes it used (including the blank line).
        case complete(HTTPRequestHead, consumed: Int)
        /// A request the server refuses; the connection is answered with `status` and closed.
        case rejected(status: Int, message: String)
    }

    private static let terminator: [UInt8] = Array("\r\n\r\n".utf8)

    /// Looks for a complete head at the start of `buffer`.
    static func parse(_ buffer: [UInt8], maxHeadBytes: Int, maxBodyBytes: Int) -> Outcome {
        guard let end = headEnd(in: buffer) else {
            if buffer.count > maxHeadBytes {
                return .rejected(status: 431, message: "Request Header Fields Too Large")
            }
            return .incomplete
        }
        if end > maxHeadBytes {
            return .rejected(status: 431, message: "Request Header Fields Too Large")
        }
        let text = String(decoding: buffer[..<end], as: UTF8.self)
        var lines = text.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[1].hasPrefix("/") || parts[1] == "*" else {
            return .rejected(status: 400, message: "Bad Request")
        }
        let version = String(parts[2])
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .rejected(status: 505, message: "HTTP Version Not Supported")
        }
        var headers = HTTPHeaders()
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                line.first != " ", line.first != "\t"
            else {
                return .rejected(status: 400, message: "Bad Request")
            }
            let name = String(line[..<colon])
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers.add(name: name, value: value)
        }
        if headers.contains("Transfer-Encoding") {
            return .rejected(status: 411, message: "Length Required")
        }
        let lengths = Set(headers.values(for: "Content-Length"))
        var contentLength = 0
        if !lengths.isEmpty {
            guard lengths.count == 1, let only = lengths.first, let value = Int(only), value >= 0 else {
                return .rejected(status: 400, message: "Bad Request")
            }
            guard value <= maxBodyBytes else {
                return .rejected(status: 413, message: "Payload Too Large")
            }
            contentLength = value
        }
        let expectsContinue = headers["Expect"]?.lowercased() == "100-continue"
        let head = HTTPRequestHead(
            method: String(parts[0]), target: String(parts[1]), version: version, headers: headers,
            contentLength: contentLength, expectsContinue: expectsContinue)
        return .complete(head, consumed: end + terminator.count)
    }

    /// The index where the blank line that ends the head starts, or nil.
    private static func headEnd(in buffer: [UInt8]) -> Int? {
        guard buffer.count >= terminator.count else { return nil }
        var index = 0
        while index <= buffer.count - terminator.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }
}
