import Foundation
import RepositoryDefinitions
import RepositorySpies
import Testing

@testable import PresentationCore
@testable import SharedPresentation

/// A listed planet.
struct Planet: Identifiable, Sendable, Equatable {
    let id: String
    let name: String
}

/// A planet as a two-line row, like the launches' rows below 100 columns.
struct PlanetRow: Identifiable, Equatable {
    let id: String
    let name: String
}

/// The test feature on the list scaffold: planets, ⏎ sends the planet's id.
enum PlanetsList: PagedListFeature {
    static let title = "Planets"
    static let linksMessage = "Open a planet to see its links."

    static func rows(now: @escaping @Sendable () -> Date) -> @MainActor ([Planet], String) -> [PlanetRow] {
        { planets, _ in planets.map { PlanetRow(id: $0.id, name: $0.name) } }
    }

    static func intent(opening row: PlanetRow) -> String { row.id }

    static func screen(_ list: PagedListViewModel<Planet, String, PlanetRow>, frame: PagedListFrame) -> PlanetsScreen {
        PlanetsScreen(rows: list.rows, frame: frame, twoLines: list.filter == "two lines")
    }
}

/// The planets on the scaffold's list screen.
struct PlanetsScreen: View {
    let rows: [PlanetRow]
    let frame: PagedListFrame
    let twoLines: Bool

    var body: some View {
        PagedListScreen(
            title: "Planets", subtitle: "All planets", noun: ("planet", "planets"), loadingLabel: "Loading planets",
            state: .loaded(rows, freshness: .live), frame: frame, totalCount: nil,
            empty: ContentUnavailableView("No planets", message: "None.")
        ) { [frame, twoLines] rows in
            frame.list(rows) { row in
                VStack {
                    Text(verbatim: row.name)
                    if twoLines { Text("second line").dim() }
                }
            }
        }
    }
}

/// The list scaffold's screen behaviour, tested once for every feature: opening, paging by what is on screen,
/// filling a tall screen, `G` to the end of the whole list, refreshing without losing the place.
@MainActor
struct PagedListControllerTests {
    /// A spy serving `total` planets ten at a time; a refresh serves the first page again.
    static func paging(total: Int, filter: String = "one line") -> PaginatedRepositorySpy<Planet, String> {
        let spy = PaginatedRepositorySpy<Planet, String>(filter: filter)
        let all = (1...total).map { Planet(id: "p\($0)", name: "Planet \($0)") }
        let firstPage = { (spy: PaginatedRepositorySpy<Planet, String>) in
            spy.state = .loaded(Array(all.prefix(10)), freshness: .live)
            spy.hasNextPage = total > 10
            spy.totalItems = total
            spy.loadMoreError = nil
        }
        spy.onLoad = { firstPage($0) }
        spy.onRefresh = { firstPage($0) }
        spy.onLoadMore = { spy in
            let shown = spy.state.value ?? []
            let next = Array(all.dropFirst(shown.count).prefix(10))
            spy.state = .loaded(shown + next, freshness: .live)
            spy.hasNextPage = shown.count + next.count < total
        }
        return spy
    }

    static func makeList(_ spy: PaginatedRepositorySpy<Planet, String>, in environment: ScreenEnvironment) async
        -> PagedListController<PlanetsList>
    {
        let list = PagedListController<PlanetsList>(repository: spy, now: { Date(timeIntervalSince1970: 0) })
        for work in list.load(in: environment).work { await work() }
        return list
    }

    static func press(_ list: PagedListController<PlanetsList>, _ keys: Key..., in environment: ScreenEnvironment)
        async -> ScreenOutcome<String>
    {
        var last = ScreenOutcome<String>.none
        for key in keys {
            last = list.handle(key, in: environment)
            for work in last.work { await work() }
        }
        return last
    }

    static func text(_ list: PagedListController<PlanetsList>, _ environment: ScreenEnvironment) -> [String] {
        list.render(in: environment).map { String($0.plainText.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The planet names on screen, top to bottom.
    static func names(_ list: PagedListController<PlanetsList>, _ environment: ScreenEnvironment) -> [String] {
        text(list, environment).compactMap { line in
            line.dropFirst(2).hasPrefix("Planet ") ? String(line.dropFirst(2)) : nil
        }
    }

    @Test func enterOpensTheSelectedRowAndTheKeyBarIsTheScaffolds() async {
        let environment = ScreenEnvironment(width: 40, height: 10)
        let list = await Self.makeList(Self.paging(total: 5), in: environment)

        let outcome = await Self.press(list, .down, .character("j"), .enter, in: environment)

        #expect(outcome.intents == ["p3"])
        #expect(Self.text(list, environment).contains("› Planet 3"))
        #expect(list.handle(.character("o"), in: environment).message == PlanetsList.linksMessage)
        #expect(list.keyHints.map(\.key) == ["↑↓", "⏎", "r"])
        #expect(list.title == "Planets")
        #expect(Self.text(list, environment).first?.hasSuffix("3 of 5") == true, "the position in the title bar")
        #expect(list.handle(.character("q"), in: environment).intents.isEmpty, "q is the browser's")
    }

    @Test(arguments: ["one line", "two lines"])
    func pagingMovesByWhatIsVisibleWithOneRowOfOverlap(layout: String) async {
        let environment = ScreenEnvironment(width: 40, height: 11)
        let list = await Self.makeList(Self.paging(total: 40, filter: layout), in: environment)
        let first = Self.names(list, environment)

        _ = await Self.press(list, .pageDown, in: environment)
        let second = Self.names(list, environment)
        _ = await Self.press(list, .pageDown, in: environment)
        let third = Self.names(list, environment)

        #expect(second.first == first.last, "the last row of a screen is the first of the next:\n\(second)")
        #expect(third.first == second.last)
        #expect(Self.text(list, environment).contains { $0.hasPrefix("› ") })
        _ = await Self.press(list, .pageUp, in: environment)
        #expect(Self.names(list, environment).contains(third.first ?? "-"), "a page up keeps one row too")
        #expect(Self.names(list, environment).first != third.first, "the rows above are shown")
    }

    @Test func theFirstScreenOfATallTerminalIsFilled() async {
        let environment = ScreenEnvironment(width: 40, height: 32)
        let spy = Self.paging(total: 100)
        let list = await Self.makeList(spy, in: environment)

        #expect(Self.names(list, environment).count == 29, "every line below the title has a row")
        #expect(list.viewModel.rows.count >= 29 + PagedListViewModel<Planet, String, PlanetRow>.prefetchDistance)
    }

    @Test func bottomGoesToTheLastRowOfTheWholeList() async {
        let environment = ScreenEnvironment(width: 40, height: 10)
        let list = await Self.makeList(Self.paging(total: 45), in: environment)

        _ = await Self.press(list, .character("G"), in: environment)

        #expect(list.viewModel.rows.count == 45)
        #expect(Self.text(list, environment).contains("› Planet 45"))
        _ = await Self.press(list, .up, in: environment)
        #expect(Self.text(list, environment).contains("› Planet 44"))
    }

    @Test func aRefreshPastTheFirstPageKeepsTheSelectedRowSelectedAndOnScreen() async {
        let environment = ScreenEnvironment(width: 40, height: 10)
        let spy = Self.paging(total: 45)
        let list = await Self.makeList(spy, in: environment)
        for _ in 0..<24 { _ = await Self.press(list, .down, in: environment) }
        #expect(Self.text(list, environment).contains("› Planet 25"))

        for work in list.refresh().work { await work() }

        #expect(spy.refreshCallCount == 1)
        #expect(Self.text(list, environment).contains("› Planet 25"))
        _ = await Self.press(list, .down, in: environment)
        #expect(Self.text(list, environment).contains("› Planet 26"), "the next move goes on from there")
    }

    @Test func aRefreshOnALoadMoreFailureKeepsThePlace() async {
        let environment = ScreenEnvironment(width: 40, height: 10)
        let spy = Self.paging(total: 45)
        let list = await Self.makeList(spy, in: environment)
        let serve = spy.onLoadMore
        spy.onLoadMore = { spy in spy.loadMoreError = .server(status: 500) }
        for _ in 0..<19 { _ = await Self.press(list, .down, in: environment) }
        #expect(
            Self.text(list, environment).contains { $0.contains("Couldn't load more") },
            "\(Self.text(list, environment))")

        spy.onLoadMore = serve
        for work in list.refresh().work { await work() }

        #expect(Self.text(list, environment).contains("› Planet 20"))
        #expect(!Self.text(list, environment).contains { $0.contains("Couldn't load more") })
    }

    @Test func aSelectedRowThatMovedIsFollowedAndOneThatWentLeavesTheNearest() async {
        let environment = ScreenEnvironment(width: 40, height: 10)
        let spy = Self.paging(total: 5)
        let list = await Self.makeList(spy, in: environment)
        _ = await Self.press(list, .down, .down, in: environment)
        let planets = (spy.state.value ?? [])

        spy.state = .loaded(planets.reversed(), freshness: .live)
        #expect(Self.text(list, environment).contains("› Planet 3"))
        spy.state = .loaded(Array(planets.prefix(2)), freshness: .live)
        #expect(Self.text(list, environment).contains("› Planet 2"), "gone: the nearest row")
    }

    @Test func applyingAFilterStartsFromTheTop() async {
        let environment = ScreenEnvironment(width: 40, height: 10)
        let spy = Self.paging(total: 5)
        let list = await Self.makeList(spy, in: environment)
        _ = await Self.press(list, .down, .down, in: environment)

        for work in list.apply("inner").work { await work() }

        #expect(spy.setFilterCalls == ["inner"])
        #expect(list.place == ListPlace())
    }

    @Test func theTitleBarSaysWhereTheSelectionIsAndHowManyThereAre() {
        let rows = (1...10).map { PlanetRow(id: "p\($0)", name: "Planet \($0)") }
        func accessory(
            _ rows: [PlanetRow], _ pagination: PaginationStatus, selection: Int?, total: Int? = nil
        ) -> String? {
            let screen = PagedListScreen(
                title: "Planets", subtitle: "", noun: ("planet", "planets"), loadingLabel: "",
                state: .loaded(rows, freshness: .live),
                frame: PagedListFrame(selection: selection, pagination: pagination, now: Date()), totalCount: total,
                empty: ContentUnavailableView("None", message: "")
            ) { _ in EmptyView() }
            let title = screen.render(width: 40).first?.plainText.dropFirst("Planets".count)
            return title.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        #expect(accessory(rows, .idle, selection: 1) == "2 of 10+")
        #expect(accessory(rows, .loadingMore, selection: nil) == "10+ planets")
        #expect(accessory(rows, .endOfList, selection: nil) == "10 planets")
        #expect(accessory(rows, .idle, selection: 0, total: 205) == "1 of 205")
        #expect(accessory(Array(rows.prefix(1)), .endOfList, selection: nil) == "1 planet")
        #expect(accessory(rows, .endOfList, selection: 99) == "10 planets")
        #expect(accessory([], .endOfList, selection: 0) == nil)
    }
}
