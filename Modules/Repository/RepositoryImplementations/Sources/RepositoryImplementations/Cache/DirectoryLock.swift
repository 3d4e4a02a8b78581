import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory `flock(2)` lock on a directory itself (no lock file), taken with a bounded wait.
///
/// Every `spacex` writing to the same cache folder takes it, so their writes and sweeps take turns. A process that
/// holds it for long (stopped with SIGSTOP, or `flock -x` from a shell) must not block other runs: ``acquire(within:)``
/// tries without blocking and gives up after the bound. Where locks are not supported (some network file
/// systems), or the folder cannot be opened, it reports the lock as taken and the write goes on unlocked, as
/// before locks existed.
final class DirectoryLock {
    private let descriptor: Int32
    private var isHeld = false

    /// A lock on `directory` (opened now, closed when released).
    init(_ directory: URL) {
        descriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
    }

    deinit {
        release()
        if descriptor >= 0 { close(descriptor) }
    }

    /// Takes the lock, trying again every 10 ms for at most `bound`; false when another process held it all along.
    func acquire(within bound: Duration) async -> Bool {
        guard descriptor >= 0 else { return true }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: bound)
        while true {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                isHeld = true
                return true
            }
            switch errno {
            case EINTR: continue
            case EWOULDBLOCK: break
            default: return true
            }
            guard clock.now < deadline else { return false }
            do { try await Task.sleep(for: .milliseconds(10), clock: clock) } catch { usleep(10_000) }
        }
    }

    /// Lets the next process have the lock.
    func release() {
        guard isHeld else { return }
        flock(descriptor, LOCK_UN)
        isHeld = false
    }
}
