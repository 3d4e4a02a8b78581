import Foundation
import RepositoryDefinitions
import RepositorySpies
import RocketsCore
import RocketsMocks
import SharedPresentation
import TextSnapshotTesting
import XCTest

@testable import RocketsUI

/// The screens the scaffold draws from a feature's view model are exactly what the plain initialisers draw from
/// the same values.
@MainActor
final class ViewModelScreenTests: XCTestCase {
    func testListScreenReadsRowsTotalAndPaging() async {
        let list = RocketsListController(repository: RocketsRepositoryMocks.paging(), now: { ScreenFixtures.now })
        let moved = await list.linesAfterLoadingAndMovingDown(height: 8)
        XCTAssertTrue(moved[0].hasSuffix("2 of 8"), moved.joined(separator: "\n"))

        await list.viewModel.loadMore()
        XCTAssertTrue(plainLines(of: list, height: 40).contains("  End of list"))
    }

    func testListScreenShowsALoadMoreFailureAndLoading() async {
        let repository = RocketsRepositoryMocks.loadMoreFailing(.timeout)
        let list = RocketsListController(repository: repository, now: { ScreenFixtures.now })
        await list.viewModel.loadMore()
        XCTAssertTrue(plainLines(of: list, height: 40).contains { $0.contains("Couldn't load more") })

        repository.loadMoreError = nil
        repository.isLoadingMore = true
        XCTAssertTrue(plainLines(of: list, height: 40).contains { $0.contains("Loading more…") })
    }

    func testDetailScreenPaintsTheListRocketThenTheAnswer() async {
        let falcon9 = RocketSamples.falcon9
        let feature = RocketDetailFeature(
            rocketID: falcon9.id, listRocket: nil, repository: RocketsRepositoryMocks.detail(falcon9),
            now: { ScreenFixtures.now })
        let environment = ScreenEnvironment(width: 80, height: 200, backTitle: "Rockets")
        let painted = ScreenFixtures.plainLines(feature.screen(focus: nil, in: environment))
        XCTAssertTrue(painted.contains { $0.hasSuffix("Refreshing…") })
        XCTAssertEqual(
            painted,
            ScreenFixtures.plainLines(
                RocketDetailScreen(
                    state: .refreshing(current: RocketDetail(rocket: falcon9)), focus: nil, now: ScreenFixtures.now,
                    backTitle: "Rockets", tick: 0)))

        await feature.load()
        let loaded = ScreenFixtures.plainLines(feature.screen(focus: nil, in: environment))
        XCTAssertEqual(
            loaded,
            ScreenFixtures.plainLines(
                RocketDetailScreen(
                    state: .loaded(RocketDetail(rocket: falcon9), freshness: .live), focus: nil,
                    now: ScreenFixtures.now,
                    backTitle: "Rockets")))
        XCTAssertFalse(loaded.contains { $0.hasSuffix("Refreshing…") })
    }
}
