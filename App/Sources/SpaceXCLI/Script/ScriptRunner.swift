import Foundation
import LaunchesCore
import LaunchesUI
import PictureLoading
import RepositoryDefinitions
import RepositoryImplementations
import RocketsCore
import RocketsUI
import SharedPresentation
import ShellCompletion

/// Runs one command and prints its screen once (no alternate screen), or its models as JSON with `--json`.
///
/// Each command costs at most one request: the repositories answer from a fresh cache without one, and a rocket
/// looked up by name is shown from the rockets list it was found in.
@MainActor
public struct ScriptRunner {
    private let graph: AppGraph
    private let console: Console

    /// Creates a runner over the app's graph.
    public init(graph: AppGraph, console: Console) {
        self.graph = graph
        self.console = console
    }

    private var settings: AppSettings { graph.settings }

    /// Runs `command` and returns the exit code.
    public func run(_ command: Command) async -> ExitCode {
        let code: ExitCode
        switch command {
        case .browse: code = await launches(LaunchesArguments())
        case .launches(let arguments): code = await launches(arguments)
        case .launch(let idOrName): code = await launch(idOrName: idOrName)
        case .rockets(let page, let limit): code = await rockets(page: page, limit: limit)
        case .rocket(let idOrName): code = await rocket(idOrName: idOrName)
        case .completion(let shell): code = await completion(shell)
        case .help(let topic):
            console.out(HelpText.help(for: topic) + "\n")
            return .success
        case .version:
            console.out("spacex \(AppVersion.current)\n")
            return .success
        }
        if let warning = graph.cacheWarning { console.warning(warning.userMessage) }
        return code
    }

    // MARK: - Commands

    private func launches(_ arguments: LaunchesArguments) async -> ExitCode {
        let filter: LaunchFilter
        do {
            filter = try LaunchFilter(
                start: arguments.from, end: arguments.to, timeZone: settings.timeZone,
                sortOrder: arguments.oldestFirst ? .oldestFirst : .newestFirst, searchText: arguments.search)
        } catch {
            return usageError(error.userMessage, command: .launches)
        }
        let repository = graph.launchesRepository(filter: filter, pageSize: arguments.limit, firstPage: arguments.page)
        await repository.load()
        let state = repository.state
        guard let launches = state.value else { return failure(state.error) }
        if launches.isEmpty, let total = repository.totalItems, total > 0 {
            return pastTheEnd(page: arguments.page, limit: arguments.limit, total: total, noun: "launches")
        }
        if settings.options.json { return printJSON(launches, state: state) }
        let presenter = LaunchPresenter(timeZone: settings.timeZone, now: graph.now())
        let rows = state.map { $0.map(presenter.row(for:)) }
        let screen = LaunchesListScreen(
            state: rows, pagination: repository.hasNextPage ? .idle : .endOfList,
            filterSummary: filter.hasCriteria ? filter.summary : nil, selection: nil, viewportHeight: nil,
            scrollOffset: 0, now: graph.now(), totalCount: repository.totalItems)
        printScreen(screen)
        if let total = repository.totalItems, !launches.isEmpty {
            printScreen(
                pageFooter(
                    page: arguments.page, limit: arguments.limit, total: total, hasNext: repository.hasNextPage,
                    command: "spacex launches"))
        }
        return finish(state)
    }

    private func launch(idOrName: String) async -> ExitCode {
        let state: LoadState<Launch>
        if LaunchLookup.isLaunchID(idOrName) {
            state = await graph.launchesRepository(filter: LaunchFilter(timeZone: settings.timeZone)).item(id: idOrName)
        } else {
            switch await LaunchLookup(api: graph.api).find(idOrName) {
            case .success(let found): state = found
            case .failure(let error):
                console.error(error.message)
                return error.isUsageError ? .usage : .unavailable
            }
        }
        guard let launch = state.value else { return failure(state.error) }
        if settings.options.json { return printJSON(launch, state: state) }
        let detail = LaunchPresenter(timeZone: settings.timeZone, now: graph.now()).detail(
            for: launch, isComplete: true)
        printScreen(
            LaunchDetailScreen(
                detail: detail, isLoading: false, error: state.error, freshness: state.freshness, focus: nil,
                now: graph.now(), backTitle: nil))
        await printPicture(detail.image)
        return finish(state)
    }

    private func rockets(page: Int, limit: Int) async -> ExitCode {
        let repository = graph.rocketsRepository(pageSize: limit, firstPage: page)
        await repository.load()
        let state = repository.state
        guard let rockets = state.value else { return failure(state.error) }
        if rockets.isEmpty, let total = repository.totalItems, total > 0 {
            return pastTheEnd(page: page, limit: limit, total: total, noun: "rockets")
        }
        if settings.options.json { return printJSON(rockets, state: state) }
        printScreen(
            RocketsListScreen(
                state: state.map { $0.map(RocketRow.init(rocket:)) },
                pagination: repository.hasNextPage ? .idle : .endOfList, selection: nil, viewportHeight: nil,
                scrollOffset: 0, now: graph.now(), totalCount: repository.totalItems))
        if let total = repository.totalItems, repository.hasNextPage || page > 1 {
            printScreen(
                pageFooter(
                    page: page, limit: limit, total: total, hasNext: repository.hasNextPage,
                    command: "spacex rockets"))
        }
        return finish(state)
    }

    private func rocket(idOrName: String) async -> ExitCode {
        let repository = graph.rocketsRepository(pageSize: PageRequest.maximumLimit)
        let state: LoadState<Rocket>
        if RocketLookup.isRocketID(idOrName) {
            state = await repository.item(id: idOrName.lowercased())
        } else {
            await repository.load()
            guard let rockets = repository.state.value else { return failure(repository.state.error) }
            switch RocketLookup(rockets: rockets).find(idOrName) {
            case .failure(let error):
                console.error(error.message)
                if case .ambiguous = error { return .usage }
                return .unavailable
            case .success(let found):
                state = await repository.item(id: found.id)
            }
        }
        guard let rocket = state.value else { return failure(state.error) }
        if settings.options.json { return printJSON(rocket, state: state) }
        printScreen(
            RocketDetailScreen(
                state: state.map(RocketDetail.init(rocket:)), focus: nil, now: graph.now(), backTitle: nil))
        await printPicture(RocketDetail(rocket: rocket).imageURL)
        return finish(state)
    }

    /// The completion script for `shell`, with the rocket names of one rockets query (none when unavailable).
    private func completion(_ shell: Shell) async -> ExitCode {
        let repository = graph.rocketsRepository(pageSize: PageRequest.maximumLimit)
        await repository.load()
        let names = (repository.state.value ?? []).map { TextSanitizer.sanitize($0.name, keepsNewlines: false) }
        console.out(CompletionSpec.spacex(rocketNames: names.filter { !$0.isEmpty }).script(for: shell))
        return .success
    }

    // MARK: - Output

    /// The detail's picture under its screen when `--images` chose a protocol, or its one reason line.
    private func printPicture(_ url: URL?) async {
        let picture = PrintedPicture(
            graphicsProtocol: settings.pictures, loader: graph.pictures, width: settings.width,
            cell: settings.cellPixelSize)
        let text = await picture.text(for: url)
        if !text.isEmpty { console.out(text) }
    }

    private func printScreen(_ screen: some View) {
        var context = settings.renderContext
        context.showsKeyHints = false
        context.retryHintWithoutKeys = "Run again with --refresh to retry"
        let lines = screen.render(width: settings.width, context: context)
        console.print(TextRenderer(colorMode: settings.colorMode).render(lines).map(Self.trimmingTrailingSpaces))
    }

    private func printJSON<Value: Encodable & Sendable, Shown: Sendable>(
        _ value: Value, state: LoadState<Shown>
    ) -> ExitCode {
        do {
            let data = try SpaceXJSON.makeEncoder(prettyPrinted: true).encode(value)
            console.out(JSONTerminalEscaping.escape(String(decoding: data, as: UTF8.self)) + "\n")
        } catch {
            console.error("could not encode the answer as JSON: \(error)")
            return .unavailable
        }
        return finish(state)
    }

    /// "Page 2 of 5 · next: …" (the header says the total), wrapped to the output width like the screens.
    private func pageFooter(page: Int, limit: Int, total: Int, hasNext: Bool, command: String) -> Text {
        let pages = max(1, (total + limit - 1) / limit)
        let limitText = limit == OptionKey.defaultPageSize ? "" : " --limit \(limit)"
        return Text("Page \(page) of \(pages)" + (hasNext ? " · next: \(command) --page \(page + 1)\(limitText)" : ""))
    }

    /// Exit code for shown data; a failure with cached data still shown is a warning, not an error, and so is
    /// sample data shown because the API failed (the warning says why).
    private func finish<Value: Sendable>(_ state: LoadState<Value>) -> ExitCode {
        if case .failed(let error, let cached?) = state {
            let age = RelativeAge.phrase(since: cached.storedAt, now: graph.now())
            console.warning("showing saved data from \(age): \(error.userMessage)")
        } else if state.freshness == .sample {
            console.warning(Self.sampleNotice + (graph.networkFailure.map { ": \($0.userMessage)" } ?? ""))
        }
        return .success
    }

    /// A page after the last one: nothing to show, so a runtime error that says how many pages there are.
    private func pastTheEnd(page: Int, limit: Int, total: Int, noun: String) -> ExitCode {
        let pages = max(1, (total + limit - 1) / limit)
        console.error(
            "page \(page) is past the end: \(total) \(noun) fill \(pages) page\(pages == 1 ? "" : "s") of \(limit)")
        return .unavailable
    }

    private func failure(_ error: RepositoryError?) -> ExitCode {
        console.error((error ?? .offline).userMessage)
        return .unavailable
    }

    private func usageError(_ message: String, command: CommandName) -> ExitCode {
        console.error(message)
        console.err(HelpText.usage(for: command) + "\n")
        return .usage
    }

    private static let sampleNotice = "offline — " + BuiltInArchive.notice

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
