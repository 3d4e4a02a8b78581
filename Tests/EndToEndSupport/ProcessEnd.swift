import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a child process ended, read without touching `Process.terminationStatus`/`terminationReason` while it may
/// still run (Foundation traps then, which would end the whole test process instead of failing one test).
public enum ProcessEnd: Equatable, CustomStringConvertible {
    /// It exited by itself with this status.
    case exit(Int32)
    /// A signal ended it.
    case signal(Int32)
    /// It still ran when the wait ended; it has been sent SIGKILL since, so no test leaves it behind.
    case stillRunning

    /// How `process` ended; a process that still runs is killed and reported as ``stillRunning``.
    public static func of(_ process: Process) -> ProcessEnd {
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            return .stillRunning
        }
        return process.terminationReason == .uncaughtSignal
            ? .signal(process.terminationStatus) : .exit(process.terminationStatus)
    }

    public var description: String {
        switch self {
        case .exit(let status): "exit \(status)"
        case .signal(let number): "killed by signal \(number)"
        case .stillRunning: "still running (killed by the test)"
        }
    }
}
