import Foundation

/// What the server does with a connection after a request: answer it, or misbehave on purpose.
///
/// The fault cases let tests reproduce what real networks do: cut bodies, stalls, resets and silent closes.
public indirect enum HTTPResponsePlan: Sendable, Equatable {
    /// Send a complete response; the connection stays open when both sides allow it.
    case respond(HTTPResponse)
    /// Send these exact bytes (e.g. a head promising more body than follows), then close the connection.
    case sendRawThenClose(Data)
    /// Wait `seconds` (cut short when the server stops or the client hangs up), then carry out `then`.
    case stall(seconds: Double, then: HTTPResponsePlan)
    /// Send `head` (raw bytes), then `chunk` again and again, `pause` seconds apart, until the client hangs up or
    /// the server stops: an endless or trickling body.
    case stream(head: Data, chunk: Data, pause: Double)
    /// Abort the connection with a TCP reset (SO_LINGER 0, then close).
    case resetConnection
    /// Send these exact bytes (e.g. a 200 head promising a body), then abort the connection with a TCP reset.
    case sendRawThenReset(Data)
    /// Close the connection without sending anything.
    case closeWithoutResponse

    /// The status code the client would see, or nil when it sees no status line.
    public var statusCode: Int? {
        switch self {
        case .respond(let response): response.status
        case .sendRawThenClose(let bytes), .sendRawThenReset(let bytes): Self.statusCode(inRawHead: bytes)
        case .stall(_, let then): then.statusCode
        case .stream(let head, _, _): Self.statusCode(inRawHead: head)
        case .resetConnection, .closeWithoutResponse: nil
        }
    }

    /// How many body bytes the plan sends (for a raw plan, the bytes after the head).
    public var bodyByteCount: Int {
        switch self {
        case .respond(let response): response.statusAllowsBody ? response.body.count : 0
        case .sendRawThenClose(let bytes), .sendRawThenReset(let bytes): Self.bodyRange(inRaw: bytes).count
        case .stall(_, let then): then.bodyByteCount
        case .stream: 0
        case .resetConnection, .closeWithoutResponse: 0
        }
    }

    private static func statusCode(inRawHead bytes: Data) -> Int? {
        guard let line = String(decoding: bytes.prefix(64), as: UTF8.self).split(separator: "\r\n").first else {
            return nil
        }
        let parts = line.split(separator: " ")
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/") else { return nil }
        return Int(parts[1])
    }

    private static func bodyRange(inRaw bytes: Data) -> Range<Int> {
        let separator = Data("\r\n\r\n".utf8)
        guard let found = bytes.range(of: separator) else { return 0..<0 }
        return (found.upperBound - bytes.startIndex)..<bytes.count
    }
}
