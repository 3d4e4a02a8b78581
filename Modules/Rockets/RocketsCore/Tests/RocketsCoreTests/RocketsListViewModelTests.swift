import Foundation
import RepositoryDefinitions
import RepositorySpies
import RocketsCore
import RocketsMocks
import XCTest

/// The list view model, driven by repository spies: paging, infinite scroll, refresh and selection.
@MainActor
final class RocketsListViewModelTests: XCTestCase {
    private func makeViewModel(_ repository: RocketsRepositoryMocks.Spy, prefetchDistance: Int = 1)
        -> (RocketsListViewModel, RocketsNavigatorSpy)
    {
        let navigator = RocketsNavigatorSpy()
        return (
            RocketsListViewModel(repository: repository, navigator: navigator, prefetchDistance: prefetchDistance),
            navigator
        )
    }

    func testFirstPageThenSecondPageAppendedWithoutDuplicates() async {
        let overlapping = [RocketPages.pageOne[3]] + RocketPages.pageTwo
        let repository = RocketsRepositoryMocks.paging(second: overlapping)
        repository.onLoadMore = { spy in
            guard let current = spy.state.value else { return }
            spy.state = .loaded(current + overlapping, freshness: .live)
            spy.hasNextPage = false
        }
        let (viewModel, _) = makeViewModel(repository)
        XCTAssertEqual(viewModel.state, .initial)
        XCTAssertEqual(viewModel.rows, [])

        await viewModel.load()
        XCTAssertEqual(repository.loadCallCount, 1)
        XCTAssertEqual(viewModel.rows.map(\.id), RocketPages.pageOne.map(\.id))
        XCTAssertEqual(viewModel.rows.first?.name, "Falcon 1")
        XCTAssertEqual(viewModel.rows.first?.successRate, "40%")
        XCTAssertTrue(viewModel.hasNextPage)
        XCTAssertEqual(viewModel.totalItems, 9)

        await viewModel.loadMoreIfNeeded(visibleIndex: 3)
        XCTAssertEqual(repository.loadMoreCallCount, 1)
        XCTAssertEqual(viewModel.rows.map(\.id), (RocketPages.pageOne + RocketPages.pageTwo).map(\.id))
        XCTAssertEqual(Set(viewModel.rows.map(\.id)).count, viewModel.rows.count)
        XCTAssertFalse(viewModel.hasNextPage)
        XCTAssertEqual(viewModel.state.freshness, .live)
    }

    func testLoadMoreIfNeededWaitsUntilTheEndIsNear() async {
        let repository = RocketsRepositoryMocks.paging()
        let (viewModel, _) = makeViewModel(repository, prefetchDistance: 1)
        await viewModel.loadMoreIfNeeded(visibleIndex: 0)
        XCTAssertEqual(repository.loadMoreCallCount, 0, "nothing is loaded yet")
        await viewModel.load()
        await viewModel.loadMoreIfNeeded(visibleIndex: 0)
        await viewModel.loadMoreIfNeeded(visibleIndex: 1)
        XCTAssertEqual(repository.loadMoreCallCount, 0)
        await viewModel.loadMoreIfNeeded(visibleIndex: 2)
        XCTAssertEqual(repository.loadMoreCallCount, 1)
        XCTAssertEqual(viewModel.rows.count, 8)
        await viewModel.loadMoreIfNeeded(visibleIndex: 7)
        XCTAssertEqual(repository.loadMoreCallCount, 1, "the last page was reached")
    }

    func testLoadMoreIfNeededSkipsWhileBusyOrAfterAFailure() async {
        let repository = RocketsRepositoryMocks.loadMoreFailing(.timeout)
        let (viewModel, _) = makeViewModel(repository)
        repository.isLoadingMore = true
        await viewModel.loadMoreIfNeeded(visibleIndex: 3)
        XCTAssertEqual(repository.loadMoreCallCount, 0)
        repository.isLoadingMore = false
        repository.state = .refreshing(current: RocketPages.pageOne)
        await viewModel.loadMoreIfNeeded(visibleIndex: 3)
        XCTAssertEqual(repository.loadMoreCallCount, 0)
        repository.state = .loaded(RocketPages.pageOne, freshness: .live)

        await viewModel.loadMoreIfNeeded(visibleIndex: 3)
        XCTAssertEqual(repository.loadMoreCallCount, 1)
        XCTAssertEqual(viewModel.loadMoreError, .timeout)
        await viewModel.loadMoreIfNeeded(visibleIndex: 3)
        XCTAssertEqual(repository.loadMoreCallCount, 1, "a failed page is retried on request, not by scrolling")
        await viewModel.loadMore()
        XCTAssertEqual(repository.loadMoreCallCount, 2)
        XCTAssertFalse(viewModel.isLoadingMore)
    }

    func testRefreshAsksTheRepository() async {
        let repository = RocketsRepositoryMocks.paging()
        let (viewModel, _) = makeViewModel(repository)
        await viewModel.refresh()
        XCTAssertEqual(repository.refreshCallCount, 1)
        XCTAssertEqual(repository.loadCallCount, 0)
        XCTAssertEqual(viewModel.rows.count, 4)
    }

    func testSelectEmitsTheDetailRoute() async {
        let (viewModel, navigator) = makeViewModel(RocketsRepositoryMocks.loaded())
        viewModel.select(id: RocketSamples.starship.id)
        viewModel.select(id: RocketSamples.falcon1.id)
        XCTAssertEqual(
            navigator.routes,
            [.rocketDetail(id: "5e9d0d96eda699382d09d1ee"), .rocketDetail(id: "5e9d0d95eda69955f709d1eb")])
        XCTAssertEqual(navigator.navigateCallCount, 2)
    }

    func testStatesMapToRows() async {
        let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let (offline, _) = makeViewModel(RocketsRepositoryMocks.offlineCached(storedAt: storedAt))
        XCTAssertEqual(offline.state.error, .offline)
        XCTAssertEqual(offline.rows.map(\.name), ["Falcon 1", "Falcon 9", "Falcon Heavy", "Starship"])
        XCTAssertEqual(offline.state.freshness, .cached(storedAt: storedAt))

        let (loading, _) = makeViewModel(RocketsRepositoryMocks.loading())
        XCTAssertEqual(loading.state, .loading)
        let (failed, _) = makeViewModel(RocketsRepositoryMocks.failed(.server(status: 503)))
        XCTAssertEqual(failed.state, .failed(.server(status: 503), cached: nil))
        let (empty, _) = makeViewModel(RocketsRepositoryMocks.empty())
        XCTAssertEqual(empty.state, .loaded([], freshness: .live))
        XCTAssertEqual(empty.totalItems, 0)
    }

    func testRocketByIdForPaintingTheDetail() async {
        let (viewModel, _) = makeViewModel(RocketsRepositoryMocks.loaded())
        XCTAssertEqual(viewModel.rocket(id: RocketSamples.falcon9.id), RocketSamples.falcon9)
        XCTAssertNil(viewModel.rocket(id: "000000000000000000000000"))
        XCTAssertEqual(viewModel.prefetchDistance, 1)
    }
}
