import CommandLineKit
import LaunchesUI
import RepositoryDefinitions
import RepositoryImplementations
import TerminalImages

/// Every `spacex` option, one case each. ``declaration`` gives its spelling, value, default, help line, commands
/// and environment variable; parsing, `--help` and shell completion all read it, and `CommandLineParser` handles
/// each case. Both are exhaustive switches, so an option cannot be declared without being handled.
public enum OptionKey: String, CaseIterable, Sendable, CommandLineOptionTable {
    case from, to, page, limit, oldestFirst, search, upcoming, past, rocket, site, status, crewed, remind, tentative
    case output, since, count, before, exec
    case source, baseURL, offline, refresh, timeZone, width, noColor, images, json, cacheDirectory, help, version

    /// The page size of the printed lists (`spacex launches`, `spacex rockets`) when `--limit` is not given.
    public static let defaultPageSize = 10

    /// How this option is written, what it takes and what it does.
    public var declaration: CommandLineOption<CommandName> {
        switch self {
        case .from:
            .init("--from", .date, "first day to include (a whole day in --tz)", for: [.launches, .calendar, .watch])
        case .to:
            .init(
                "--to", .date, "last day to include (a whole day in --tz); either end may be left open",
                for: [.launches, .calendar, .watch])
        case .page:
            .init(
                "--page", .number(PageRequest.pages), "page number, from 1", default: "1",
                for: [.launches, .rockets, .calendar])
        case .limit:
            .init(
                "--limit", .number(PageRequest.limits), "items per page, 1 to \(PageRequest.maximumLimit)",
                default: "\(Self.defaultPageSize)", for: [.launches, .rockets, .calendar])
        case .oldestFirst:
            .init("--oldest-first", .flag, "oldest first instead of newest first", for: [.launches, .calendar])
        case .search:
            .init(
                "--search", .text, "only launches whose name or details mention TEXT",
                for: [.launches, .calendar, .watch])
        case .remind: .init("--remind", .text, "alarms before each timed launch, like 1h,10m", for: [.calendar])
        case .tentative:
            .init("--tentative", .flag, "give launches known to the month or coarser a NET day", for: [.calendar])
        case .output: .init("--output", .text, "write the calendar to FILE (atomically) instead", for: [.calendar])
        case .since:
            .init("--since", .text, "only moves seen from DAY (YYYY-MM-DD) or an ISO 8601 time", for: [.changes])
        case .count: .init("--count", .number(WatchArguments.counts), "launches to watch", default: "3", for: [.watch])
        case .before: .init("--before", .text, "events this long before each NET", default: "1h,10m", for: [.watch])
        case .exec: .init("--exec", .text, "a command run per event (SPACEX_EVENT, SPACEX_LAUNCH, …)", for: [.watch])
        case .upcoming:
            .init(
                "--upcoming", .flag, "launches from the last 24 hours on, soonest first (the browser's first view)",
                for: [.launches])
        case .past: .init("--past", .flag, "launches before now, most recent first", for: [.launches])
        case .rocket: .init("--rocket", .text, "only this rocket: Falcon 9, Falcon Heavy, Starship", for: [.launches])
        case .site: .init("--site", .text, "only launches from this site, like LC-39A or Starbase", for: [.launches])
        case .status: .init("--status", .text, "upcoming, success, failure or a live status like go", for: [.launches])
        case .crewed: .init("--crewed", .flag, "only crewed flights", for: [.launches])
        case .source:
            .init(
                "--source", .choice(DataSources.spellings),
                "where data comes from (also SPACEX_SOURCE): \(DataSources.help)",
                default: DataSources.standard.name, environment: "SPACEX_SOURCE")
        case .baseURL:
            .init(
                "--base-url", .url,
                "API address (also SPACEX_API_URL); with --source ll2 the Launch Library base, version included",
                default: DataSources.standard.defaultBaseURL.absoluteString, environment: "SPACEX_API_URL")
        case .offline: .init("--offline", .flag, "use saved answers only, never the network")
        case .refresh:
            .init("--refresh", .flag, "ask the API now, however fresh the saved answers (sent with their ETag)")
        case .timeZone:
            .init(
                "--tz", .timeZone,
                "show dates in local (default), utc, or an IANA zone like Europe/Paris (also SPACEX_TZ)",
                environment: "SPACEX_TZ")
        case .width:
            .init(
                "--width", .number(20...1000), "wrap output at N columns (default: the terminal, then COLUMNS, then 80)"
            )
        case .noColor: .init("--no-color", .flag, "plain text (also NO_COLOR=1; colour is only used on a terminal)")
        case .images:
            .init(
                "--images", .choice(ImageOutputMode.spellings),
                "how to draw pictures (also SPACEX_IMAGES); auto shows none unless on a terminal", default: "auto",
                environment: "SPACEX_IMAGES")
        case .json: .init("--json", .flag, "print the data as JSON instead of text")
        case .cacheDirectory:
            .init(
                "--cache-dir", .directory, "where answers are saved (also SPACEX_CACHE_DIR)",
                environment: CacheDirectory.overrideVariable)
        case .help: .init("--help", .flag, "show help", aliases: ["-h"])
        case .version: .init("--version", .flag, "show the version")
        }
    }
}

/// A `spacex` command line that can't be run: exit code 2, a one-line reason and the usage of the command concerned.
public typealias UsageError = CommandLineError<CommandName>
