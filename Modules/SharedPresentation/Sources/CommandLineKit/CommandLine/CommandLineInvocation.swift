/// What a command line asked for, once parsed and checked: the command to run and the options every command takes.
public struct CommandLineInvocation<Command: Equatable & Sendable, Options: Equatable & Sendable>: Equatable, Sendable {
    /// What to do.
    public var command: Command
    /// How to do it.
    public var options: Options

    /// Creates an invocation.
    public init(command: Command, options: Options) {
        self.command = command
        self.options = options
    }
}
