import RepositoryDefinitions
import ScriptPrinting

/// A ``Console`` whose standard output and error are kept for the test to read.
final class CapturedConsole: Sendable {
    private let output = Locked((out: "", err: ""))

    /// Everything written to standard output.
    var out: String { output.current.out }
    /// Everything written to standard error.
    var err: String { output.current.err }

    /// The console that writes here, for a program called `program`.
    func console(program: String = "tool") -> Console {
        Console(
            program: program,
            out: { [output] text in output.withLock { $0.out += text } },
            err: { [output] text in output.withLock { $0.err += text } })
    }
}
