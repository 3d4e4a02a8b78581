import Foundation

/// Where a program writes: data to standard output, messages (prefixed with its name) to standard error.
/// Injectable so tests capture both.
public struct Console: Sendable {
    /// The program's name, which starts every message: `name: message`.
    public let program: String
    /// Writes text to standard output.
    public let out: @Sendable (String) -> Void
    /// Writes text to standard error.
    public let err: @Sendable (String) -> Void

    /// Creates a console for `program` from two writers.
    public init(
        program: String, out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void
    ) {
        self.program = program
        self.out = out
        self.err = err
    }

    /// The process's standard output and error for `program`; a failed output write ends the run with exit code 1.
    public static func standard(program: String) -> Console {
        Console(
            program: program,
            out: { writeOutput($0, program: program) },
            err: { _ = FileDescriptorOutput.write($0, to: STDERR_FILENO) })
    }

    /// Writes data to standard output. When it can't be written nothing more can be shown: says why on standard
    /// error (not for a reader that went away, as with SIGPIPE) and exits 1.
    private static func writeOutput(_ text: String, program: String) {
        guard let code = FileDescriptorOutput.write(text, to: STDOUT_FILENO) else { return }
        if code != EPIPE {
            _ = FileDescriptorOutput.write(
                "\(program): can't write the output: \(String(cString: strerror(code)))\n", to: STDERR_FILENO)
        }
        exit(ScriptOutcome.unavailable.rawValue)
    }

    /// Writes lines to standard output.
    public func print(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        out(lines.joined(separator: "\n") + "\n")
    }

    /// Writes `program: message` to standard error, as one line.
    public func error(_ message: String) {
        err("\(program): \(Self.oneLine(message))\n")
    }

    /// Writes `program: warning: message` to standard error, as one line.
    public func warning(_ message: String) {
        err("\(program): warning: \(Self.oneLine(message))\n")
    }

    /// A message made safe for a terminal and kept to one line: messages quote API data (a server's 400 text,
    /// rocket names) and user input, which must never move the cursor, recolour or retitle the terminal.
    public static func oneLine(_ message: String) -> String {
        TextSanitizer.sanitize(message, keepsNewlines: false)
    }
}
