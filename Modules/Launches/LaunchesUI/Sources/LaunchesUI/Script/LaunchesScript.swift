import Foundation
import LaunchesCore
import RepositoryDefinitions
import ScriptPrinting

/// The launches commands of script mode (`spacex launches`, `spacex launch <id|name>`): each loads what its
/// arguments ask for and answers the screen to print once, the model for `--json` and its load state, or why
/// there is nothing to show. One request per command: a page, an id, or one name query.
@MainActor
public struct LaunchesScript {
    /// Makes the repository of a list page: its filter, page size and first page.
    public typealias MakeRepository =
        @MainActor (_ filter: LaunchFilter, _ pageSize: Int, _ firstPage: Int) -> any PaginatedRepository<
            Launch, LaunchFilter
        >

    let timeZone: TimeZone
    let now: @Sendable () -> Date
    private let findByName: FindByName
    let makeRepository: MakeRepository
    /// What the source can't be asked for among some criteria, said instead of a request (nil: it can).
    private(set) var unsupported: @MainActor (LaunchCriteria) -> String? = { _ in nil }
    /// Where the answers' moves are recorded (`spacex changes` reads it); nil records none.
    let changes: LaunchChangeRecorder?

    /// Finds one launch by name with one query to the source.
    public typealias FindByName = @Sendable (_ name: String) async -> Result<LoadState<Launch>, LaunchLookupError>

    /// Creates the commands: dates are shown in `timeZone`; names are looked up with `findByName`, the source's
    /// own lookup; every answer a repository gets is recorded by `changes`, when given.
    public init(
        timeZone: TimeZone, now: @escaping @Sendable () -> Date, findByName: @escaping FindByName,
        changes: LaunchChangeRecorder? = nil, makeRepository: @escaping MakeRepository
    ) {
        self.timeZone = timeZone
        self.now = now
        self.findByName = findByName
        self.changes = changes
        self.makeRepository = { filter, pageSize, firstPage in
            let repository = makeRepository(filter, pageSize, firstPage)
            return changes?.recording(repository, firstPage: firstPage, now: now) ?? repository
        }
    }

    /// The same commands over a source that can't filter by what `unsupported` names (one line, said once
    /// instead of a request; nil when it can ask for every criterion).
    public func refusing(_ unsupported: @escaping @MainActor (LaunchCriteria) -> String?) -> LaunchesScript {
        var copy = self
        copy.unsupported = unsupported
        return copy
    }

    /// One page of launches between the days `from` and `to` (`YYYY-MM-DD`, inclusive, either open), matching
    /// `search` and `criteria`, in `timeline` (Upcoming soonest first, Past most recent first, whatever
    /// `oldestFirst` says); a day that does not exist is a usage error, criteria the source can't ask for are
    /// said once, with no request.
    public func list(
        from: String? = nil, to: String? = nil, page: Int = 1, limit: Int, oldestFirst: Bool = false,
        search: String? = nil, timeline: LaunchTimeline = .all, criteria: LaunchCriteria = LaunchCriteria()
    ) async -> Result<ScriptAnswer, ScriptFailure> {
        var filter: LaunchFilter
        switch listFilter(from: from, to: to, oldestFirst: oldestFirst, search: search) {
        case .success(let chosen): filter = chosen.settingCriteria(criteria)
        case .failure(let failure): return .failure(failure)
        }
        if let problem = unsupported(criteria) { return .failure(.unavailable(problem)) }
        let moment = now()
        filter = filter.settingTimeline(timeline, now: moment)
        let presenter = LaunchPresenter(timeZone: timeZone, now: moment)
        return await ScriptAnswer.listPage(
            makeRepository(filter, limit, page), page: page, limit: limit, command: "launches", now: moment
        ) { [changes] state, frame, total in
            let moved = changes?.look(now: moment) ?? []
            return LaunchesListScreen(
                state: state.map {
                    Self.rankedByName($0, search: filter.searchText).map {
                        presenter.row(for: $0, countdown: timeline == .upcoming).marked(moved.contains($0.id))
                    }
                },
                filterSummary: filter.criteriaSummary, frame: frame, totalCount: total, timeline: timeline)
        }
    }

    /// `launches` with those whose name matches `search` best first (``NameRank``: the whole name, then its
    /// start, a later word, its initials, then the rest), each rank in the source's order (its date order), so
    /// `--search crew-1` lists Crew-1 first within the page the source returned; no search keeps the order.
    nonisolated static func rankedByName(_ launches: [Launch], search: String?) -> [Launch] {
        guard let search else { return launches }
        let typed = NameKey(search)
        guard !typed.isEmpty else { return launches }
        let unranked = NameRank.allCases.count
        return launches.enumerated()
            .map {
                (
                    rank: typed.rank(in: NameKey($0.element.name))?.rawValue ?? unranked, index: $0.offset,
                    launch: $0.element
                )
            }
            .sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }
            .map(\.launch)
    }

    /// `spacex launches` as the command line typed it:
    /// ``list(from:to:page:limit:oldestFirst:search:timeline:criteria:)``; a `--rocket`, `--site` or `--status`
    /// that names nothing (or several things) is a one-line usage error.
    public func list(_ arguments: LaunchesArguments) async -> Result<ScriptAnswer, ScriptFailure> {
        let criteria: LaunchCriteria
        do {
            criteria = try arguments.criteria
        } catch {
            return .failure(.usage(error.userMessage))
        }
        return await list(
            from: arguments.from, to: arguments.to, page: arguments.page, limit: arguments.limit,
            oldestFirst: arguments.oldestFirst, search: arguments.search, timeline: arguments.timeline,
            criteria: criteria)
    }

    /// The next launch (``LaunchTimeline/next(among:now:)``) from the first page of Upcoming: one request, or
    /// none when the saved answer is fresh. `--json` prints its document.
    public func next() async -> Result<ScriptAnswer, ScriptFailure> {
        let moment = now()
        let repository = makeRepository(.upcoming(now: moment, timeZone: timeZone), Self.nextPageSize, 1)
        await repository.load()
        let state = repository.state
        guard let launches = state.value else { return .failure(.unavailable(state.error)) }
        let launch = LaunchTimeline.next(among: launches, now: moment)
        let detail = launch.map { LaunchPresenter(timeZone: timeZone, now: moment).detail(for: $0, isComplete: true) }
        // `--json`: the launch's own document as `spacex launch` prints it; none listed prints an empty list.
        let json: any Sendable = launch.map { $0 as any Sendable } ?? [Launch]()
        return .success(ScriptAnswer(screen: NextLaunchScreen(detail: detail), json: json, state: state))
    }

    /// How many upcoming launches `next` reads: enough to pass those of the last 24 hours.
    static let nextPageSize = 20

    /// The filter of a list's options; a day that does not exist is a usage error.
    func listFilter(from: String?, to: String?, oldestFirst: Bool, search: String?) -> Result<
        LaunchFilter, ScriptFailure
    > {
        do {
            return .success(
                try LaunchFilter(
                    start: from, end: to, timeZone: timeZone, sortOrder: oldestFirst ? .oldestFirst : .newestFirst,
                    searchText: search))
        } catch {
            return .failure(.usage(error.userMessage, showsUsage: true))
        }
    }

    /// One launch by id, or by name with one query (exact name first, then a unique start; several matches are
    /// a usage error, none is unavailable).
    public func detail(idOrName: String) async -> Result<ScriptAnswer, ScriptFailure> {
        await ScriptAnswer.detail(
            idOrName, in: { makeRepository(LaunchFilter(timeZone: timeZone), PageRequest.defaultLimit, 1) }
        ) { name in
            let found = await findByName(name)
            if case .success(let state) = found {
                changes?.take(state.map { [$0] }, filter: nil, isComplete: false, now: now())
            }
            return found.mapError { error in
                error.isUsageError ? .usage(error.message) : .unavailable(error.message)
            }
        } answer: { launch, state in
            var detail = LaunchPresenter(timeZone: timeZone, now: now()).detail(for: launch, isComplete: true)
            detail.changes = changes?.moves(of: launch.id, timeZone: timeZone) ?? []
            let screen = LaunchDetailScreen(
                detail: detail, isLoading: false, error: state.error, freshness: state.freshness, focus: nil,
                now: now(), backTitle: nil)
            return ScriptAnswer(screen: screen, picture: detail.image, json: launch, state: state)
        }
    }
}
