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
        await RocketsListController.assertReadsRowsTotalAndPaging(
            over: RocketsRepositoryMocks.paging(), total: 8, height: 8, now: ScreenFixtures.now)
    }

    func testDetailScreenPaintsTheListRocketThenTheAnswer() async {
        let falcon9 = RocketSamples.falcon9
        let feature = RocketDetailFeature(
            rocketID: falcon9.id, listRocket: nil, repository: RocketsRepositoryMocks.detail(falcon9),
            now: { ScreenFixtures.now })
        let painted = await feature.assertPaints(
            RocketDetailScreen(
                state: .refreshing(current: RocketDetail(rocket: falcon9)), focus: nil, now: ScreenFixtures.now,
                backTitle: "Rockets", tick: 0),
            thenAfterLoading: RocketDetailScreen(
                state: .loaded(RocketDetail(rocket: falcon9), freshness: .live), focus: nil, now: ScreenFixtures.now,
                backTitle: "Rockets"),
            backTitle: "Rockets")
        XCTAssertTrue(painted.before.contains { $0.hasSuffix("Refreshing…") })
        XCTAssertFalse(painted.after.contains { $0.hasSuffix("Refreshing…") })
    }
}
