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
        let spy = RocketsRepositoryMocks.paging(freshness: .sample)
        XCTAssertEqual(spy.state, .initial)
        await spy.loadMore()
        XCTAssertEqual(spy.state, .initial, "no page before the first load")
        await spy.load()
        XCTAssertEqual(spy.state, .loaded(RocketPages.pageOne, freshness: .sample))
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
        let spy = RocketsRepositoryMocks.detail(RocketSamples.starship, itemFreshness: .sample)
        let item = await spy.item(id: RocketSamples.starship.id)
        let refreshed = await spy.refreshItem(id: RocketSamples.starship.id)
        XCTAssertEqual(item, .loaded(RocketSamples.starship, freshness: .sample))
        XCTAssertEqual(refreshed, .loaded(RocketSamples.starship, freshness: .live))
        XCTAssertEqual(spy.itemCalls, [RocketSamples.starship.id])
        XCTAssertEqual(spy.refreshItemCalls, [RocketSamples.starship.id])
        XCTAssertEqual(spy.state.value, RocketSamples.sampleDataset)
    }

    func testInMemoryRepositoryPagesFiltersAndLooksUp() async {
        let repository = RocketsInMemoryRepository(rockets: RocketPages.pageOne + RocketPages.pageTwo, pageSize: 3)
        XCTAssertEqual(repository.state, .initial)
        await repository.load()
        XCTAssertEqual(repository.state, .loaded(Array(RocketPages.pageOne.prefix(3)), freshness: .sample))
        XCTAssertTrue(repository.hasNextPage)
        XCTAssertEqual(repository.totalItems, 8)
        await repository.loadMore()
        await repository.loadMore()
        XCTAssertEqual(repository.state.value, RocketPages.pageOne + RocketPages.pageTwo)
        XCTAssertFalse(repository.hasNextPage)
        await repository.loadMore()
        XCTAssertEqual(repository.state.value?.count, 8)
        XCTAssertFalse(repository.isLoadingMore)
        XCTAssertNil(repository.loadMoreError)

        await repository.setFilter(RocketFilter(activeOnly: true))
        XCTAssertEqual(repository.filter, RocketFilter(activeOnly: true))
        XCTAssertEqual(repository.state.value?.map(\.name), ["Falcon 9", "Falcon Heavy", "Starship Block 2"])
        XCTAssertFalse(repository.hasNextPage)
        XCTAssertEqual(repository.totalItems, 3)

        await repository.refresh()
        XCTAssertEqual(repository.state.value?.count, 3)
        let found = await repository.item(id: RocketSamples.falcon1.id)
        let missing = await repository.refreshItem(id: "000000000000000000000000")
        XCTAssertEqual(found, .loaded(RocketSamples.falcon1, freshness: .sample))
        XCTAssertEqual(missing, .failed(.notFound(id: "000000000000000000000000"), cached: nil))
    }

    func testInMemoryRepositoryDefaultsToTheSampleDataset() async {
        let repository = RocketsInMemoryRepository(freshness: .live)
        await repository.load()
        XCTAssertEqual(repository.state, .loaded(RocketSamples.sampleDataset, freshness: .live))
        XCTAssertEqual(repository.pageSize, PageRequest.defaultLimit)
        XCTAssertEqual(repository.rockets, RocketSamples.sampleDataset)
    }
}
