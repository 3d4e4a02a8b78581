import Foundation

/// A command line that can't be run: exit code 2, a one-line reason and the usage of the command concerned.
public struct UsageError: Error, Equatable, Sendable {
    /// The one-line reason, like "--page must be a whole number from 1 to 1000000, not \"0\"".
    public let message: String
    /// The command whose usage to print, or nil for the top-level usage.
    public let command: CommandName?

    /// Creates a usage error.
    public init(_ message: String, command: CommandName? = nil) {
        self.message = message
        self.command = command
    }
}
