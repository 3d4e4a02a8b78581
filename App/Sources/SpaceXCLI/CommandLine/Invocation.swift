import Foundation

/// A parsed command line: the command and the global options.
public struct Invocation: Equatable, Sendable {
    /// What to do.
    public var command: Command
    /// How to do it.
    public var options: GlobalOptions

    /// Creates an invocation.
    public init(command: Command, options: GlobalOptions) {
        self.command = command
        self.options = options
    }
}
