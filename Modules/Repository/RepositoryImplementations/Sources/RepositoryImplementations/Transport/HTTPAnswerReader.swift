import Foundation
import RepositoryDefinitions

/// Reads one HTTP/1.1 answer from a connection, refusing what a careful client refuses: a head over 64 KiB, a
/// status line that is not HTTP/1.x, an interim status as the answer (or more than a few interim heads), an
/// encoding that was not asked for, a size that is not an unsigned number, trailer fields over 64 KiB, and a body
/// past the cap (the transfer stops there, so memory stays bounded whatever the server sends).
///
/// Bodies may be framed by `Content-Length`, chunked, or end when the server closes. Bytes are consumed by moving a
/// cursor, never by shifting the buffer, so a stream of tiny chunks costs time linear in its size.
struct HTTPAnswerReader {
    /// The longest head (status line and header fields) accepted, and the most trailer fields after a chunked body.
    static let maxHeadBytes = 64 * 1024
    /// The most interim (`100 Continue`) heads accepted before the answer.
    static let maxInterimHeads = 8

    /// Gets the next bytes from the connection; empty when the server closed it.
    let receive: () throws(TransportError) -> [UInt8]
    /// The most body bytes accepted.
    let maxBodyBytes: Int
    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` start.
    private var start = 0
    private var closed = false
    /// Whether any byte has arrived: a connection lost after that cut the answer short.
    private var receivedAny = false

    /// A reader over `receive`, capping bodies at `maxBodyBytes`.
    init(maxBodyBytes: Int, receive: @escaping () throws(TransportError) -> [UInt8]) {
        self.maxBodyBytes = maxBodyBytes
        self.receive = receive
    }

    /// Reads the answer to a request made with `method`: the head, then the body it announces.
    mutating func read(method: String) throws(TransportError) -> HTTPResponse {
        var head = try readHead()
        var interim = 0
        while head.status == 100 {
            interim += 1
            guard interim <= Self.maxInterimHeads else {
                throw .badAnswer("more than \(Self.maxInterimHeads) interim answers (HTTP 100)")
            }
            head = try readHead()
        }
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
        let head = String(decoding: buffer[start..<(start + end)], as: UTF8.self)
        consume(end + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] == "HTTP/1.1" || parts[0] == "HTTP/1.0", parts[1].count == 3,
            let status = Self.unsignedNumber(parts[1], radix: 10, maxDigits: 3), status >= 100
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
            guard values.count == 1, let value = values.first,
                let count = Self.unsignedNumber(Substring(value), radix: 10, maxDigits: 18)
            else {
                throw .badAnswer("a Content-Length that is not one number (\(Self.printable(length)))")
            }
            guard count <= maxBodyBytes else { throw .tooLarge(limit: maxBodyBytes) }
            while unread < count {
                guard try more() else { throw .truncated }
            }
            return Array(buffer[start..<(start + count)])
        }
        while try more() {
            if unread > maxBodyBytes { throw .tooLarge(limit: maxBodyBytes) }
        }
        return Array(buffer[start...])
    }

    private mutating func readChunkedBody() throws(TransportError) -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let end = try fill(until: [13, 10], limit: 1024) {
                TransportError.badAnswer("a chunk size line over 1 kB")
            }
            let line = buffer[start..<(start + end)]
            consume(end + 2)
            let sizeField =
                line.split(separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false)
                .first ?? []
            let digits = String(decoding: sizeField, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard let size = Self.unsignedNumber(Substring(digits), radix: 16, maxDigits: 15) else {
                throw .badAnswer(
                    "a chunk size that is not a number (\(Self.printable(String(decoding: line, as: UTF8.self))))")
            }
            if size == 0 { break }
            guard size <= maxBodyBytes - body.count else { throw .tooLarge(limit: maxBodyBytes) }
            while unread < size + 2 {
                guard try more() else { throw .truncated }
            }
            guard buffer[start + size] == 13, buffer[start + size + 1] == 10 else {
                throw .badAnswer("a chunk longer than its size line says")
            }
            body.append(contentsOf: buffer[start..<(start + size)])
            consume(size + 2)
        }
        // Trailer fields up to the empty line, at most 64 kB of them; a server that closes instead ends the body
        // just as well.
        var trailerBytes = 0
        while true {
            let end: Int
            do {
                end = try fill(until: [13, 10], limit: Self.maxHeadBytes - trailerBytes) {
                    TransportError.badAnswer("trailer fields over \(Self.maxHeadBytes / 1024) kB")
                }
            } catch  where error == .truncated {
                break
            }
            consume(end + 2)
            trailerBytes += end + 2
            if end == 0 { break }
        }
        return body
    }

    /// The unsigned number `text` spells in `radix` with at most `maxDigits` digits and nothing else (no sign, no
    /// space), or nil; `maxDigits` keeps it far below `Int.max`, and the arithmetic is checked all the same.
    static func unsignedNumber(_ text: Substring, radix: Int, maxDigits: Int) -> Int? {
        guard !text.isEmpty, text.utf8.count <= maxDigits else { return nil }
        var value = 0
        for byte in text.utf8 {
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            guard digit < radix else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
            let (next, carry) = shifted.addingReportingOverflow(digit)
            guard !overflow, !carry else { return nil }
            value = next
        }
        return value
    }

    /// The bytes received and not yet consumed.
    private var unread: Int { buffer.count - start }

    /// Marks `count` more bytes consumed.
    private mutating func consume(_ count: Int) {
        start += count
    }

    /// Reads until `marker` is among the unread bytes and returns where it starts (counted from the first unread
    /// byte); the marker must come within `limit`.
    private mutating func fill(
        until marker: [UInt8], limit: Int, tooLong: () -> TransportError
    ) throws(TransportError) -> Int {
        var searched = 0
        while true {
            if marker.count == 4, unread >= 5, !buffer[start...].starts(with: Array("HTTP/".utf8)) {
                throw .badAnswer("an answer with no HTTP/1.x status line")
            }
            if let found = find(marker, from: max(0, searched - marker.count)) {
                guard found <= limit else { throw tooLong() }
                return found
            }
            searched = unread
            if unread > limit { throw tooLong() }
            guard try more() else {
                if unread == 0, marker.count == 4, !receivedAny { throw .connectionLost }
                throw marker.count == 4 ? .badAnswer("an answer that ends inside its header") : .truncated
            }
        }
    }

    /// Appends the next bytes to the buffer; false when the server closed the connection. A connection lost once
    /// bytes have arrived cut the answer short: it is `truncated`, not a server that could not be reached.
    private mutating func more() throws(TransportError) -> Bool {
        guard !closed else { return false }
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        let bytes: [UInt8]
        do {
            bytes = try receive()
        } catch  where error == .connectionLost && receivedAny {
            throw .truncated
        }
        if bytes.isEmpty {
            closed = true
            return false
        }
        receivedAny = true
        buffer.append(contentsOf: bytes)
        return true
    }

    /// Where `marker` first occurs in the unread bytes at or after `offset`, counted from the first unread byte.
    private func find(_ marker: [UInt8], from offset: Int) -> Int? {
        guard unread >= marker.count, offset <= unread - marker.count else { return nil }
        for index in (start + offset)...(buffer.count - marker.count) where buffer[index] == marker[0] {
            if buffer[index..<(index + marker.count)].elementsEqual(marker) { return index - start }
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
