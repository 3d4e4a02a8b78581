import Foundation

/// What the user asked `spacex` to do, after parsing and validation.
public enum Command: Equatable, Sendable {
    /// The full-screen browser (a TTY), or the launches list printed once (a pipe).
    case browse
    /// `spacex launches`: one page of launches.
    case launches(LaunchesArguments)
    /// `spacex launch <id>`: one launch's details.
    case launch(id: String)
    /// `spacex rockets`: one page of rockets.
    case rockets(page: Int, limit: Int)
    /// `spacex rocket <id | name>`: one rocket's details.
    case rocket(idOrName: String)
    /// `--help` or `spacex help [command]`.
    case help(topic: CommandName?)
    /// `--version`.
    case version
}

/// The names of the subcommands, for help topics and usage lines.
public enum CommandName: String, CaseIterable, Sendable {
    case launches, launch, rockets, rocket, help
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
    public var limit: Int = 10
    /// `--oldest-first`.
    public var oldestFirst = false
    /// `--search TEXT`.
    public var search: String?

    /// Creates arguments with the defaults.
    public init(
        from: String? = nil, to: String? = nil, page: Int = 1, limit: Int = 10, oldestFirst: Bool = false,
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
