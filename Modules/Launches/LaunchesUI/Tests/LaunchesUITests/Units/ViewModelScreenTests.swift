import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import RepositoryDefinitions
import RepositorySpies
import SharedPresentation
import TextSnapshotTesting
import XCTest

/// The screens the scaffold draws from a feature's view model are exactly what the plain initialisers draw from
/// the same values.
@MainActor
final class ViewModelScreenTests: XCTestCase {
    func testListScreenReadsRowsTotalAndPaging() async {
        let list = LaunchesListController(repository: LaunchesRepositoryMocks.paging(), now: { ScreenFixtures.now })
        let moved = await list.linesAfterLoadingAndMovingDown(height: 12)
        XCTAssertTrue(moved[0].hasSuffix("2 of 20"), moved.joined(separator: "\n"))

        await list.viewModel.loadMore()
        XCTAssertEqual(plainLines(of: list, height: 60).last(where: { !$0.isEmpty }), "  End of list")
    }

    func testListScreenShowsTheFilterAndALoadMoreFailure() async throws {
        let filter = try LaunchFilter(start: "2020-01-01", end: "2020-12-31", timeZone: LaunchFilter.utc)
        let repository = LaunchesRepositoryMocks.paging(filter: filter)
        let list = LaunchesListController(repository: repository, now: { ScreenFixtures.now })
        await list.viewModel.load()
        repository.hasNextPage = true
        repository.loadMoreError = .timeout
        let shown = plainLines(of: list, height: 60)
        XCTAssertEqual(shown[1], "Filter: 2020-01-01 to 2020-12-31 (UTC)")
        XCTAssertTrue(shown.contains { $0.contains("Couldn't load more") })

        repository.loadMoreError = nil
        repository.isLoadingMore = true
        XCTAssertTrue(plainLines(of: list, height: 60).contains { $0.contains("Loading more…") })
    }

    func testDetailScreenPaintsTheListDataThenTheFullLaunch() async {
        let crew1 = ScreenFixtures.crew1
        let listed = LaunchMocks.listProjection(of: crew1)
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: crew1)
        let feature = LaunchDetailFeature(launchID: crew1.id, repository: repository, now: { ScreenFixtures.now })
        let environment = ScreenEnvironment(width: 80, height: 200, backTitle: "Launches")
        let before = ScreenFixtures.plainLines(feature.screen(focus: nil, in: environment))
        XCTAssertEqual(
            before,
            ScreenFixtures.plainLines(
                LaunchDetailScreen(
                    detail: ScreenFixtures.detail(listed, isComplete: false), isLoading: false, error: nil,
                    freshness: nil, focus: nil, now: ScreenFixtures.now, backTitle: "Launches")))

        await feature.load()
        let after = ScreenFixtures.plainLines(feature.screen(focus: nil, in: environment))
        XCTAssertEqual(
            after,
            ScreenFixtures.plainLines(
                LaunchDetailScreen(
                    detail: ScreenFixtures.detail(crew1), isLoading: false, error: nil, freshness: .live, focus: nil,
                    now: ScreenFixtures.now, backTitle: "Launches")))
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
        XCTAssertEqual(ScreenFixtures.plainLines(screen), ScreenFixtures.plainLines(expected))
        XCTAssertTrue(ScreenFixtures.plainLines(screen).contains("› End date    ▏YYYY-MM-DD (optional)"))
    }
}
