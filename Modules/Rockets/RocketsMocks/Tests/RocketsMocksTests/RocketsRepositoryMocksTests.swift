import Foundation
import RepositoryDefinitions
import RepositorySpies
import RocketsCore
import RocketsMocks
import XCTest

/// Each ready-made repository behaves like the real one in its situation.
@MainActor
final class RocketsRepositoryMocksTests: XCTestCase {
    func testPagingLoadsPageOneThenAppendsPageTwoOnce() async {
        let spy = RocketsRepositoryMocks.paging(freshness: .builtInArchive)
        XCTAssertEqual(spy.state, .initial)
        await spy.loadMore()
        XCTAssertEqual(spy.state, .initial, "no page before the first load")
        await spy.load()
        XCTAssertEqual(spy.state, .loaded(RocketPages.pageOne, freshness: .builtInArchive))
        XCTAssertTrue(spy.hasNextPage)
        XCTAssertEqual(spy.totalItems, 8)
        await spy.loadMore()
        await spy.loadMore()
        XCTAssertEqual(spy.state.value, RocketPages.pageOne + RocketPages.pageTwo)
        XCTAssertFalse(spy.hasNextPage)
        XCTAssertEqual(spy.loadMoreCallCount, 3)
        await spy.refresh()
        XCTAssertEqual(spy.state.value, RocketPages.pageOne)
        XCTAssertTrue(spy.hasNextPage)
    }

    func testPagingSkipsIdsAlreadyListed() async {
        let spy = RocketsRepositoryMocks.paging(second: [RocketSamples.falcon9] + RocketPages.pageTwo)
        await spy.load()
        await spy.loadMore()
        XCTAssertEqual(spy.state.value?.map(\.id), (RocketPages.pageOne + RocketPages.pageTwo).map(\.id))
    }

    func testSettledStatesHoldAtOnceAndAfterLoads() async {
        let storedAt = Date(timeIntervalSince1970: 1_234)
        let cases: [(RocketsRepositoryMocks.Spy, LoadState<[Rocket]>, Int?)] = [
            (RocketsRepositoryMocks.loaded(), .loaded(RocketSamples.sampleDataset, freshness: .live), 4),
            (RocketsRepositoryMocks.empty(), .loaded([], freshness: .live), 0),
            (RocketsRepositoryMocks.failed(), .failed(.offline, cached: nil), nil),
            (
                RocketsRepositoryMocks.offlineCached(storedAt: storedAt),
                .failed(.offline, cached: CachedValue(value: RocketSamples.sampleDataset, storedAt: storedAt)), 4
            ),
        ]
        for (spy, expected, total) in cases {
            XCTAssertEqual(spy.state, expected)
            spy.state = .loading
            await spy.load()
            XCTAssertEqual(spy.state, expected)
            spy.state = .loading
            await spy.refresh()
            XCTAssertEqual(spy.state, expected)
            XCTAssertEqual(spy.totalItems, total)
            XCTAssertFalse(spy.hasNextPage)
        }
    }

    func testLoadingStaysLoading() async {
        let spy = RocketsRepositoryMocks.loading()
        await spy.load()
        XCTAssertEqual(spy.state, .loading)
        XCTAssertEqual(spy.loadCallCount, 1)
    }

    func testLoadMoreFailingReportsTheError() async {
        let spy = RocketsRepositoryMocks.loadMoreFailing(.server(status: 502))
        XCTAssertTrue(spy.hasNextPage)
        XCTAssertNil(spy.loadMoreError)
        await spy.loadMore()
        XCTAssertEqual(spy.loadMoreError, .server(status: 502))
        XCTAssertEqual(spy.state.value, RocketPages.pageOne)
    }

    func testDetailAnswersTheRocket() async {
        let spy = RocketsRepositoryMocks.detail(RocketSamples.starship, itemFreshness: .builtInArchive)
        let item = await spy.item(id: RocketSamples.starship.id)
        let refreshed = await spy.refreshItem(id: RocketSamples.starship.id)
        XCTAssertEqual(item, .loaded(RocketSamples.starship, freshness: .builtInArchive))
        XCTAssertEqual(refreshed, .loaded(RocketSamples.starship, freshness: .live))
        XCTAssertEqual(spy.itemCalls, [RocketSamples.starship.id])
        XCTAssertEqual(spy.refreshItemCalls, [RocketSamples.starship.id])
        XCTAssertEqual(spy.state.value, RocketSamples.sampleDataset)
    }
}
