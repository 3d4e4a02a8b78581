import Foundation

/// A command line that can't be run: a one-line reason and the command whose usage to print (exit code 2).
public struct CommandLineError<Command: Hashable & Sendable>: Error, Equatable, Sendable {
    /// The one-line reason, like "--page must be a whole number from 1 to 1000000, not \"0\"".
    public let message: String
    /// The command whose usage to print, or nil for the top-level usage.
    public let command: Command?

    /// Creates a usage error.
    public init(_ message: String, command: Command? = nil) {
        self.message = message
        self.command = command
    }
}
