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
        await LaunchesListController.assertReadsRowsTotalAndPaging(
            over: LaunchesRepositoryMocks.paging(), total: 20, height: 12, now: ScreenFixtures.now)
    }

    func testListScreenShowsTheFilter() async throws {
        let filter = try LaunchFilter(start: "2020-01-01", end: "2020-12-31", timeZone: LaunchFilter.utc)
        let list = LaunchesListController(
            repository: LaunchesRepositoryMocks.paging(filter: filter), now: { ScreenFixtures.now })
        await list.viewModel.load()
        XCTAssertEqual(plainLines(of: list, height: 60)[1], "Filter: 2020-01-01 to 2020-12-31 (UTC)")
    }

    func testDetailScreenPaintsTheListDataThenTheFullLaunch() async {
        let crew1 = ScreenFixtures.crew1
        let listed = LaunchMocks.listProjection(of: crew1)
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: crew1)
        let feature = LaunchDetailFeature(launchID: crew1.id, repository: repository, now: { ScreenFixtures.now })
        let painted = await feature.assertPaints(
            LaunchDetailScreen(
                detail: ScreenFixtures.detail(listed, isComplete: false), isLoading: false, error: nil, freshness: nil,
                focus: nil, now: ScreenFixtures.now, backTitle: "Launches"),
            thenAfterLoading: LaunchDetailScreen(
                detail: ScreenFixtures.detail(crew1), isLoading: false, error: nil, freshness: .live, focus: nil,
                now: ScreenFixtures.now, backTitle: "Launches"),
            backTitle: "Launches")
        XCTAssertTrue(painted.after.contains { $0.contains("Crew         4 people") })
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
