import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import RepositoryDefinitions
import RepositorySpies
import SharedPresentation
import XCTest

/// The `@MainActor` shortcuts that read a view model draw exactly what the plain initialisers draw from the same
/// values.
@MainActor
final class ViewModelScreenTests: XCTestCase {
    private let now = ScreenFixtures.now

    private func lines(_ view: some View) -> [String] {
        ScreenFixtures.plainLines(view, width: 80)
    }

    private func listModel(_ repository: LaunchesRepositoryMocks.Spy) -> LaunchesListViewModel {
        LaunchesListViewModel(repository: repository, navigator: LaunchesNavigatorSpy(), now: { ScreenFixtures.now })
    }

    func testListScreenReadsRowsTotalAndPaging() async {
        let model = listModel(LaunchesRepositoryMocks.paging())
        await model.load()
        let expected = LaunchesListScreen(
            state: .loaded(ScreenFixtures.rows(LaunchMocks.pageOne), freshness: .live), pagination: .idle,
            filterSummary: nil, selection: 1, viewportHeight: 12, scrollOffset: 0, now: now, totalCount: 20)
        let screen = LaunchesListScreen(viewModel: model, selection: 1, viewportHeight: 12, scrollOffset: 0, now: now)
        XCTAssertEqual(lines(screen), lines(expected))
        XCTAssertTrue(lines(screen)[0].hasSuffix("2 of 20"))

        await model.loadMore()
        let end = lines(
            LaunchesListScreen(viewModel: model, selection: nil, viewportHeight: nil, scrollOffset: 0, now: now))
        XCTAssertEqual(end.last, "  End of list")
    }

    func testListScreenShowsTheFilterAndALoadMoreFailure() async throws {
        let filter = try LaunchFilter(start: "2020-01-01", end: "2020-12-31", timeZone: LaunchFilter.utc)
        let repository = LaunchesRepositoryMocks.paging(filter: filter)
        let model = listModel(repository)
        await model.load()
        repository.hasNextPage = true
        repository.loadMoreError = .timeout
        let shown = lines(
            LaunchesListScreen(viewModel: model, selection: 0, viewportHeight: nil, scrollOffset: 0, now: now))
        XCTAssertEqual(shown[1], "Filter: 2020-01-01 to 2020-12-31 (UTC)")
        XCTAssertTrue(shown.contains { $0.contains("Couldn't load more") })

        repository.loadMoreError = nil
        repository.isLoadingMore = true
        let loading = lines(
            LaunchesListScreen(viewModel: model, selection: 0, viewportHeight: nil, scrollOffset: 0, now: now))
        XCTAssertEqual(loading.last, "  Loading more…")
    }

    func testDetailScreenPaintsTheListDataThenTheFullLaunch() async {
        let crew1 = ScreenFixtures.crew1
        let listed = LaunchMocks.listProjection(of: crew1)
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: crew1)
        let model = LaunchDetailViewModel(
            launchId: crew1.id, repository: repository, navigator: LaunchesNavigatorSpy(), now: { ScreenFixtures.now })
        let before = lines(LaunchDetailScreen(viewModel: model, focus: nil, now: now, backTitle: "Launches"))
        XCTAssertEqual(
            before,
            lines(
                LaunchDetailScreen(
                    detail: ScreenFixtures.detail(listed, isComplete: false), isLoading: false, error: nil,
                    freshness: nil, focus: nil, now: now, backTitle: "Launches")))

        await model.load()
        let after = lines(LaunchDetailScreen(viewModel: model, focus: nil, now: now, backTitle: "Launches"))
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
