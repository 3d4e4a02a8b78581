import CommandLineKit
import LaunchesUI
import RepositoryDefinitions
import RepositoryImplementations
import SharedPresentation
import TerminalImages

/// Turns `spacex` arguments, and the variables the option table names, into an ``Invocation``, or a ``UsageError``
/// naming exactly what is wrong.
public struct CommandLineParser: Sendable {
    private let environment: [String: String]

    /// Creates a parser reading defaults from `environment`.
    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// Parses the arguments after the program name.
    public func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        let program = CommandLineProgram.spacex
        let scanned = try program.scan(arguments, environment: environment)
        var options = GlobalOptions()
        var launches = LaunchesArguments(limit: OptionKey.defaultPageSize)
        var paging = PageArguments()
        var calendar = CalendarArguments()
        var watch = WatchArguments()
        for option in scanned.options { try apply(option, to: &options, &launches, &paging, &calendar, &watch) }
        options.shapingWords = scanned.commandLineWords(excluding: [.page, .limit, .refresh, .json, .help, .version])
        if scanned.contains(.version) { return Invocation(command: .version, options: options) }
        guard !scanned.contains(.help) else {
            return Invocation(command: .help(topic: scanned.command == .help ? nil : scanned.command), options: options)
        }
        if let problem = DataSources.named(options.source)?.environmentProblem(environment) {
            throw UsageError(problem, command: scanned.command)
        }
        if options.refresh, options.offline {
            throw UsageError(
                "--refresh asks the network and --offline forbids it; use one of them", command: scanned.command)
        }
        guard let command = scanned.command else { return Invocation(command: .browse, options: options) }
        let argument = try program.argument(of: command, in: scanned.positionals)
        return Invocation(command: resolve(command, argument, launches, paging, calendar, watch), options: options)
    }

    /// Handles one option of the table; a new ``OptionKey`` case does not compile until it is handled here.
    private func apply(
        _ found: ScannedOption<OptionKey>, to global: inout GlobalOptions, _ launches: inout LaunchesArguments,
        _ paging: inout PageArguments, _ calendar: inout CalendarArguments, _ watch: inout WatchArguments
    ) throws(UsageError) {
        switch found.option {
        case .help, .version: break  // they choose the command: `parse` asks the scan for them
        case .offline: global.offline = true
        case .refresh: global.refresh = true
        case .noColor: global.noColor = true
        case .json: (global.json, calendar.json, watch.json) = (true, true, true)
        case .images: global.images = try found.choice(ImageOutputMode.init(argument:))
        case .source: global.source = try found.choice { DataSources.named($0)?.name }
        case .baseURL: global.baseURL = try found.url()
        case .timeZone: global.zone = try found.timeZone()
        case .width: global.width = try found.number()
        case .cacheDirectory:
            global.cacheDirectory = try found.directory()
            global.cacheDirectorySource = found.name
        case .from: launches.from = found.value
        case .to: launches.to = found.value
        case .search: launches.search = try found.text()
        case .oldestFirst: launches.oldestFirst = true
        case .crewed: launches.crewed = true
        case .rocket, .site, .status: try launches.setCriterion(found.option.rawValue, to: found.text())
        case .upcoming, .past:
            guard launches.choose(found.option == .past ? .past : .upcoming) else {
                throw UsageError("--upcoming and --past exclude each other; use one of them", command: .launches)
            }
        case .tentative: calendar.tentative = true
        case .output: calendar.output = try found.text()
        case .since: launches.since = try found.text()
        case .remind: calendar.reminders = try found.parsed(LaunchCalendarOptions.reminders)
        case .count: watch.count = try found.number()
        case .exec: watch.command = try found.text()
        case .before: watch.leadTimes = try found.parsed(WatchArguments.leadTimes)
        case .page: paging.page = try found.number()
        case .limit: paging.limit = try found.number()
        }
    }

    /// The command with its argument, checked against its declaration, and the list options.
    private func resolve(
        _ command: CommandName, _ argument: String?, _ launches: LaunchesArguments, _ paging: PageArguments,
        _ calendar: CalendarArguments, _ watch: WatchArguments
    ) -> Command {
        switch command {
        case .launches: .launches(launches.onPage(paging.page, limit: paging.limit))
        case .next: .next
        case .calendar: .calendar(launches.onPage(paging.page, limit: paging.limit), calendar)
        case .watch: .watch(watch.filtered(like: launches))
        case .changes: .changes(since: launches.since)
        case .rockets: .rockets(page: paging.page, limit: paging.limit)
        case .launch: .launch(idOrName: argument ?? "")
        case .rocket: .rocket(idOrName: argument ?? "")
        case .launchpad: .launchpad(idOrName: argument ?? "")
        // The declaration's choices are the shells' names, so the argument names one.
        case .completion: .completion(Shell(rawValue: argument ?? "")!)
        case .man: .manual
        case .help: .help(topic: argument.flatMap(CommandName.init))
        }
    }
}
