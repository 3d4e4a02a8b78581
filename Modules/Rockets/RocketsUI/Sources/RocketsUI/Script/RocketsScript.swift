import Foundation
import RepositoryDefinitions
import RocketsCore
import SharedPresentation

/// The rockets commands of script mode (`spacex rockets`, `spacex rocket <id|name>`, the rocket names of shell
/// completion): each loads what its arguments ask for and answers the screen to print once, the model for
/// `--json` and its load state, or why there is nothing to show. One request per command: a rocket found by
/// name is shown from the rockets list it was found in.
@MainActor
public struct RocketsScript {
    /// Makes a rockets repository: its page size and first page.
    public typealias MakeRepository =
        @MainActor (_ pageSize: Int, _ firstPage: Int) -> any PaginatedRepository<Rocket, RocketFilter>

    private let now: @Sendable () -> Date
    private let makeRepository: MakeRepository

    /// Creates the commands.
    public init(now: @escaping @Sendable () -> Date, makeRepository: @escaping MakeRepository) {
        self.now = now
        self.makeRepository = makeRepository
    }

    /// One page of rockets; the page footer is printed only when there is more than one page.
    public func list(page: Int = 1, limit: Int) async -> Result<ScriptAnswer, ScriptFailure> {
        let repository = makeRepository(limit, page)
        await repository.load()
        let state = repository.state
        guard let rockets = state.value else { return .failure(.unavailable(state.error)) }
        if rockets.isEmpty, let total = repository.totalItems, total > 0 {
            return .failure(.pastTheEnd(page: page, limit: limit, total: total, noun: "rockets"))
        }
        let screen = RocketsListScreen(
            state: state.map { $0.map(RocketRow.init(rocket:)) },
            pagination: repository.hasNextPage ? .idle : .endOfList, selection: nil, viewportHeight: nil,
            scrollOffset: 0, now: now(), totalCount: repository.totalItems)
        let footer = ScriptPage.ifPaged(
            page: page, limit: limit, total: repository.totalItems, hasNext: repository.hasNextPage,
            command: "rockets")
        return .success(ScriptAnswer(screen: screen, page: footer, json: rockets, state: state))
    }

    /// One rocket by id, or by name from the whole rockets list ("falcon 9" works; several matches are a usage
    /// error, none is unavailable).
    public func detail(idOrName: String) async -> Result<ScriptAnswer, ScriptFailure> {
        let repository = makeRepository(PageRequest.maximumLimit, 1)
        let state: LoadState<Rocket>
        let trimmed = idOrName.trimmingCharacters(in: .whitespaces)
        if DocumentID.isValid(trimmed) {
            state = await repository.item(id: trimmed.lowercased())
        } else {
            await repository.load()
            guard let rockets = repository.state.value else { return .failure(.unavailable(repository.state.error)) }
            switch RocketLookup(rockets: rockets).find(idOrName) {
            case .failure(let error):
                if case .ambiguous = error { return .failure(.usage(error.message)) }
                return .failure(.unavailable(error.message))
            case .success(let found):
                state = await repository.item(id: found.id)
            }
        }
        guard let rocket = state.value else { return .failure(.unavailable(state.error)) }
        let screen = RocketDetailScreen(
            state: state.map(RocketDetail.init(rocket:)), focus: nil, now: now(), backTitle: nil)
        return .success(
            ScriptAnswer(screen: screen, picture: RocketDetail(rocket: rocket).imageURL, json: rocket, state: state))
    }

    /// The names of the rockets, from one rockets query, made safe for a completion script; none when the
    /// rockets can't be had.
    public func completionNames() async -> [String] {
        let repository = makeRepository(PageRequest.maximumLimit, 1)
        await repository.load()
        return (repository.state.value ?? []).map { TextSanitizer.sanitize($0.name, keepsNewlines: false) }
            .filter { !$0.isEmpty }
    }
}
