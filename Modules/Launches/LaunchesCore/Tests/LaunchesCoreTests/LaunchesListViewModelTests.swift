import Foundation
import LaunchesCore
import LaunchesMocks
import RepositoryDefinitions
import RepositorySpies
import XCTest

/// The list view model, driven by the repository spy.
@MainActor
final class LaunchesListViewModelTests: XCTestCase {
    /// 2026-11-21T00:00:00Z.
    private nonisolated static let now = Date(timeIntervalSince1970: 1_795_219_200)

    private func makeViewModel(
        _ repository: LaunchesRepositoryMocks.Spy, threshold: Int = 5
    ) -> (LaunchesListViewModel, LaunchesNavigatorSpy) {
        let navigator = LaunchesNavigatorSpy()
        let viewModel = LaunchesListViewModel(
            repository: repository, navigator: navigator, loadMoreThreshold: threshold, now: { Self.now })
        return (viewModel, navigator)
    }

    func testFirstPageThenSecondPageAppendedWithoutDuplicates() async {
        let repository = LaunchesRepositoryMocks.paging()
        let (viewModel, _) = makeViewModel(repository)
        XCTAssertEqual(viewModel.rows, [])
        XCTAssertEqual(viewModel.state, .initial)

        await viewModel.load()
        XCTAssertEqual(repository.loadCallCount, 1)
        XCTAssertEqual(viewModel.rows.map(\.id), LaunchMocks.pageOne.map(\.id))
        XCTAssertTrue(viewModel.hasNextPage)
        XCTAssertEqual(viewModel.totalItems, 20)

        await viewModel.loadMore()
        XCTAssertEqual(repository.loadMoreCallCount, 1)
        let ids = viewModel.rows.map(\.id)
        XCTAssertEqual(ids, (LaunchMocks.pageOne + LaunchMocks.pageTwo).map(\.id))
        XCTAssertEqual(Set(ids).count, 20)
        XCTAssertFalse(viewModel.hasNextPage)

        await viewModel.loadMore()
        XCTAssertEqual(viewModel.rows.count, 20, "no page after the last one")
    }

    func testRowsArePresentationValues() async throws {
        let repository = LaunchesRepositoryMocks.paging()
        let (viewModel, _) = makeViewModel(repository)
        await viewModel.load()
        let first = try XCTUnwrap(viewModel.rows.first)
        let launch = LaunchMocks.pageOne[0]
        XCTAssertEqual(first.mission, launch.name)
        XCTAssertEqual(first.site, launch.launchpad?.name)
        XCTAssertEqual(first.status, .awaitingUpdate)
        XCTAssertTrue(first.date.hasPrefix("NET "))
        guard case .loaded(let rows, freshness: .live) = viewModel.state else { return XCTFail("expected rows") }
        XCTAssertEqual(rows, viewModel.rows)
        XCTAssertEqual(viewModel.filter, repository.filter)
    }

    func testRowsFollowTheFilterTimeZone() async throws {
        let newYork = TimeZone(identifier: "America/New_York")!
        let falconSat = try XCTUnwrap(LaunchMocks.sampleDataset.first)
        let repository = LaunchesRepositoryMocks.serving([falconSat], filter: LaunchFilter(timeZone: newYork))
        let (viewModel, _) = makeViewModel(repository)
        await viewModel.load()
        XCTAssertEqual(viewModel.rows.first?.date, "24 Mar 2006, 17:30 UTC-5")
        await viewModel.apply(LaunchFilter(timeZone: LaunchFilter.utc))
        XCTAssertEqual(viewModel.rows.first?.date, "24 Mar 2006, 22:30 UTC")
    }

    func testInfiniteScrollLoadsMoreOnlyNearTheEnd() async {
        let repository = LaunchesRepositoryMocks.paging()
        let (viewModel, _) = makeViewModel(repository, threshold: 3)
        await viewModel.loadMoreIfNeeded(visibleIndex: 9)
        XCTAssertEqual(repository.loadMoreCallCount, 0, "nothing loaded yet")
        await viewModel.load()
        for index in 0..<7 {
            await viewModel.loadMoreIfNeeded(visibleIndex: index)
        }
        XCTAssertEqual(repository.loadMoreCallCount, 0)
        await viewModel.loadMoreIfNeeded(visibleIndex: 7)
        XCTAssertEqual(repository.loadMoreCallCount, 1)
        XCTAssertEqual(viewModel.rows.count, 20)
        await viewModel.loadMoreIfNeeded(visibleIndex: 19)
        XCTAssertEqual(repository.loadMoreCallCount, 1, "no next page")
    }

    func testInfiniteScrollWaitsWhileLoadingAndAfterAFailure() async {
        let repository = LaunchesRepositoryMocks.paging()
        let (viewModel, _) = makeViewModel(repository)
        await viewModel.load()
        repository.isLoadingMore = true
        await viewModel.loadMoreIfNeeded(visibleIndex: 9)
        XCTAssertEqual(repository.loadMoreCallCount, 0)
        repository.isLoadingMore = false
        repository.loadMoreError = .timeout
        await viewModel.loadMoreIfNeeded(visibleIndex: 9)
        XCTAssertEqual(repository.loadMoreCallCount, 0)
        XCTAssertEqual(viewModel.loadMoreError, .timeout)
        await viewModel.loadMore()
        XCTAssertEqual(repository.loadMoreCallCount, 1, "an explicit retry still works")
        repository.state = .refreshing(current: LaunchMocks.pageOne)
        repository.loadMoreError = nil
        repository.hasNextPage = true
        await viewModel.loadMoreIfNeeded(visibleIndex: 9)
        XCTAssertEqual(repository.loadMoreCallCount, 1, "not during a refresh")
    }

    func testFilterChangeResetsTheRowsAndGoesThroughTheRepository() async throws {
        let repository = LaunchesRepositoryMocks.paging()
        let (viewModel, _) = makeViewModel(repository)
        await viewModel.load()
        await viewModel.loadMore()
        XCTAssertEqual(viewModel.rows.count, 20)

        var rowsWhileFiltering: [LaunchRow]?
        repository.onSetFilter = { spy, _ in
            spy.state = .loading
            rowsWhileFiltering = viewModel.rows
        }
        let filter = try LaunchFilter(start: "2022-01-01", end: "2022-06-30", timeZone: LaunchFilter.utc)
        await viewModel.apply(filter)
        XCTAssertEqual(repository.setFilterCalls, [filter])
        XCTAssertEqual(rowsWhileFiltering, [], "the old rows are gone as soon as the filter changes")
        XCTAssertEqual(viewModel.rows, [])
        XCTAssertEqual(viewModel.filter, filter)
    }

    func testFilterChangeShowsOnlyMatchingLaunches() async throws {
        let repository = LaunchesRepositoryMocks.sample()
        let (viewModel, _) = makeViewModel(repository)
        await viewModel.load()
        let year2020 = try LaunchFilter(
            start: "2020-01-01", end: "2020-12-31", timeZone: LaunchFilter.utc, sortOrder: .oldestFirst)
        await viewModel.apply(year2020)
        XCTAssertEqual(viewModel.rows.count, 10)
        XCTAssertEqual(viewModel.totalItems, 26)
        XCTAssertEqual(viewModel.rows.first?.mission, "Starlink-2")
        await viewModel.loadMoreIfNeeded(visibleIndex: 9)
        XCTAssertEqual(viewModel.rows.count, 20)
        XCTAssertTrue(viewModel.hasNextPage)
        await viewModel.loadMoreIfNeeded(visibleIndex: 19)
        XCTAssertEqual(viewModel.rows.count, 26)
        XCTAssertEqual(viewModel.rows.last?.mission, "NROL-108")
        XCTAssertFalse(viewModel.hasNextPage)
    }

    func testApplyingTheSameFilterDoesNothingUnlessTheLoadFailed() async {
        let repository = LaunchesRepositoryMocks.paging()
        let (viewModel, _) = makeViewModel(repository)
        await viewModel.load()
        await viewModel.apply(repository.filter)
        XCTAssertEqual(repository.setFilterCalls, [])
        repository.state = .failed(.offline, cached: nil)
        await viewModel.apply(repository.filter)
        XCTAssertEqual(repository.setFilterCalls.count, 1)
    }

    func testClearFilterKeepsZoneAndOrder() async throws {
        let newYork = TimeZone(identifier: "America/New_York")!
        let filter = try LaunchFilter(
            start: "2020-01-01", end: nil, timeZone: newYork, sortOrder: .oldestFirst, searchText: "crew")
        let repository = LaunchesRepositoryMocks.paging(filter: filter)
        let (viewModel, _) = makeViewModel(repository)
        await viewModel.load()
        await viewModel.clearFilter()
        XCTAssertEqual(repository.setFilterCalls, [LaunchFilter(timeZone: newYork, sortOrder: .oldestFirst)])
    }

    func testRefreshAndSelection() async {
        let repository = LaunchesRepositoryMocks.paging()
        let (viewModel, navigator) = makeViewModel(repository)
        await viewModel.refresh()
        XCTAssertEqual(repository.refreshCallCount, 1)
        viewModel.select(id: LaunchMocks.pageOne[3].id)
        XCTAssertEqual(navigator.routes, [.launchDetail(id: LaunchMocks.pageOne[3].id)])
    }

    func testFailedEmptyLoadingAndOfflineStates() async {
        let (failed, _) = makeViewModel(LaunchesRepositoryMocks.failed(.server(status: 503)))
        await failed.load()
        XCTAssertEqual(failed.state, .failed(.server(status: 503), cached: nil))
        XCTAssertEqual(failed.rows, [])
        XCTAssertFalse(failed.isEmpty)

        let (empty, _) = makeViewModel(LaunchesRepositoryMocks.empty())
        await empty.load()
        XCTAssertTrue(empty.isEmpty)
        XCTAssertEqual(empty.totalItems, 0)

        let (loading, _) = makeViewModel(LaunchesRepositoryMocks.loading())
        XCTAssertEqual(loading.state, .loading)
        XCTAssertFalse(loading.isLoadingMore)

        let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let (offline, _) = makeViewModel(LaunchesRepositoryMocks.offlineCached(storedAt: storedAt))
        XCTAssertEqual(offline.rows.count, 10)
        XCTAssertEqual(offline.state.error, .offline)
        XCTAssertEqual(offline.state.freshness, .cached(storedAt: storedAt))
    }
}
