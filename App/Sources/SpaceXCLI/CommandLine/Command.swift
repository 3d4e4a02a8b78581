import CommandLineKit
import LaunchesCore

/// A parsed `spacex` command line: the command and the global options.
public typealias Invocation = CommandLineInvocation<Command, GlobalOptions>

/// What the user asked `spacex` to do, after parsing and validation.
public enum Command: Equatable, Sendable {
    /// The full-screen browser (a TTY), or the launches list printed once (a pipe).
    case browse
    /// `spacex launches`: one page of launches.
    case launches(LaunchesArguments)
    /// `spacex next`: the next launch.
    case next
    /// `spacex calendar`: the launches `launches` would list, as an iCalendar file.
    case calendar(LaunchesArguments, CalendarArguments)
    /// `spacex launch <id | name>`: one launch's details.
    case launch(idOrName: String)
    /// `spacex rockets`: one page of rockets.
    case rockets(page: Int, limit: Int)
    /// `spacex rocket <id | name>`: one rocket's details.
    case rocket(idOrName: String)
    /// `spacex launchpad <id | name>`: one launch site's details.
    case launchpad(idOrName: String)
    /// `--help` or `spacex help [command]`.
    case help(topic: CommandName?)
    /// `spacex completion bash|zsh|fish`: the shell's completion script.
    case completion(Shell)
    /// `spacex man`: the manual page in roff.
    case manual
    /// `--version`.
    case version
}

/// The options of `spacex launches`, still as typed: dates are validated by the launches domain.
public struct LaunchesArguments: Equatable, Sendable {
    /// `--from YYYY-MM-DD`.
    public var from: String?
    /// `--to YYYY-MM-DD`.
    public var to: String?
    /// `--page N`.
    public var page: Int
    /// `--limit N`.
    public var limit: Int
    /// `--oldest-first`.
    public var oldestFirst: Bool
    /// `--search TEXT`.
    public var search: String?
    /// `--upcoming` or `--past`; nil lists every launch.
    public var timeline: LaunchTimeline = .all

    /// Creates arguments with the defaults.
    public init(
        from: String? = nil, to: String? = nil, page: Int = 1, limit: Int = OptionKey.defaultPageSize,
        oldestFirst: Bool = false, search: String? = nil
    ) {
        self.from = from
        self.to = to
        self.page = page
        self.limit = limit
        self.oldestFirst = oldestFirst
        self.search = search
    }

    /// These arguments on the page `paging` chose.
    func onPage(_ paging: PageArguments) -> LaunchesArguments {
        var arguments = self
        arguments.page = paging.page
        arguments.limit = paging.limit
        return arguments
    }
}

/// The options of `spacex calendar` besides those of `launches`: `--remind` (seconds before), `--tentative`, `--output`.
public struct CalendarArguments: Equatable, Sendable {
    public var reminders: [Int] = [], tentative = false, output: String?
}
