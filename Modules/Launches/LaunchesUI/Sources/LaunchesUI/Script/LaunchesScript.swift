import Foundation
import LaunchesCore
import RepositoryDefinitions
import SharedPresentation

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

    private let timeZone: TimeZone
    private let now: @Sendable () -> Date
    private let api: any APIService
    private let makeRepository: MakeRepository

    /// Creates the commands: dates are shown in `timeZone`; names are looked up with one query to `api`.
    public init(
        timeZone: TimeZone, now: @escaping @Sendable () -> Date, api: any APIService,
        makeRepository: @escaping MakeRepository
    ) {
        self.timeZone = timeZone
        self.now = now
        self.api = api
        self.makeRepository = makeRepository
    }

    /// One page of launches between the days `from` and `to` (`YYYY-MM-DD`, inclusive, either open), matching
    /// `search`; a day that does not exist is a usage error.
    public func list(
        from: String? = nil, to: String? = nil, page: Int = 1, limit: Int, oldestFirst: Bool = false,
        search: String? = nil
    ) async -> Result<ScriptAnswer, ScriptFailure> {
        let filter: LaunchFilter
        do {
            filter = try LaunchFilter(
                start: from, end: to, timeZone: timeZone, sortOrder: oldestFirst ? .oldestFirst : .newestFirst,
                searchText: search)
        } catch {
            return .failure(.usage(error.userMessage, showsUsage: true))
        }
        let repository = makeRepository(filter, limit, page)
        await repository.load()
        let state = repository.state
        guard let launches = state.value else { return .failure(.unavailable(state.error)) }
        if launches.isEmpty, let total = repository.totalItems, total > 0 {
            return .failure(.pastTheEnd(page: page, limit: limit, total: total, noun: "launches"))
        }
        let presenter = LaunchPresenter(timeZone: timeZone, now: now())
        let screen = LaunchesListScreen(
            state: state.map { $0.map(presenter.row(for:)) },
            pagination: repository.hasNextPage ? .idle : .endOfList,
            filterSummary: filter.hasCriteria ? filter.summary : nil, selection: nil, viewportHeight: nil,
            scrollOffset: 0, now: now(), totalCount: repository.totalItems)
        let footer = ScriptPage.ifPaged(
            page: page, limit: limit, total: repository.totalItems, hasNext: repository.hasNextPage,
            command: "launches")
        return .success(ScriptAnswer(screen: screen, page: footer, json: launches, state: state))
    }

    /// One launch by id, or by name with one query (exact name first, then a unique start; several matches are
    /// a usage error, none is unavailable).
    public func detail(idOrName: String) async -> Result<ScriptAnswer, ScriptFailure> {
        let state: LoadState<Launch>
        let trimmed = idOrName.trimmingCharacters(in: .whitespaces)
        if DocumentID.isValid(trimmed) {
            state = await makeRepository(LaunchFilter(timeZone: timeZone), PageRequest.defaultLimit, 1)
                .item(id: trimmed.lowercased())
        } else {
            switch await LaunchLookup(api: api).find(idOrName) {
            case .success(let found): state = found
            case .failure(let error):
                return .failure(error.isUsageError ? .usage(error.message) : .unavailable(error.message))
            }
        }
        guard let launch = state.value else { return .failure(.unavailable(state.error)) }
        let detail = LaunchPresenter(timeZone: timeZone, now: now()).detail(for: launch, isComplete: true)
        let screen = LaunchDetailScreen(
            detail: detail, isLoading: false, error: state.error, freshness: state.freshness, focus: nil,
            now: now(), backTitle: nil)
        return .success(ScriptAnswer(screen: screen, picture: detail.image, json: launch, state: state))
    }
}
