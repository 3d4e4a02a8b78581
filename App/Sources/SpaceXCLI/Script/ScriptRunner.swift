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

/// Runs one command once, without the browser: hands it to the feature that answers it and prints the answer
/// with a ``ScriptPrinter`` (a screen, or `--json`); help, version and completion scripts are printed here.
@MainActor
struct ScriptRunner {
    let graph: AppGraph
    let console: Console

    /// Runs `command` and returns the exit code.
    func run(_ command: Command) async -> ScriptOutcome {
        let code: ScriptOutcome
        switch command {
        case .browse: code = await print(launchesList(LaunchesArguments()), usage: .launches)
        case .launches(let arguments):
            if let note = frozenDataNote(for: arguments) { console.note(note) }
            code = await print(launchesList(arguments), usage: .launches)
        case .launch(let idOrName): code = await print(launches.detail(idOrName: idOrName), usage: .launch)
        case .rockets(let page, let limit): code = await print(rockets.list(page: page, limit: limit), usage: .rockets)
        case .rocket(let idOrName): code = await print(rockets.detail(idOrName: idOrName), usage: .rocket)
        case .launchpad(let idOrName):
            code = await print(launchSites.detail(idOrName: idOrName), usage: .launchpad)
        case .completion(let shell):
            let names = await completionNames()
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
        if let warning = graph.cacheWarning { console.warning(warning.userMessage) }
        return code
    }

    private var settings: AppSettings { graph.settings }

    /// spacex's help on `topic`, wrapped to the output width with the view kit's word wrap (display cells).
    private func help(for topic: CommandName?) -> String {
        CommandLineProgram.spacex.help(for: topic, width: settings.width) { $0.wrapped(toWidth: $1) }
    }

    /// How long a completion script may wait for the API's rocket names, in seconds: it runs as a shell starts.
    static let completionBudget: Duration = .seconds(2)

    /// The rocket names for completion: the API's when they come within ``completionBudget``, else the saved ones
    /// (or the built-in archive's), so a stalled API never holds up a shell.
    private func completionNames() async -> [String] {
        let rockets = rockets
        let names = await CompletionSuggestions.within(Self.completionBudget) { await rockets.completionNames() }
        if let names, !names.isEmpty { return names }
        let saved = AppGraph(settings: settings.offlineOnly())
        return await RocketsScript(now: saved.now) { limit, page in
            saved.rocketsRepository(pageSize: limit, firstPage: page)
        }
        .completionNames()
    }

    private var launches: LaunchesScript {
        LaunchesScript(timeZone: settings.timeZone, now: graph.now, findByName: graph.findLaunch) {
            [graph] filter, limit, page in graph.launchesRepository(filter: filter, pageSize: limit, firstPage: page)
        }
    }

    private var rockets: RocketsScript {
        RocketsScript(now: graph.now) { [graph] limit, page in graph.rocketsRepository(pageSize: limit, firstPage: page)
        }
    }

    private var launchSites: LaunchSitesScript {
        LaunchSitesScript(now: graph.now) { [graph] limit in graph.launchSitesRepository(pageSize: limit) }
    }

    /// With the r/SpaceX source, a person asking for launches from after its data ends (its last launch is dated
    /// December 2022) is told, as a note (a terminal's stderr only), that the data stopped and where current
    /// launches are: the answer will be empty, and that is why.
    private func frozenDataNote(for arguments: LaunchesArguments) -> String? {
        guard settings.options.source == .spacex, let from = arguments.from,
            from.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil, from > "2022-12-31"
        else { return nil }
        return DataSource.frozenDataNote
    }

    private func launchesList(_ arguments: LaunchesArguments) async -> Result<ScriptAnswer, ScriptFailure> {
        await launches.list(
            from: arguments.from, to: arguments.to, page: arguments.page, limit: arguments.limit,
            oldestFirst: arguments.oldestFirst, search: arguments.search)
    }

    /// Draws a detail's picture in its frame when `--images` chose a protocol.
    private var pictureScreen: ScriptPrinter.PictureScreen? {
        guard let picture = settings.pictures.printedPicture(loader: graph.pictures) else { return nil }
        return { screen, url in await picture.text(of: screen, picture: url) }
    }

    private func print(_ result: Result<ScriptAnswer, ScriptFailure>, usage command: CommandName) async -> ScriptOutcome
    {
        // After Launch Library throttled this run: the wait, with the saved data's age when that is shown.
        let notice = graph.launchLibrary?.budgetNotice(now: graph.now())
        let result = notice.map { console.throttled(result, notice: $0, now: graph.now()) } ?? result
        let documents = graph.documents
        let printer = ScriptPrinter(
            console: console, width: settings.width, colorMode: settings.colorMode, context: settings.renderContext,
            printsJSON: settings.options.json,
            encode: { model in
                // The source's documents as received (`--json` prints the data); the domain has no JSON of its own.
                if let document = documents?.documents(standingFor: model) {
                    return try SpaceXJSON.prettyPrinted(document)
                }
                guard let encodable = model as? any Encodable else {
                    throw EncodingError.invalidValue(
                        model, .init(codingPath: [], debugDescription: "the source's documents were not recorded"))
                }
                return try SpaceXJSON.prettyPrinted(encodable)
            },
            hints: .spacex, now: graph.now,
            builtInWarning: { [graph] in
                "offline — " + BuiltInArchive.notice
                    + (graph.networkFailure.map { ": " + Console.styled($0.userMessage) } ?? "")
                    + (command == .launches ? " (\(DataSource.currentLaunchesHint))" : "")
            },
            pictureScreen: pictureScreen)
        return await printer.print(result, usage: CommandLineProgram.spacex.usage(for: command))
    }
}
