import Foundation
import SharedPresentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Terminal {
    /// Runs `body` with standard input raw (no echo, no line editing, bytes as they come) on the normal screen,
    /// then puts the settings back, keeping input nobody read (type-ahead): for a short exchange with the terminal before
    /// ``enterFullScreen()``. A SIGTERM, SIGHUP, SIGINT or SIGQUIT meanwhile restores the settings and ends the
    /// process as the signal would. Nil, without running `body`, when standard input is not a terminal.
    static func withRawInput<Value>(_ body: () -> Value) -> Value? {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
        settingsRestoredOnSignal = settings
        let previous = rawInputSignals.map { signal($0, restoreSettingsAndReraise) }
        defer {
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
            for (number, handler) in zip(rawInputSignals, previous) { signal(number, handler) }
        }
        var raw = rawSettings(from: settings)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
        return body()
    }
}

/// The signals that end the process while ``Terminal/withRawInput(_:)`` runs.
private let rawInputSignals = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

/// The settings a signal during ``Terminal/withRawInput(_:)`` puts back. nonisolated(unsafe) is safe: it is
/// written only before the signal handlers are installed and read only by them, so no two threads use it at once.
nonisolated(unsafe) private var settingsRestoredOnSignal = termios()

/// The signal handler during ``Terminal/withRawInput(_:)``: only async-signal-safe calls (tcsetattr, signal,
/// raise) to restore the terminal, then the signal's default action ends the process.
private func restoreSettingsAndReraise(_ number: Int32) {
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settingsRestoredOnSignal)
    signal(number, SIG_DFL)
    raise(number)
}
