import Foundation
import RepositoryDefinitions
import RocketsCore
import RocketsMocks
import RocketsUI
import SharedPresentation
import TextSnapshotTesting
import XCTest

/// The rockets list in every state, from RocketsMocks, at 40, 80 and 120 columns.
final class RocketsListScreenSnapshotTests: XCTestCase {
    private let list = ScreenFixtures.list

    func testTheScaffoldsStates() {
        list.assertScaffoldStates(
            staleAge: 5400, sample: list.pageOne, edgeCases: ScreenFixtures.rows(RocketEdgeCases.all), edgeSelection: 9)
    }

    func testEmpty() {
        assertSnapshots(
            of: list.screen(.loaded([], freshness: .live), pagination: .endOfList, totalCount: 0),
            named: "rockets-empty")
    }

    func testASCIIGlyphs() {
        assertSnapshot(
            of: list.screen(
                .loaded(list.bothPages, freshness: .live), pagination: .endOfList, selection: 5, totalCount: nil),
            width: 80, named: "rockets-ascii-80", glyphs: .ascii)
    }
}
