import Foundation
import LaunchesCore
import LaunchesMocks
import RepositoryDefinitions
import XCTest

/// The ready-made repositories behave as documented.
@MainActor
final class LaunchesMocksBehaviourTests: XCTestCase {
    func testPagingRepositoryServesTwoPages() async {
        let repository = LaunchesRepositoryMocks.paging()
        XCTAssertEqual(repository.state, .initial)
        await repository.load()
        XCTAssertEqual(repository.state, .loaded(LaunchMocks.pageOne, freshness: .live))
        XCTAssertTrue(repository.hasNextPage)
        XCTAssertEqual(repository.totalItems, 20)
        await repository.loadMore()
        XCTAssertEqual(repository.state.value, LaunchMocks.pageOne + LaunchMocks.pageTwo)
        XCTAssertFalse(repository.hasNextPage)
        await repository.loadMore()
        XCTAssertEqual(repository.state.value?.count, 20)
        await repository.refresh()
        XCTAssertEqual(repository.state.value, LaunchMocks.pageOne)
        XCTAssertEqual(repository.loadMoreCallCount, 2)
        XCTAssertEqual(repository.refreshCallCount, 1)
    }

    func testPagingRepositoryFiltersOnSetFilter() async throws {
        let repository = LaunchesRepositoryMocks.sample()
        let filter = try LaunchFilter(start: "2006-01-01", end: "2009-12-31", timeZone: LaunchFilter.utc)
        await repository.setFilter(filter)
        XCTAssertEqual(repository.setFilterCalls, [filter])
        XCTAssertEqual(
            repository.state.value?.map(\.name), ["RazakSat", "RatSat", "Trailblazer", "DemoSat", "FalconSat"])
        XCTAssertEqual(repository.state.freshness, .sample)
        XCTAssertFalse(repository.hasNextPage)
    }

    func testFixedStateRepositories() async {
        let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let loading = LaunchesRepositoryMocks.loading()
        await loading.load()
        XCTAssertEqual(loading.state, .loading)

        let failed = LaunchesRepositoryMocks.failed(.timeout)
        await failed.refresh()
        await failed.setFilter(LaunchFilter(timeZone: LaunchFilter.utc, searchText: "x"))
        XCTAssertEqual(failed.state, .failed(.timeout, cached: nil))

        let empty = LaunchesRepositoryMocks.empty()
        await empty.load()
        XCTAssertEqual(empty.state, .loaded([], freshness: .live))
        XCTAssertEqual(empty.totalItems, 0)

        let offline = LaunchesRepositoryMocks.offlineCached(storedAt: storedAt)
        XCTAssertEqual(
            offline.state, .failed(.offline, cached: CachedValue(value: LaunchMocks.pageOne, storedAt: storedAt)))
    }

    func testDetailRepositoryAnswersWithTheFullLaunch() async {
        let full = LaunchMocks.sampleDataset[0]
        let listed = LaunchMocks.listProjection(of: full)
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: full)
        XCTAssertEqual(repository.state.value, [listed])
        let item = await repository.item(id: full.id)
        XCTAssertEqual(item, .loaded(full, freshness: .live))
        let refreshed = await repository.refreshItem(id: full.id)
        XCTAssertEqual(refreshed, .loaded(full, freshness: .live))
        XCTAssertEqual(repository.itemCalls, [full.id])
        XCTAssertEqual(repository.refreshItemCalls, [full.id])
    }
}
