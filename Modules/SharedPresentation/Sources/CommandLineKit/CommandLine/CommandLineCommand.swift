/// One subcommand as its program's command table declares it: what follows its name, its line in the command
/// list, and its help page's title, paragraph and examples. Help, argument checks and completions all read it.
public struct CommandLineCommand: Sendable {
    /// What follows the command's name besides options.
    public let argument: CommandLineArgument
    /// The one-line summary in the program's command list.
    public let summary: String
    /// The title of the command's help page, after its name.
    public let title: String
    /// The paragraph under the options on the help page; empty for none.
    public let about: String
    /// Example command lines, as typed after the program's name.
    public let examples: [String]

    /// Declares a command.
    public init(
        _ argument: CommandLineArgument = .none, summary: String, title: String, about: String = "",
        examples: [String]
    ) {
        self.argument = argument
        self.summary = summary
        self.title = title
        self.about = about
        self.examples = examples
    }
}
