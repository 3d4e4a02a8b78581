import CommandLineKit
import Foundation
import LaunchSitesUI
import LaunchesUI
import PictureLoading
import RepositoryDefinitions
import RepositoryImplementations
import RocketsUI
import ScriptPrinting
import SharedPresentation
import TerminalRuntime

/// Runs one command once, without the browser: hands it to the feature that answers it and prints the answer
/// with a ``ScriptPrinter`` (a screen, or `--json`); help, version and completion scripts are printed here.
@MainActor
struct ScriptRunner {
    let graph: AppGraph
    let console: Console
    /// The clock `spacex watch` sleeps on, and the environment its notifications are chosen by.
    var watchClock: any WatchClock = SystemWatchClock()
    var environment: [String: String] = [:]

    /// Runs `command` and returns the exit code.
    func run(_ command: Command) async -> ScriptOutcome {
        let code: ScriptOutcome
        switch command {
        case .browse:
            code = await print(launches.list(LaunchesArguments(limit: OptionKey.defaultPageSize)), usage: .launches)
        case .launches(let arguments):
            let note = arguments.timeline == .upcoming ? graph.source.openingNote : nil
            if let note = note ?? graph.source.launchesNote(from: arguments.from) { console.note(note) }
            code = await print(launches.list(arguments), usage: .launches)
        case .next:
            if let note = graph.source.openingNote { console.note(note) }
            code = await print(launches.next(), usage: .next)
        case .calendar(let arguments, let calendar):
            guard !calendar.json else { code = await print(launches.list(arguments), usage: .calendar); break }
            let ledger = settings.cacheDirectory.appendingPathComponent("calendar/ledger.json")
            switch await launches.calendar(arguments, calendar, source: settings.options.source, ledgerFile: ledger) {
            case .failure(let failure): code = await print(.failure(failure), usage: .calendar)
            case .success(let written):
                if let warning = written.warning { console.warning(warning) }
                if let text = written.text { console.out(text) }
                code = .success
            }
        case .changes(let since): code = await print(launches.changes(since: since), usage: .changes)
        case .watch(let arguments):
            let alert = EventAlert(
                environment: environment, outputIsTTY: settings.outputIsTTY, console: console, exec: arguments.command)
            let budget = DataSources.named(settings.options.source)?.hourlyBudget
            code = await launches.watch(
                arguments, requestsPerHour: budget, sourceWait: { graph.source.nextRequestAllowed }, clock: watchClock,
                screen: settings.isInteractiveTerminal ? LiveTextScreen() : nil, console: console, alert: alert.alert)
        case .launch(let idOrName): code = await print(launches.detail(idOrName: idOrName), usage: .launch)
        case .rockets(let page, let limit): code = await print(rockets.list(page: page, limit: limit), usage: .rockets)
        case .rocket(let idOrName): code = await print(rockets.detail(idOrName: idOrName), usage: .rocket)
        case .launchpad(let idOrName): code = await print(launchSites.detail(idOrName: idOrName), usage: .launchpad)
        case .completion(let shell):
            let names = await rockets.completionNames { await graph.source.offlineRocketNames() }
            console.out(CompletionSpec(.spacex, suggestions: [.rocket: names]).script(for: shell))
            code = .success
        case .help(let topic):
            console.out(console.adapted(help(for: topic)) + "\n")
            return .success
        case .manual:
            console.out(CommandLineProgram.spacex.manualPage(date: BuildStamp.manualDate))
            return .success
        case .version:
            console.out(BuildStamp.versionText + "\n")
            return .success
        }
        if let warning = graph.source.cacheWarning { console.warning(warning.userMessage) }
        return code
    }

    private var settings: AppSettings { graph.settings }

    /// spacex's help on `topic`, wrapped to the output width with the view kit's word wrap (display cells).
    private func help(for topic: CommandName?) -> String {
        CommandLineProgram.spacex.help(for: topic, width: settings.width) { $0.wrapped(toWidth: $1) }
    }

    private var launches: LaunchesScript {
        LaunchesScript(
            timeZone: settings.timeZone, now: graph.now, findByName: graph.source.findLaunch,
            changes: LaunchChangeRecorder(cacheDirectory: settings.cacheDirectory, source: settings.options.source)
        ) { [graph] filter, limit, page in
            graph.source.launchesRepository(filter: filter, pageSize: limit, firstPage: page)
        }.refusing { [graph] in graph.source.unsupportedCriteria($0) }
    }

    private var rockets: RocketsScript {
        RocketsScript(now: graph.now) { [graph] limit, page in
            graph.source.rocketsRepository(pageSize: limit, firstPage: page)
        }
    }

    private var launchSites: LaunchSitesScript {
        LaunchSitesScript(now: graph.now) { [graph] limit in graph.source.launchSitesRepository(pageSize: limit) }
    }

    /// Draws a detail's picture in its frame when `--images` chose a protocol.
    private var pictureScreen: ScriptPrinter.PictureScreen? {
        guard let picture = settings.pictures.printedPicture(loader: graph.pictures) else { return nil }
        return { screen, url in await picture.text(of: screen, picture: url) }
    }

    private func print(_ result: Result<ScriptAnswer, ScriptFailure>, usage command: CommandName) async -> ScriptOutcome
    {
        // After the source throttled this run: the wait, with the saved data's age when that is shown.
        let notice = graph.source.budgetNotice(now: graph.now())
        let result = notice.map { console.throttled(result, notice: $0, now: graph.now()) } ?? result
        let documents = graph.documents
        let printer = ScriptPrinter(
            console: console, width: settings.width, colorMode: settings.colorMode, context: settings.renderContext,
            printsJSON: settings.options.json,
            encode: { model in try documents.printedJSON(standingFor: model) },
            hints: .spacex.repeating(settings.options.shapingWords), now: graph.now,
            builtInWarning: { [graph] in
                graph.source.builtInNotice(forLaunches: command == .launches, style: Console.styled)
            },
            pictureScreen: pictureScreen)
        return await printer.print(result, usage: CommandLineProgram.spacex.usage(for: command))
    }
}
