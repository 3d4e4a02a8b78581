import Foundation

/// The running part of a server: the listener, the accept thread and the connection threads.
///
/// Threads hold this object, not the public `LoopbackServer`, so dropping the server still runs its `deinit`.
// @unchecked Sendable: `openConnections` and `stopped` are guarded by `lock`; every other property is immutable.
final class ServerCore: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let configuration: LoopbackServerConfiguration
    private let handler: LoopbackServer.Handler
    private let signal: StopSignal
    private let lock = NSLock()
    private var openConnections: Set<Int32> = []
    private var stopped = false
    private let acceptThreadDone = DispatchSemaphore(value: 0)
    private let connectionThreads = DispatchGroup()

    /// Binds and listens; returns once connections can be made (they queue until the accept thread takes them).
    init(configuration: LoopbackServerConfiguration, handler: @escaping LoopbackServer.Handler)
        throws(LoopbackServerError)
    {
        self.configuration = configuration
        self.handler = handler
        self.signal = try StopSignal()
        let bound = try SocketCalls.makeListener(port: configuration.port, backlog: 128)
        self.listener = bound.fd
        self.port = bound.port
    }

    /// Starts the accept thread.
    func startAccepting() {
        let thread = Thread { [self] in
            acceptLoop()
            acceptThreadDone.signal()
        }
        thread.name = "LoopbackServer.accept.\(port)"
        thread.start()
    }

    /// Wakes every thread, closes the listener and all connections, and waits (bounded) for the threads to end.
    func stop() {
        let first = lock.withLock {
            defer { stopped = true }
            for fd in openConnections {
                SocketCalls.shutdownBoth(fd)
            }
            return !stopped
        }
        guard first else { return }
        signal.raise()
        SocketCalls.shutdownBoth(listener)
        let grace = DispatchTime.now() + configuration.stopGracePeriod
        if acceptThreadDone.wait(timeout: grace) == .success {
            SocketCalls.closeDescriptor(listener)
        }
        _ = connectionThreads.wait(timeout: grace)
    }

    private func acceptLoop() {
        while signal.waitReadable(listener, timeout: nil) == .readable {
            guard let fd = SocketCalls.acceptConnection(on: listener) else { continue }
            let admitted = lock.withLock {
                if stopped { return false }
                openConnections.insert(fd)
                return true
            }
            guard admitted else {
                SocketCalls.closeDescriptor(fd)
                return
            }
            SocketCalls.configureConnection(fd, sendTimeout: configuration.sendTimeout)
            serveOnNewThread(fd)
        }
    }

    private func serveOnNewThread(_ fd: Int32) {
        connectionThreads.enter()
        let loop = ConnectionLoop(fd: fd, configuration: configuration, signal: signal, handler: handler)
        let thread = Thread { [self] in
            let ending = loop.run()
            if ending == .close { loop.lingerBeforeClose() }
            finish(fd, ending: ending)
            connectionThreads.leave()
        }
        thread.name = "LoopbackServer.connection.\(fd)"
        thread.start()
    }

    private func finish(_ fd: Int32, ending: ConnectionLoop.Ending) {
        lock.withLock {
            openConnections.remove(fd)
            switch ending {
            case .close: SocketCalls.closeDescriptor(fd)
            case .reset: SocketCalls.resetAndClose(fd)
            }
        }
    }
}
