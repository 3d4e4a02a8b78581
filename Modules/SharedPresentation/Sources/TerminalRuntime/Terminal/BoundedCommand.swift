import Foundation

/// A shell command run once with extra environment variables and a time limit: `spacex watch --exec CMD` runs one
/// per event (`notify-send "$SPACEX_LAUNCH" "$SPACEX_MESSAGE"`). Its output goes to standard error, so a piped
/// watch's standard output stays one line per event, or nowhere when ``discardsOutput`` (a full-screen watch must
/// not be written over); a command still running at the limit is killed; a failure is a warning, never the
/// caller's failure.
struct BoundedCommand: Sendable {
    /// The command line, given to `/bin/sh -c`.
    var command: String
    /// How long it may run, in seconds.
    var timeout: TimeInterval
    /// Whether its output is thrown away instead of going to standard error.
    var discardsOutput = false

    /// The default time limit: 10 s.
    static let defaultTimeout: TimeInterval = 10

    /// A command run by `/bin/sh -c` for at most `timeout` seconds.
    init(_ command: String, timeout: TimeInterval = defaultTimeout) {
        self.command = command
        self.timeout = timeout
    }

    /// Runs the command with `variables` added to this process's environment and waits for it, at most
    /// ``timeout``; returns what went wrong in one line (it could not start, exited non-zero, was killed), nil
    /// when it exited 0.
    func run(variables: [String: String]) async -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.environment = ProcessInfo.processInfo.environment.merging(variables) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        let output = discardsOutput ? FileHandle.nullDevice : FileHandle.standardError
        process.standardOutput = output
        process.standardError = output
        let outcome = Outcome()
        let ending: Ending = await withCheckedContinuation { continuation in
            outcome.await(continuation)
            process.terminationHandler = { ended in outcome.finish(.exited(ended.terminationStatus)) }
            do {
                try process.run()
            } catch {
                outcome.finish(.failedToStart(error.localizedDescription))
                return
            }
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                if outcome.finish(.killed) { kill(pid, SIGKILL) }
            }
        }
        switch ending {
        case .exited(0): return nil
        case .exited(let status): return "--exec command exited with status \(status): \(command)"
        case .killed: return "--exec command killed after \(Int(timeout.rounded(.up))) s: \(command)"
        case .failedToStart(let reason): return "--exec could not start /bin/sh: \(reason)"
        }
    }

    /// How a run ended.
    private enum Ending: Sendable {
        case exited(Int32), killed, failedToStart(String)
    }

    /// The one resumption of the wait: the command's end or the time limit, whichever comes first.
    // @unchecked Sendable: every property is read and written only while holding `lock`.
    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Ending, Never>?

        /// Keeps `waiting` until ``finish(_:)``.
        func await(_ waiting: CheckedContinuation<Ending, Never>) {
            lock.lock()
            continuation = waiting
            lock.unlock()
        }

        /// Resumes the wait with `ending` unless it was resumed already; whether this call resumed it.
        @discardableResult
        func finish(_ ending: Ending) -> Bool {
            lock.lock()
            let waiting = continuation
            continuation = nil
            lock.unlock()
            waiting?.resume(returning: ending)
            return waiting != nil
        }
    }
}
