import Foundation
import ShellCompletion

/// What the user asked `spacex` to do, after parsing and validation.
public enum Command: Equatable, Sendable {
    /// The full-screen browser (a TTY), or the launches list printed once (a pipe).
    case browse
    /// `spacex launches`: one page of launches.
    case launches(LaunchesArguments)
    /// `spacex launch <id | name>`: one launch's details.
    case launch(idOrName: String)
    /// `spacex rockets`: one page of rockets.
    case rockets(page: Int, limit: Int)
    /// `spacex rocket <id | name>`: one rocket's details.
    case rocket(idOrName: String)
    /// `--help` or `spacex help [command]`.
    case help(topic: CommandName?)
    /// `spacex completion bash|zsh|fish`: the shell's completion script.
    case completion(Shell)
    /// `--version`.
    case version
}

/// The names of the subcommands, for help topics, usage lines and shell completion.
public enum CommandName: String, CaseIterable, Sendable {
    case launches, launch, rockets, rocket, completion, help

    /// What follows the command name besides options, like `<id>`; empty when nothing does.
    public var arguments: String {
        switch self {
        case .launches, .rockets: ""
        case .launch: "<id|name>"
        case .rocket: "<id|name>"
        case .completion: "<bash|zsh|fish>"
        case .help: "[command]"
        }
    }

    /// The one-line summary in the command list of `--help`.
    public var summary: String {
        switch self {
        case .launches: "list launches, newest first, with an optional date interval"
        case .launch: "show one launch: description, site, date, status, webcast, rocket (\"crew-1\" works)"
        case .rockets: "list rockets with their success rate"
        case .rocket: "show one rocket's specifications (\"falcon 9\" works)"
        case .completion: "print a shell completion script (see spacex help completion)"
        case .help: "show help for a command"
        }
    }

    /// The options this command accepts besides the global ones, in table order.
    public var options: [OptionKey] { OptionKey.allCases.filter { $0.declaration.commands.contains(self) } }
}

/// The options of `spacex launches`, still as typed: dates are validated by the launches domain.
public struct LaunchesArguments: Equatable, Sendable {
    /// `--from YYYY-MM-DD`.
    public var from: String?
    /// `--to YYYY-MM-DD`.
    public var to: String?
    /// `--page N`.
    public var page: Int = 1
    /// `--limit N`.
    public var limit: Int = OptionKey.defaultPageSize
    /// `--oldest-first`.
    public var oldestFirst = false
    /// `--search TEXT`.
    public var search: String?

    /// Creates arguments with the defaults.
    public init(
        from: String? = nil, to: String? = nil, page: Int = 1, limit: Int = OptionKey.defaultPageSize,
        oldestFirst: Bool = false,
        search: String? = nil
    ) {
        self.from = from
        self.to = to
        self.page = page
        self.limit = limit
        self.oldestFirst = oldestFirst
        self.search = search
    }
}
