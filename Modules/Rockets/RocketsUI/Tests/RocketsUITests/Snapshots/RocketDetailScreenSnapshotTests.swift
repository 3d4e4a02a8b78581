import Foundation
import RepositoryDefinitions
import RocketsCore
import RocketsMocks
import TextSnapshotTesting
import XCTest

@testable import RocketsUI
@testable import SharedPresentation

/// The rocket detail in every state, from RocketsMocks, at 40, 80 and 120 columns.
final class RocketDetailScreenSnapshotTests: XCTestCase {
    private let now = ScreenFixtures.now
    private let falcon9 = RocketDetail(rocket: RocketSamples.falcon9)

    private func screen(
        _ state: LoadState<RocketDetail>, focus: DetailLink? = nil, backTitle: String? = "Rockets"
    ) -> RocketDetailScreen {
        RocketDetailScreen(state: state, focus: focus, now: now, backTitle: backTitle)
    }

    func testFalcon9() {
        assertSnapshots(of: screen(.loaded(falcon9, freshness: .live)), named: "rocket-falcon9")
    }

    func testFalcon9WithTheSecondPhotoFocusedInScriptMode() {
        let focus = RocketDetailPresentation.links(for: falcon9)[2]
        assertSnapshot(
            of: screen(.loaded(falcon9, freshness: .live), focus: focus, backTitle: nil), width: 80,
            named: "rocket-falcon9-photo-focused-80")
    }

    func testStarship() {
        assertSnapshots(
            of: screen(.loaded(RocketDetail(rocket: RocketSamples.starship), freshness: .live)),
            named: "rocket-starship")
    }

    func testStarshipWithGaps() {
        assertSnapshots(
            of: screen(.loaded(RocketDetail(rocket: RocketEdgeCases.starshipLikeGaps), freshness: .live)),
            named: "rocket-starship-gaps")
    }

    func testMinimalRocket() {
        assertSnapshot(
            of: screen(.loaded(RocketDetail(rocket: RocketEdgeCases.minimal), freshness: .live)), width: 80,
            named: "rocket-minimal-80")
    }

    func testLoading() {
        assertSnapshots(of: screen(.loading), named: "rocket-loading")
    }

    func testRefreshingPaintedListData() {
        assertSnapshot(of: screen(.refreshing(current: falcon9)), width: 80, named: "rocket-refreshing-80")
    }

    func testError() {
        assertSnapshots(of: screen(.failed(.server(status: 502), cached: nil)), named: "rocket-error")
    }

    func testStaleWithError() {
        let cached = CachedValue(value: falcon9, storedAt: now.addingTimeInterval(-3 * 86_400))
        assertSnapshot(of: screen(.failed(.timeout, cached: cached)), width: 80, named: "rocket-stale-80")
    }

    func testSampleAndCached() {
        assertSnapshot(of: screen(.loaded(falcon9, freshness: .builtInArchive)), width: 80, named: "rocket-sample-80")
        assertSnapshot(
            of: screen(.loaded(falcon9, freshness: .cached(storedAt: ScreenFixtures.tenMinutesAgo))), width: 80,
            named: "rocket-cached-80")
    }

    func testASCIIGlyphs() {
        assertSnapshot(
            of: screen(.loaded(falcon9, freshness: .live), focus: RocketDetailPresentation.links(for: falcon9).first),
            width: 80, named: "rocket-falcon9-ascii-80", glyphs: .ascii)
    }
}
