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
    private let now = ScreenFixtures.now
    private let pageOne = ScreenFixtures.rows(RocketPages.pageOne)
    private let bothPages = ScreenFixtures.rows(RocketPages.pageOne + RocketPages.pageTwo)

    private func screen(
        _ state: LoadState<[RocketRow]>, pagination: PaginationStatus = .idle, selection: Int? = 1,
        viewportHeight: Int? = 12, totalCount: Int? = 8
    ) -> RocketsListScreen {
        RocketsListScreen(
            state: state,
            frame: PagedListFrame(
                selection: selection, viewportHeight: viewportHeight, pagination: pagination, now: now),
            totalCount: totalCount)
    }

    func testPageOneWithSecondRowSelected() {
        assertSnapshots(of: screen(.loaded(pageOne, freshness: .live)), named: "rockets-page-one")
    }

    func testLoadingMoreFooterWhenTheLastRowIsSelected() {
        assertSnapshots(
            of: screen(.loaded(pageOne, freshness: .live), pagination: .loadingMore, selection: 3),
            named: "rockets-loading-more")
    }

    func testEndOfListInScriptMode() {
        assertSnapshots(
            of: screen(
                .loaded(bothPages, freshness: .live), pagination: .endOfList, selection: nil, viewportHeight: nil,
                totalCount: nil),
            named: "rockets-end-of-list-script")
    }

    func testLoadMoreError() {
        assertSnapshots(
            of: screen(.loaded(pageOne, freshness: .live), pagination: .failed(.timeout), selection: 3),
            named: "rockets-load-more-error")
    }

    func testEmpty() {
        assertSnapshots(
            of: screen(.loaded([], freshness: .live), pagination: .endOfList, totalCount: 0), named: "rockets-empty")
    }

    func testLoading() {
        assertSnapshots(of: screen(.loading), named: "rockets-loading")
    }

    func testOfflineWithNothingCached() {
        assertSnapshots(of: screen(.failed(.offline, cached: nil)), named: "rockets-error-offline")
    }

    func testStaleCacheWithError() {
        let cached = CachedValue(value: pageOne, storedAt: now.addingTimeInterval(-5400))
        assertSnapshots(of: screen(.failed(.offline, cached: cached)), named: "rockets-stale")
    }

    func testSampleDataBanner() {
        assertSnapshots(
            of: screen(.loaded(pageOne, freshness: .builtInArchive), selection: 0, totalCount: 4),
            named: "rockets-sample")
    }

    func testRefreshingAndCached() {
        assertSnapshot(of: screen(.refreshing(current: pageOne)), width: 80, named: "rockets-refreshing-80")
        assertSnapshot(
            of: screen(.loaded(pageOne, freshness: .cached(storedAt: ScreenFixtures.tenMinutesAgo))), width: 80,
            named: "rockets-cached-80")
    }

    func testEdgeCaseRows() {
        assertSnapshots(
            of: screen(
                .loaded(ScreenFixtures.rows(RocketEdgeCases.all), freshness: .live), pagination: .endOfList,
                selection: 9, viewportHeight: nil, totalCount: nil),
            named: "rockets-edge-cases")
    }

    func testASCIIGlyphs() {
        assertSnapshot(
            of: screen(.loaded(bothPages, freshness: .live), pagination: .endOfList, selection: 5, totalCount: nil),
            width: 80, named: "rockets-ascii-80", glyphs: .ascii)
    }
}
