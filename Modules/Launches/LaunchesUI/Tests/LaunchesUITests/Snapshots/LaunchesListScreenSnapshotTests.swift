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
    private let now = ScreenFixtures.now
    private let pageOne = ScreenFixtures.rows(LaunchMocks.pageOne)
    private let bothPages = ScreenFixtures.rows(LaunchMocks.pageOne + LaunchMocks.pageTwo)

    private func screen(
        _ state: LoadState<[LaunchRow]>, pagination: PaginationStatus = .idle, filterSummary: String? = nil,
        selection: Int? = 1, viewportHeight: Int? = 12, totalCount: Int? = 20
    ) -> LaunchesListScreen {
        LaunchesListScreen(
            state: state, filterSummary: filterSummary,
            frame: PagedListFrame(
                selection: selection, viewportHeight: viewportHeight, pagination: pagination, now: now),
            totalCount: totalCount)
    }

    func testPageOneWithSecondRowSelected() {
        assertSnapshots(of: screen(.loaded(pageOne, freshness: .live)), named: "list-page-one")
    }

    func testFilteredPageOne() {
        let summary = "2020-01-01 to 2022-12-31 (UTC)"
        assertSnapshots(
            of: screen(.loaded(pageOne, freshness: .live), filterSummary: summary, selection: 0),
            named: "list-filtered")
    }

    func testLoadingMoreFooterWhenTheLastRowIsSelected() {
        assertSnapshots(
            of: screen(.loaded(pageOne, freshness: .live), pagination: .loadingMore, selection: 9),
            named: "list-loading-more")
    }

    func testEndOfListInScriptMode() {
        assertSnapshots(
            of: screen(
                .loaded(bothPages, freshness: .live), pagination: .endOfList, selection: nil, viewportHeight: nil,
                totalCount: nil),
            named: "list-end-of-list-script")
    }

    func testLoadMoreError() {
        assertSnapshots(
            of: screen(.loaded(pageOne, freshness: .live), pagination: .failed(.timeout), selection: 9),
            named: "list-load-more-error")
    }

    func testEmptyWithFilter() {
        assertSnapshots(
            of: screen(
                .loaded([], freshness: .live), pagination: .endOfList, filterSummary: "2030-01-01 to 2030-12-31 (UTC)",
                totalCount: 0),
            named: "list-empty")
    }

    func testEmptyWithoutFilter() {
        assertSnapshot(
            of: screen(.loaded([], freshness: .live), pagination: .endOfList, totalCount: 0), width: 80,
            named: "list-empty-unfiltered-80")
    }

    func testLoading() {
        assertSnapshots(of: screen(.loading), named: "list-loading")
    }

    func testRefreshing() {
        assertSnapshots(of: screen(.refreshing(current: pageOne)), named: "list-refreshing")
    }

    func testOfflineWithNothingCached() {
        assertSnapshots(of: screen(.failed(.offline, cached: nil)), named: "list-error-offline")
    }

    func testServerErrorWithNothingCached() {
        assertSnapshot(of: screen(.failed(.server(status: 503), cached: nil)), width: 80, named: "list-error-503-80")
    }

    func testStaleCacheWithError() {
        let cached = CachedValue(value: pageOne, storedAt: now.addingTimeInterval(-7200))
        assertSnapshots(of: screen(.failed(.offline, cached: cached)), named: "list-stale")
    }

    func testCachedFreshness() {
        assertSnapshot(
            of: screen(.loaded(pageOne, freshness: .cached(storedAt: ScreenFixtures.tenMinutesAgo))), width: 80,
            named: "list-cached-80")
    }

    func testSampleDataBanner() {
        let sample = ScreenFixtures.rows(LaunchMocks.sampleNewestFirst)
        assertSnapshots(
            of: screen(.loaded(sample, freshness: .builtInArchive), selection: 0, totalCount: sample.count),
            named: "list-sample")
    }

    func testEdgeCaseRows() {
        let edges = ScreenFixtures.rows([
            LaunchEdgeCases.longName, LaunchEdgeCases.nonASCIIName, LaunchEdgeCases.awaitingUpdate,
            LaunchEdgeCases.upcoming, LaunchEdgeCases.unknownOutcome, LaunchEdgeCases.nullsEverywhere,
            LaunchEdgeCases.quarterPrecision, LaunchEdgeCases.undated, ScreenFixtures.falconSat,
        ])
        assertSnapshots(
            of: screen(
                .loaded(edges, freshness: .live), pagination: .endOfList, selection: 2, viewportHeight: nil,
                totalCount: nil),
            named: "list-edge-cases")
    }

    func testASCIIGlyphs() {
        assertSnapshot(
            of: screen(.loaded(pageOne, freshness: .live), pagination: .loadingMore, selection: 9), width: 80,
            named: "list-ascii-80", glyphs: .ascii)
    }
}
