import Foundation

/// Settings of a `LoopbackServer`; every limit is bounded so a misbehaving client cannot hang a test.
public struct LoopbackServerConfiguration: Sendable, Equatable {
    /// The port to bind on 127.0.0.1; 0 lets the system pick a free one.
    public var port: UInt16
    /// Whether connections stay open between requests; when false every response says `Connection: close`.
    public var keepAlive: Bool
    /// Seconds to wait for the next request on an open connection, or for the rest of a started one.
    public var idleTimeout: Double
    /// Seconds a single send may block on a client that does not read.
    public var sendTimeout: Double
    /// Largest accepted request head (request line plus headers), in bytes; larger heads get 431.
    public var maxHeadBytes: Int
    /// Largest accepted body, in bytes; larger ones get 413.
    public var maxBodyBytes: Int
    /// Seconds `stop()` waits for connection threads to finish after waking them.
    public var stopGracePeriod: Double

    /// Creates a configuration; the defaults suit tests.
    public init(
        port: UInt16 = 0, keepAlive: Bool = true, idleTimeout: Double = 30, sendTimeout: Double = 10,
        maxHeadBytes: Int = 64 * 1024, maxBodyBytes: Int = 16 * 1024 * 1024, stopGracePeriod: Double = 2
    ) {
        self.port = port
        self.keepAlive = keepAlive
        self.idleTimeout = idleTimeout
        self.sendTimeout = sendTimeout
        self.maxHeadBytes = maxHeadBytes
        self.maxBodyBytes = maxBodyBytes
        self.stopGracePeriod = stopGracePeriod
    }
}
