import Foundation
import RepositoryDefinitions
import RepositorySpies
import Testing

@testable import PresentationCore
@testable import SharedPresentation

/// The planets list over a source that searches: its filter names the search.
enum SearchablePlanetsList: PagedListFeature {
    static let title = "Planets"
    static let linksMessage = "Open a planet to see its links."

    static func rows(now: @escaping @Sendable () -> Date) -> @MainActor ([Planet], String) -> [PlanetRow] {
        { planets, _ in planets.map { PlanetRow(id: $0.id, name: $0.name) } }
    }

    static func intent(opening row: PlanetRow) -> String { row.id }
    static func name(of row: PlanetRow) -> String { row.name }
    static func filter(_ filter: String, searching text: String) -> String? { "\(filter) matching \(text)" }

    static func screen(_ list: PagedListViewModel<Planet, String, PlanetRow>, frame: PagedListFrame) -> PlanetsScreen {
        PlanetsScreen(rows: list.rows, frame: frame, twoLines: false)
    }
}

/// Issue 25: `/` narrows the loaded rows at once and asks the source once typing pauses: after three steps of the
/// runtime's timer with no key (counted, so no test waits), once per text, never for one letter, and Esc goes
/// back to the filter shown before.
@MainActor
struct SourceSearchTests {
    private let environment = ScreenEnvironment(width: 60, height: 12)

    private func type(_ text: String, into list: PagedListController<some PagedListFeature>) {
        for character in text { _ = list.handle(.character(character), in: environment) }
    }

    /// Thirty planets over a searching source, loaded, with `/` pressed.
    private func searching() async -> (
        PaginatedRepositorySpy<Planet, String>, PagedListController<SearchablePlanetsList>
    ) {
        let spy = PagedListControllerTests.paging(total: 30, filter: "all")
        let list = PagedListController<SearchablePlanetsList>(repository: spy, now: { Date() })
        await list.viewModel.load()
        _ = list.handle(.character("/"), in: environment)
        return (spy, list)
    }

    /// Timer steps until one starts work (at most `limit`), which is run; how many steps it took.
    private func tickUntilAsked(_ list: PagedListController<some PagedListFeature>, limit: Int = 10) async -> Int? {
        for step in 1...limit {
            let outcome = list.timerTicked()
            guard !outcome.work.isEmpty else { continue }
            for work in outcome.work { await work() }
            return step
        }
        return nil
    }

    @Test func typingThenAPauseAsksTheSourceOnceAndItsAnswerIsShownWhole() async {
        let (spy, list) = await searching()
        type("planet 1", into: list)
        #expect(list.viewModel.rows.map(\.name) == ["Planet 1", "Planet 10"], "narrowed at once")

        #expect(await tickUntilAsked(list) == 3, "asked after three quiet steps")
        #expect(spy.setFilterCalls == ["all matching planet 1"])
        #expect(list.viewModel.search.isEmpty, "the source's answer is shown, not narrowed again")
        #expect(await tickUntilAsked(list) == nil, "not asked again for the same text")

        type("2", into: list)
        _ = list.timerTicked()
        type("x", into: list)
        _ = list.handle(.backspace, in: environment)
        #expect(await tickUntilAsked(list) == 3, "each key starts the pause again")
        #expect(spy.setFilterCalls == ["all matching planet 1", "all matching planet 12"], "one ask per pause")

        _ = list.handle(.escape, in: environment)
        #expect(await tickUntilAsked(list) == nil, "nothing waits after Esc")
    }

    @Test func escGoesBackToTheFilterBeforeTheSearch() async {
        let (spy, list) = await searching()
        type("pl", into: list)
        _ = await tickUntilAsked(list)

        let cleared = list.handle(.escape, in: environment)
        for work in cleared.work { await work() }
        #expect(spy.setFilterCalls == ["all matching pl", "all"])
    }

    @Test func oneLetterOrASourceThatCantSearchAsksNothing() async {
        let (spy, list) = await searching()
        type("p", into: list)
        #expect(await tickUntilAsked(list) == nil)

        let plain = PagedListController<PlanetsList>(repository: spy, now: { Date() })
        _ = plain.handle(.character("/"), in: environment)
        type("planet", into: plain)
        #expect(await tickUntilAsked(plain) == nil)
        #expect(spy.setFilterCalls.isEmpty)
    }
}
