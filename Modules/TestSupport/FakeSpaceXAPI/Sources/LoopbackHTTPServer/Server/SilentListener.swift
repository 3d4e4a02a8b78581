import Foundation

/// A TCP port on 127.0.0.1 that takes connections and never says a word: the kernel completes each handshake
/// into the listen queue and nothing ever reads or answers. A client of `https://127.0.0.1:<port>` sends its TLS
/// hello and waits for a server hello that never comes, which is how a stalled TLS server looks to it (no
/// certificate or TLS library is needed to make one).
public final class SilentListener: Sendable {
    /// The listening descriptor.
    private let fd: Int32
    /// The port it listens on.
    public let port: UInt16

    /// Binds a free port on 127.0.0.1 and listens, queueing up to 16 connections.
    public init() throws(LoopbackServerError) {
        (fd, port) = try SocketCalls.makeListener(port: 0, backlog: 16)
    }

    deinit {
        SocketCalls.closeDescriptor(fd)
    }

    /// `https://127.0.0.1:<port>`.
    public var secureBaseURL: URL {
        URL(string: "https://127.0.0.1:\(port)")!
    }
}
