import Foundation

/// A one-shot signal that wakes every thread of a server at once, built on a pipe that every wait polls.
///
/// Once raised, the pipe stays readable, so any later wait returns immediately too.
// @unchecked Sendable: the descriptors are immutable after init and `raised` is guarded by `lock`.
final class StopSignal: @unchecked Sendable {
    /// How a cancellable wait ended.
    enum WaitOutcome: Equatable {
        /// The watched descriptor is readable (data, end of stream or error).
        case readable
        /// The signal was raised.
        case stopped
        /// The time ran out.
        case timedOut
    }

    /// How a stall ended.
    enum StallOutcome: Equatable {
        /// The full time passed.
        case elapsed
        /// The signal was raised.
        case stopped
        /// The client closed its side, so nobody waits for the answer any more.
        case peerClosed
    }

    private let readEnd: Int32
    private let writeEnd: Int32
    private let lock = NSLock()
    private var raised = false

    /// Creates the signal and its pipe.
    init() throws(LoopbackServerError) {
        let ends = try SocketCalls.makePipe()
        readEnd = ends.read
        writeEnd = ends.write
    }

    deinit {
        SocketCalls.closeDescriptor(readEnd)
        SocketCalls.closeDescriptor(writeEnd)
    }

    /// Whether `raise()` has been called.
    var isRaised: Bool {
        lock.withLock { raised }
    }

    /// Raises the signal; later calls do nothing.
    func raise() {
        let first = lock.withLock {
            defer { raised = true }
            return !raised
        }
        if first { SocketCalls.writeByte(writeEnd) }
    }

    /// Waits until `fd` is readable, the signal is raised, or `timeout` seconds pass (nil: no limit).
    func waitReadable(_ fd: Int32, timeout: Double?) -> WaitOutcome {
        guard let ready = SocketCalls.waitReadable([readEnd, fd], timeout: timeout) else { return .timedOut }
        if ready[0] || isRaised { return .stopped }
        return .readable
    }

    /// Waits `seconds`, ending early when the signal is raised or the client on `fd` hangs up.
    ///
    /// Bytes the client sends meanwhile (a pipelined request) do not end the stall.
    func stall(seconds: Double, watching fd: Int32) -> StallOutcome {
        let deadline = Date().addingTimeInterval(seconds)
        var watchPeer = true
        while true {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return .elapsed }
            let watched = watchPeer ? [readEnd, fd] : [readEnd]
            guard let ready = SocketCalls.waitReadable(watched, timeout: left) else { return .elapsed }
            if ready[0] || isRaised { return .stopped }
            if SocketCalls.peerHasClosed(fd) { return .peerClosed }
            watchPeer = false
        }
    }
}
