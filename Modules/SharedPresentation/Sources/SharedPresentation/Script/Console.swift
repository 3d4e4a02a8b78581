import Foundation

/// Where the app writes: data to standard output, messages to standard error. Injectable so tests capture both.
public struct Console: Sendable {
    /// Writes text to standard output.
    public let out: @Sendable (String) -> Void
    /// Writes text to standard error.
    public let err: @Sendable (String) -> Void

    /// Creates a console from two writers.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// The process's standard output and error; a failed output write ends the run with exit code 1.
    public static let standard = Console(
        out: { writeOutput($0) },
        err: { _ = FileDescriptorOutput.write($0, to: STDERR_FILENO) })

    /// Writes data to standard output. When it can't be written nothing more can be shown: says why on standard
    /// error (not for a reader that went away, as with SIGPIPE) and exits 1.
    private static func writeOutput(_ text: String) {
        guard let code = FileDescriptorOutput.write(text, to: STDOUT_FILENO) else { return }
        if code != EPIPE {
            _ = FileDescriptorOutput.write(
                "spacex: can't write the output: \(String(cString: strerror(code)))\n", to: STDERR_FILENO)
        }
        exit(ScriptOutcome.unavailable.rawValue)
    }

    /// Writes lines to standard output.
    public func print(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        out(lines.joined(separator: "\n") + "\n")
    }

    /// Writes `spacex: message` to standard error, as one line.
    public func error(_ message: String) {
        err("spacex: \(Self.oneLine(message))\n")
    }

    /// Writes `spacex: warning: message` to standard error, as one line.
    public func warning(_ message: String) {
        err("spacex: warning: \(Self.oneLine(message))\n")
    }

    /// A message made safe for a terminal and kept to one line: messages quote API data (a server's 400 text,
    /// rocket names) and user input, which must never move the cursor, recolour or retitle the terminal.
    public static func oneLine(_ message: String) -> String {
        TextSanitizer.sanitize(message, keepsNewlines: false)
    }
}
