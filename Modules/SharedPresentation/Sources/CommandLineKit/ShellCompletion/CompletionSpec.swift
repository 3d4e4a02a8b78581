/// A command line as a shell sees it: a program with global options and subcommands, each with its options and
/// argument. ``script(for:)`` turns it into a completion script, so the script never drifts from the parser that
/// the description comes from.
public struct CompletionSpec: Sendable, Hashable {
    /// The program's name, like `spacex`; also names the script's functions.
    public let program: String
    /// Options every command accepts, and the program without a command.
    let globalOptions: [CompletionOption]
    /// The subcommands.
    public let commands: [CompletionCommand]

    /// Describes a command line.
    public init(program: String, globalOptions: [CompletionOption], commands: [CompletionCommand]) {
        self.program = program
        self.globalOptions = globalOptions
        self.commands = commands
    }

    /// The completion script for `shell`.
    public func script(for shell: Shell) -> String {
        switch shell {
        case .bash: BashScript(spec: self).text
        case .zsh: ZshScript(spec: self).text
        case .fish: FishScript(spec: self).text
        }
    }

    /// Every option that takes a value, global or not, deduplicated by spelling.
    var valueOptions: [CompletionOption] {
        var seen = Set<String>()
        return (globalOptions + commands.flatMap(\.options)).filter { option in
            option.values.takesValue && seen.insert(option.spellings.joined(separator: " ")).inserted
        }
    }

    /// `program` with anything but letters, digits and `_` turned into `_`, for function names.
    var identifier: String {
        String(program.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
}
