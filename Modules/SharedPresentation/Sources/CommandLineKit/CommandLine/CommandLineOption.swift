/// One option of a command-line program as its option table declares it: its spelling, the value it takes, its
/// default and its help line, the commands it belongs to (none: every command) and the environment variable that
/// sets it too. ``ArgumentScanner`` parses with it, help texts print ``helpLine`` and ``synopsis``, shell
/// completions read ``value``.
public struct CommandLineOption<Command: Hashable & Sendable>: Sendable {
    /// The long name, like `--page`.
    public let name: String
    /// Other spellings, like `-h`.
    public let aliases: [String]
    /// What follows the option, or `.flag` for none.
    public let value: OptionValueKind
    /// The help line, without the default.
    public let help: String
    /// The default, as the help shows it, or nil.
    let defaultValue: String?
    /// The commands that accept the option; empty for a global option.
    public let commands: [Command]
    /// The environment variable that sets the option when not empty (the command line wins), or nil.
    public let environment: String?

    /// Declares an option.
    public init(
        _ name: String, _ value: OptionValueKind, _ help: String, default defaultValue: String? = nil,
        aliases: [String] = [], for commands: [Command] = [], environment: String? = nil
    ) {
        self.name = name
        self.aliases = aliases
        self.value = value
        self.help = help
        self.defaultValue = defaultValue
        self.commands = commands
        self.environment = environment
    }

    /// Every way to write the option.
    public var spellings: [String] { aliases + [name] }

    /// Whether every command accepts the option.
    var isGlobal: Bool { commands.isEmpty }

    /// `--page N`, as usage lines show it.
    var synopsis: String { value.placeholder.map { "\(name) \($0)" } ?? name }

    /// The line in `--help`: spellings and placeholder in a 17-column field, then the help and the default.
    var helpLine: String {
        let spelled = (aliases + [synopsis]).joined(separator: ", ")
        return HelpLayout.termLine(spelled, help + (defaultValue.map { " (default \($0))" } ?? ""))
    }
}

/// What an option takes after it, for parsing, help placeholders and shell completion.
public enum OptionValueKind: Equatable, Sendable {
    /// Nothing: the option is a switch.
    case flag
    /// A whole number in a range.
    case number(ClosedRange<Int>)
    /// A day, `YYYY-MM-DD`.
    case date
    /// Free text.
    case text
    /// An http or https address.
    case url
    /// `local`, `utc` or an IANA zone name.
    case timeZone
    /// A directory path.
    case directory
    /// One of a few words.
    case choice([String])

    /// The placeholder in help and usage lines, or nil for a flag.
    public var placeholder: String? {
        switch self {
        case .flag: nil
        case .number: "N"
        case .date: "YYYY-MM-DD"
        case .text: "TEXT"
        case .url: "URL"
        case .timeZone: "ZONE"
        case .directory: "DIR"
        case .choice(let words): words.joined(separator: "|")
        }
    }

    /// The accepted numbers, for a number.
    public var range: ClosedRange<Int>? {
        if case .number(let range) = self { range } else { nil }
    }
}
