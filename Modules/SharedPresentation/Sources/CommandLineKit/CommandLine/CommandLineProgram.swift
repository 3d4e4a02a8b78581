import Foundation

/// A command-line program as its tables declare it: its name and help page, its options (``CommandLineOption``)
/// and its commands (``CommandLineCommand``). It scans arguments, checks a command's argument and writes the help
/// and usage texts, so a program declares only what is its own.
public struct CommandLineProgram<Option: CommandLineOptionTable>: Sendable
where Option.Command: CommandLineCommandTable {
    /// The program's commands.
    public typealias Command = Option.Command
    /// A problem with a command line.
    public typealias Failure = CommandLineError<Command>

    /// The program's name, like `tool`.
    public let name: String
    /// The program's version, like `1.2.0`.
    public let version: String
    /// What the program is, after its name on the help page.
    public let title: String
    /// The paragraph under the usage line of the help page.
    public let about: String
    /// Example command lines, as typed after the name; an empty one is the program alone.
    public let examples: [String]
    /// The paragraph after the options on every help page, like the exit codes; empty for none.
    public let footer: String
    /// The command that shows help (its own help is the program's), left out of lists of commands.
    public let helpCommand: Command?

    /// Declares a program.
    public init(
        name: String, version: String, title: String, about: String, examples: [String], footer: String = "",
        helpCommand: Command? = nil
    ) {
        self.name = name
        self.version = version
        self.title = title
        self.about = about
        self.examples = examples
        self.footer = footer
        self.helpCommand = helpCommand
    }

    /// What `--version` prints: the name and the version.
    public var versionLine: String { "\(name) \(version)" }

    /// The commands an unknown command's message and the program's usage list: all but the help command.
    var listedCommands: [Command] { Command.allCases.filter { $0 != helpCommand } }

    /// The options `command` accepts besides the global ones, in table order.
    public func options(of command: Command) -> [CommandLineOption<Command>] {
        Option.allCases.map(\.declaration).filter { $0.commands.contains(command) }
    }

    /// The options every command accepts, in table order.
    var globalOptions: [CommandLineOption<Command>] { Option.allCases.map(\.declaration).filter(\.isGlobal) }

    /// Splits `arguments` with the option table (see ``ArgumentScanner``); the options `environment` sets through
    /// their declared variables come first.
    public func scan(_ arguments: [String], environment: [String: String] = [:]) throws(Failure)
        -> ScannedArguments<Option>
    {
        try ArgumentScanner.scan(
            arguments, of: name, options: Option.self, helpCommand: helpCommand, listedCommands: listedCommands,
            environment: environment)
    }

    /// `command`'s argument, checked against its declaration: the words joined by spaces, the one choice, the help
    /// topic, or nil when the command takes none (or no topic was named).
    public func argument(of command: Command, in positionals: [String]) throws(Failure) -> String? {
        switch command.declaration.argument {
        case .none:
            if let extra = positionals.first {
                throw Failure("unexpected argument '\(ArgumentScanner.quoted(extra))'", command: command)
            }
            return nil
        case .words(_, let missing):
            let text = positionals.joined(separator: " ").trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { throw Failure("missing \(missing)", command: command) }
            return text
        case .choice(let noun, let words):
            guard let word = positionals.first, words.contains(word), positionals.count == 1 else {
                throw Failure("name one \(noun): \(ArgumentScanner.alternatives(words))", command: command)
            }
            return word
        case .helpTopic:
            guard let topic = positionals.first else { return nil }
            guard Command(rawValue: topic) != nil, positionals.count == 1 else {
                let named = ArgumentScanner.quoted(positionals.joined(separator: " "))
                throw Failure("no help for '\(named)'", command: command)
            }
            return topic
        }
    }
}
