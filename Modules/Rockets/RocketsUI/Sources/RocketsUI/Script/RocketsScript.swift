import CommandLineKit
import Foundation
import RepositoryDefinitions
import RocketsCore
import ScriptPrinting
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
        await ScriptAnswer.listPage(
            makeRepository(limit, page), page: page, limit: limit, command: "rockets", now: now()
        ) { state, frame, total in
            RocketsListScreen(state: state.map { $0.map(RocketRow.init(rocket:)) }, frame: frame, totalCount: total)
        }
    }

    /// One rocket by id, or by name from the whole rockets list ("falcon 9" works; several matches are a usage
    /// error, none is unavailable).
    public func detail(idOrName: String) async -> Result<ScriptAnswer, ScriptFailure> {
        await ScriptAnswer.detail(idOrName, listedIn: makeRepository(PageRequest.maximumLimit, 1)) { rockets, name in
            RocketLookup(rockets: rockets).find(name).mapError { error in
                if case .ambiguous = error { return .usage(error.message) }
                return .unavailable(error.message)
            }
        } answer: { rocket, state in
            let screen = RocketDetailScreen(
                state: state.map(RocketDetail.init(rocket:)), focus: nil, now: now(), backTitle: nil)
            return ScriptAnswer(
                screen: screen, picture: RocketDetail(rocket: rocket).imageURL, json: rocket, state: state)
        }
    }

    /// The names of the rockets, from one rockets query, made safe for a completion script; none when the
    /// rockets can't be had.
    public func completionNames() async -> [String] {
        let repository = makeRepository(PageRequest.maximumLimit, 1)
        await repository.load()
        return (repository.state.value ?? []).map { TextSanitizer.sanitize($0.name, keepsNewlines: false) }
            .filter { !$0.isEmpty }
    }

    /// How long a completion script may wait for the source's rocket names, in seconds: it runs as a shell starts.
    static let completionBudget: Duration = .seconds(2)

    /// The rocket names for completion: the source's when they come within ``completionBudget``, else
    /// `offlineNames`, those it knows without the network (saved, or built in), so a stalled source never holds up
    /// a shell.
    public func completionNames(otherwise offlineNames: () async -> [String]) async -> [String] {
        let script = self
        let names = await CompletionSuggestions.within(Self.completionBudget) { await script.completionNames() }
        if let names, !names.isEmpty { return names }
        return await offlineNames().map { TextSanitizer.sanitize($0, keepsNewlines: false) }.filter { !$0.isEmpty }
    }
}
