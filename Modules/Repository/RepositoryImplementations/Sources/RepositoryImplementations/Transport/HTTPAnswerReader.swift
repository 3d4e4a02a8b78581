import Foundation
import RepositoryDefinitions

/// Reads one HTTP/1.1 answer from a connection, refusing what a careful client refuses: a head over 64 KiB, a
/// status line that is not HTTP/1.x, an interim status as the answer, an encoding that was not asked for, and a
/// body past the cap (the transfer stops there, so memory stays bounded whatever the server sends).
///
/// Bodies may be framed by `Content-Length`, chunked, or end when the server closes.
struct HTTPAnswerReader {
    /// The longest head (status line and header fields) accepted.
    static let maxHeadBytes = 64 * 1024

    /// Gets the next bytes from the connection; empty when the server closed it.
    let receive: () throws(TransportError) -> [UInt8]
    /// The most body bytes accepted.
    let maxBodyBytes: Int
    private var buffer: [UInt8] = []
    private var closed = false

    /// A reader over `receive`, capping bodies at `maxBodyBytes`.
    init(maxBodyBytes: Int, receive: @escaping () throws(TransportError) -> [UInt8]) {
        self.maxBodyBytes = maxBodyBytes
        self.receive = receive
    }

    /// Reads the answer to a request made with `method`: the head, then the body it announces.
    mutating func read(method: String) throws(TransportError) -> HTTPResponse {
        var head = try readHead()
        while head.status == 100 { head = try readHead() }
        guard (200...599).contains(head.status) else {
            throw .badAnswer("HTTP status \(head.status), which is not a final answer")
        }
        let encoding = head.headers["content-encoding"]?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard encoding.isEmpty || encoding == "identity" else {
            throw .badAnswer("a body in an encoding it was not asked for (\(Self.printable(encoding)))")
        }
        let hasNoBody = method == "HEAD" || head.status == 204 || head.status == 304
        let body = hasNoBody ? [] : try readBody(headers: head.headers)
        return HTTPResponse(status: head.status, headers: head.headers, body: Data(body))
    }

    /// The status and header fields (names lowercased; repeated fields joined with commas).
    private mutating func readHead() throws(TransportError) -> (status: Int, headers: [String: String]) {
        let end = try fill(until: [13, 10, 13, 10], limit: Self.maxHeadBytes) {
            TransportError.badAnswer("a header over \(Self.maxHeadBytes / 1024) kB")
        }
        let head = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeFirst(end + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] == "HTTP/1.1" || parts[0] == "HTTP/1.0", parts[1].count == 3,
            let status = Int(parts[1]), status >= 100
        else {
            throw .badAnswer("a status line that is not HTTP/1.x (\(Self.printable(statusLine)))")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                !line[..<colon].contains(where: { $0 == " " || $0 == "\t" })
            else { throw .badAnswer("a malformed header line (\(Self.printable(line)))") }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return (status, headers)
    }

    private mutating func readBody(headers: [String: String]) throws(TransportError) -> [UInt8] {
        if let transfer = headers["transfer-encoding"]?.lowercased() {
            guard transfer.trimmingCharacters(in: .whitespaces) == "chunked" else {
                throw .badAnswer("a body in a transfer encoding it does not know (\(Self.printable(transfer)))")
            }
            return try readChunkedBody()
        }
        if let length = headers["content-length"] {
            let values = Set(length.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            guard values.count == 1, let value = values.first, let count = Int(value), count >= 0 else {
                throw .badAnswer("a Content-Length that is not one number (\(Self.printable(length)))")
            }
            guard count <= maxBodyBytes else { throw .tooLarge(limit: maxBodyBytes) }
            while buffer.count < count {
                guard try more() else { throw .truncated }
            }
            return Array(buffer.prefix(count))
        }
        while try more() {
            if buffer.count > maxBodyBytes { throw .tooLarge(limit: maxBodyBytes) }
        }
        return buffer
    }

    private mutating func readChunkedBody() throws(TransportError) -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let end = try fill(until: [13, 10], limit: 1024) {
                TransportError.badAnswer("a chunk size line over 1 kB")
            }
            let line = String(decoding: buffer[..<end], as: UTF8.self)
            buffer.removeFirst(end + 2)
            let digits = line.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) }
            guard let digits, !digits.isEmpty, digits.count <= 15, let size = Int(digits, radix: 16) else {
                throw .badAnswer("a chunk size that is not a number (\(Self.printable(line)))")
            }
            if size == 0 { break }
            guard body.count + size <= maxBodyBytes else { throw .tooLarge(limit: maxBodyBytes) }
            while buffer.count < size + 2 {
                guard try more() else { throw .truncated }
            }
            body.append(contentsOf: buffer[..<size])
            buffer.removeFirst(size + 2)
        }
        // Trailer fields up to the empty line; a server that closes instead ends the body just as well.
        while true {
            guard let end = try? fill(until: [13, 10], limit: 8192, tooLong: { TransportError.truncated }) else {
                break
            }
            buffer.removeFirst(end + 2)
            if end == 0 { break }
        }
        return body
    }

    /// Reads until `marker` is in the buffer and returns where it starts; the marker must come within `limit`.
    private mutating func fill(
        until marker: [UInt8], limit: Int, tooLong: () -> TransportError
    ) throws(TransportError) -> Int {
        var searched = 0
        while true {
            if marker.count == 4, buffer.count >= 5, !buffer.starts(with: Array("HTTP/".utf8)) {
                throw .badAnswer("an answer with no HTTP/1.x status line")
            }
            if let found = Self.find(marker, in: buffer, from: max(0, searched - marker.count)) {
                guard found <= limit else { throw tooLong() }
                return found
            }
            searched = buffer.count
            if buffer.count > limit { throw tooLong() }
            guard try more() else {
                if buffer.isEmpty, marker.count == 4 { throw .connectionLost }
                throw marker.count == 4 ? .badAnswer("an answer that ends inside its header") : .truncated
            }
        }
    }

    /// Appends the next bytes to the buffer; false when the server closed the connection.
    private mutating func more() throws(TransportError) -> Bool {
        guard !closed else { return false }
        let bytes = try receive()
        if bytes.isEmpty {
            closed = true
            return false
        }
        buffer.append(contentsOf: bytes)
        return true
    }

    private static func find(_ marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= marker.count, start <= bytes.count - marker.count else { return nil }
        for index in start...(bytes.count - marker.count) where bytes[index] == marker[0] {
            if bytes[index..<(index + marker.count)].elementsEqual(marker) { return index }
        }
        return nil
    }

    /// At most 40 characters of `text` with control characters replaced, for a one-line message.
    static func printable(_ text: String) -> String {
        let cleaned = String(
            text.unicodeScalars.map { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? "?" : Character($0) })
        return cleaned.count > 40 ? String(cleaned.prefix(39)) + "…" : cleaned
    }
}
