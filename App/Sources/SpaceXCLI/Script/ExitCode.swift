import ScriptPrinting

/// The process exit codes, as the help text documents them.
public enum ExitCode: Int32, Sendable {
    /// Shown, from the network, the cache or the sample data.
    case success = 0
    /// The data could not be had.
    case unavailable = 1
    /// The command line was wrong.
    case usage = 2

    /// The exit code of a script-mode outcome.
    init(_ outcome: ScriptOutcome) {
        self = ExitCode(rawValue: outcome.rawValue) ?? .unavailable
    }
}
