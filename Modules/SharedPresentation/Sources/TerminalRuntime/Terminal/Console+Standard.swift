import Foundation
import ScriptPrinting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Console {
    /// The process's standard output and error for `program`; a failed output write ends the run with exit code 1.
    /// Here in the terminal runtime, not in ScriptPrinting, because it is the one part of the console that touches
    /// the process's descriptors and asks whether standard error is a terminal (notes are written only then).
    public static func standard(program: String) -> Console {
        var console = Console(
            program: program,
            out: { writeOutput($0, program: program) },
            err: { _ = FileDescriptorOutput.write($0, to: STDERR_FILENO) })
        console.writesNotes = isatty(STDERR_FILENO) == 1
        return console
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
}
