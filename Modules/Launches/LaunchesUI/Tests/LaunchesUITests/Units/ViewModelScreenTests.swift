import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import RepositoryDefinitions
import RepositorySpies
import SharedPresentation
import XCTest

/// The screens the scaffold draws from a feature's view model are exactly what the plain initialisers draw from
/// the same values.
@MainActor
final class ViewModelScreenTests: XCTestCase {
    private let now = ScreenFixtures.now

    private func lines(_ view: some View) -> [String] {
        ScreenFixtures.plainLines(view, width: 80)
    }

    /// The list drawn by the scaffold from the view model, `height` lines high.
    private func listLines(_ list: LaunchesListController, height: Int = 60) -> [String] {
        list.render(in: ScreenEnvironment(width: 80, height: height)).map(\.plainText)
    }

    func testListScreenReadsRowsTotalAndPaging() async {
        let list = LaunchesListController(repository: LaunchesRepositoryMocks.paging(), now: { ScreenFixtures.now })
        await list.viewModel.load()
        for work in list.handle(.down, in: ScreenEnvironment(width: 80, height: 12)).work { await work() }
        XCTAssertTrue(listLines(list, height: 12)[0].hasSuffix("2 of 20"))

        await list.viewModel.loadMore()
        XCTAssertEqual(listLines(list).last(where: { !$0.isEmpty }), "  End of list")
    }

    func testListScreenShowsTheFilterAndALoadMoreFailure() async throws {
        let filter = try LaunchFilter(start: "2020-01-01", end: "2020-12-31", timeZone: LaunchFilter.utc)
        let repository = LaunchesRepositoryMocks.paging(filter: filter)
        let list = LaunchesListController(repository: repository, now: { ScreenFixtures.now })
        await list.viewModel.load()
        repository.hasNextPage = true
        repository.loadMoreError = .timeout
        let shown = listLines(list)
        XCTAssertEqual(shown[1], "Filter: 2020-01-01 to 2020-12-31 (UTC)")
        XCTAssertTrue(shown.contains { $0.contains("Couldn't load more") })

        repository.loadMoreError = nil
        repository.isLoadingMore = true
        XCTAssertTrue(listLines(list).contains { $0.contains("Loading more…") })
    }

    func testDetailScreenPaintsTheListDataThenTheFullLaunch() async {
        let crew1 = ScreenFixtures.crew1
        let listed = LaunchMocks.listProjection(of: crew1)
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: crew1)
        let feature = LaunchDetailFeature(launchID: crew1.id, repository: repository, now: { ScreenFixtures.now })
        let environment = ScreenEnvironment(width: 80, height: 200, backTitle: "Launches")
        let before = lines(feature.screen(focus: nil, in: environment))
        XCTAssertEqual(
            before,
            lines(
                LaunchDetailScreen(
                    detail: ScreenFixtures.detail(listed, isComplete: false), isLoading: false, error: nil,
                    freshness: nil, focus: nil, now: now, backTitle: "Launches")))

        await feature.load()
        let after = lines(feature.screen(focus: nil, in: environment))
        XCTAssertEqual(
            after,
            lines(
                LaunchDetailScreen(
                    detail: ScreenFixtures.detail(crew1), isLoading: false, error: nil, freshness: .live, focus: nil,
                    now: now, backTitle: "Launches")))
        XCTAssertTrue(after.contains { $0.contains("Crew         4 people") })
    }

    func testFilterScreenReadsTheForm() async throws {
        let filter = try LaunchFilter(
            start: "2021-03-01", end: nil, timeZone: LaunchFilter.utc, sortOrder: .oldestFirst, searchText: "crew")
        let form = LaunchFilterForm(filter: filter, userTimeZone: try XCTUnwrap(TimeZone(identifier: "Europe/Paris")))
        let screen = LaunchFilterScreen(form: form, focus: .end, errorMessage: nil, backTitle: "Launches")
        let expected = LaunchFilterScreen(
            startText: "2021-03-01", endText: "", usesUTC: true, sortOrder: .oldestFirst, searchText: "crew",
            focus: .end, errorMessage: nil, timeZoneName: "Europe/Paris", backTitle: "Launches")
        XCTAssertEqual(lines(screen), lines(expected))
        XCTAssertTrue(lines(screen).contains("› End date    ▏YYYY-MM-DD (optional)"))
    }
}
