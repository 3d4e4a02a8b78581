import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe whose read end becomes readable when the request is cancelled, waking the socket's `poll`.
///
/// `@unchecked Sendable`: the descriptors are immutable after `init`, and `write`/`close` on them are safe from
/// any thread; `signal` may race with `deinit` only through the task's cancellation handler, which runs before
/// the request's `send` returns (so before the last reference goes).
final class WakeUpPipe: @unchecked Sendable {
    /// Readable once ``signal()`` was called.
    let readEnd: Int32
    private let writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        // Close-on-exec, so a program the app starts (a link opener) never inherits the pipe.
        // (pipe2 is not in Glibc's Swift module: a program started between the two calls could inherit the pipe,
        // which is harmless; it carries nothing but a wake-up byte.)
        _ = pipe(&ends)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Wakes every wait on ``readEnd``.
    func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }
}
