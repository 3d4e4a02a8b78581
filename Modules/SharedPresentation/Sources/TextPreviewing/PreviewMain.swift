import Foundation
import SharedPresentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PreviewCommand {
    /// Runs with this process's arguments, terminal and environment, prints, and exits.
    public func main() -> Never {
        let outcome = run(
            arguments: Array(CommandLine.arguments.dropFirst()), isTerminal: isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment)
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        FileHandle.standardError.write(Data(outcome.error.utf8))
        exit(outcome.status)
    }
}
