import Foundation

/// A minimal HTTP/1.1 server on 127.0.0.1 for tests: one accept thread, one thread per connection.
///
/// The handler turns each request into an `HTTPResponsePlan`, which can also be a fault (stall, reset,
/// truncation). `stop()` interrupts every wait, including stalls, and returns promptly; `deinit` stops.
// @unchecked Sendable: `core` and `state` are guarded by `lock`; the other properties are immutable.
public final class LoopbackServer: @unchecked Sendable {
    /// Turns a request into what the server does next; called on the connection's thread.
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponsePlan

    private enum State {
        case idle
        case running(ServerCore)
        case stopped
    }

    /// The settings the server was created with.
    public let configuration: LoopbackServerConfiguration
    private let handler: Handler
    private let lock = NSLock()
    private var state = State.idle
    private var boundPort: UInt16 = 0

    /// Creates a server; nothing listens until `start()`.
    public init(configuration: LoopbackServerConfiguration = LoopbackServerConfiguration(), handler: @escaping Handler)
    {
        self.configuration = configuration
        self.handler = handler
    }

    deinit {
        stop()
    }

    /// Binds and starts accepting; returns once the port is listening. A server starts at most once.
    public func start() throws(LoopbackServerError) {
        lock.lock()
        defer { lock.unlock() }
        guard case .idle = state else { throw .alreadyStarted }
        let core = try ServerCore(configuration: configuration, handler: handler)
        boundPort = core.port
        state = .running(core)
        core.startAccepting()
    }

    /// Closes the listener and every connection, waking stalled ones; safe to call more than once.
    public func stop() {
        let core: ServerCore? = lock.withLock {
            defer { state = .stopped }
            if case .running(let core) = state { return core }
            return nil
        }
        core?.stop()
    }

    /// The port the server listens on (the real one when configured with 0), or 0 before `start()`.
    public var port: UInt16 {
        lock.withLock { boundPort }
    }

    /// Whether the server is listening.
    public var isRunning: Bool {
        lock.withLock {
            if case .running = state { return true }
            return false
        }
    }

    /// `http://127.0.0.1:<port>`, the base for request URLs.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }
}
