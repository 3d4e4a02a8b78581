/// One subcommand a shell completes: its name, what it does, its own options and its argument.
public struct CompletionCommand: Sendable, Hashable {
    /// The name, like `launches`.
    public let name: String
    /// The one-line description shells show beside it.
    public let help: String
    /// The options it accepts besides the global ones.
    public let options: [CompletionOption]
    /// What its first argument can be.
    public let argument: CompletionValues

    /// Describes a subcommand.
    public init(name: String, help: String, options: [CompletionOption] = [], argument: CompletionValues = .none) {
        self.name = name
        self.help = help
        self.options = options
        self.argument = argument
    }
}
