import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import RepositoryDefinitions
import SharedPresentation
import TextSnapshotTesting
import XCTest

/// The launches list in every state, from LaunchesMocks, at 40, 80 and 120 columns.
final class LaunchesListScreenSnapshotTests: XCTestCase {
    private let list = ScreenFixtures.list()
    private var pageOne: [LaunchRow] { list.pageOne }

    func testTheScaffoldsStates() {
        let edges = ScreenFixtures.rows([
            LaunchEdgeCases.longName, LaunchEdgeCases.nonASCIIName, LaunchEdgeCases.awaitingUpdate,
            LaunchEdgeCases.upcoming, LaunchEdgeCases.unknownOutcome, LaunchEdgeCases.nullsEverywhere,
            LaunchEdgeCases.quarterPrecision, LaunchEdgeCases.undated, ScreenFixtures.falconSat,
        ])
        list.assertScaffoldStates(
            staleAge: 7200, sample: ScreenFixtures.rows(LaunchMocks.sampleNewestFirst), edgeCases: edges,
            edgeSelection: 2)
    }

    func testRefreshingAtTheNarrowAndWideWidthsToo() {
        assertSnapshots(of: list.screen(.refreshing(current: pageOne)), named: "list-refreshing", widths: [40, 120])
    }

    func testFilteredPageOne() {
        let summary = "2020-01-01 to 2022-12-31 (UTC)"
        assertSnapshots(
            of: ScreenFixtures.list(filter: summary).screen(.loaded(pageOne, freshness: .live), selection: 0),
            named: "list-filtered")
    }

    func testEmptyWithFilter() {
        assertSnapshots(
            of: ScreenFixtures.list(filter: "2030-01-01 to 2030-12-31 (UTC)").screen(
                .loaded([], freshness: .live), pagination: .endOfList, totalCount: 0),
            named: "list-empty")
    }

    func testEmptyWithoutFilter() {
        assertSnapshot(
            of: list.screen(.loaded([], freshness: .live), pagination: .endOfList, totalCount: 0), width: 80,
            named: "list-empty-unfiltered-80")
    }

    func testServerErrorWithNothingCached() {
        assertSnapshot(
            of: list.screen(.failed(.server(status: 503), cached: nil)), width: 80, named: "list-error-503-80")
    }

    func testASCIIGlyphs() {
        assertSnapshot(
            of: list.screen(.loaded(pageOne, freshness: .live), pagination: .loadingMore, selection: 9), width: 80,
            named: "list-ascii-80", glyphs: .ascii)
    }
}
