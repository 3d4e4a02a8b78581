import SharedPresentation

/// How a run of `spacex` ended (a script-mode command or the browser), as the process exit status the help text
/// documents.
public enum ScriptOutcome: Int32, Sendable {
    /// Shown, from the network, the cache or the built-in data.
    case success = 0
    /// The data could not be had (or the output could not be written).
    case unavailable = 1
    /// The command line was wrong, or named no single item.
    case usage = 2
}
