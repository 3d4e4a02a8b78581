import Foundation
import RepositoryDefinitions
import RocketsCore
import RocketsMocks
import SharedPresentation
import TextSnapshotTesting
import XCTest

@testable import RocketsUI

/// The rocket detail in every state, from RocketsMocks, at 40, 80 and 120 columns.
final class RocketDetailScreenSnapshotTests: XCTestCase {
    private let now = ScreenFixtures.now
    private let falcon9 = RocketDetail(rocket: RocketSamples.falcon9)

    private func screen(
        _ state: LoadState<RocketDetail>, focus: DetailLink? = nil, backTitle: String? = "Rockets"
    ) -> RocketDetailScreen {
        RocketDetailScreen(state: state, focus: focus, now: now, backTitle: backTitle)
    }

    private func assertWidths(_ view: some View, named name: String, file: StaticString = #filePath, line: UInt = #line)
    {
        for width in ScreenFixtures.widths {
            assertSnapshot(of: view, width: width, named: "\(name)-\(width)", file: file, line: line)
        }
    }

    func testFalcon9() {
        assertWidths(screen(.loaded(falcon9, freshness: .live)), named: "rocket-falcon9")
    }

    func testFalcon9WithTheSecondPhotoFocusedInScriptMode() {
        let focus = RocketDetailPresentation.links(for: falcon9)[2]
        assertSnapshot(
            of: screen(.loaded(falcon9, freshness: .live), focus: focus, backTitle: nil), width: 80,
            named: "rocket-falcon9-photo-focused-80")
    }

    func testStarship() {
        assertWidths(
            screen(.loaded(RocketDetail(rocket: RocketSamples.starship), freshness: .live)), named: "rocket-starship")
    }

    func testStarshipWithGaps() {
        assertWidths(
            screen(.loaded(RocketDetail(rocket: RocketEdgeCases.starshipLikeGaps), freshness: .live)),
            named: "rocket-starship-gaps")
    }

    func testMinimalRocket() {
        assertSnapshot(
            of: screen(.loaded(RocketDetail(rocket: RocketEdgeCases.minimal), freshness: .live)), width: 80,
            named: "rocket-minimal-80")
    }

    func testLoading() {
        assertWidths(screen(.loading), named: "rocket-loading")
    }

    func testRefreshingPaintedListData() {
        assertSnapshot(of: screen(.refreshing(current: falcon9)), width: 80, named: "rocket-refreshing-80")
    }

    func testError() {
        assertWidths(screen(.failed(.server(status: 502), cached: nil)), named: "rocket-error")
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
