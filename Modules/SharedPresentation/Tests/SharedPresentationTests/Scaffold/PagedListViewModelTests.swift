import Foundation
import RepositoryDefinitions
import RepositorySpies
import SharedPresentation
import Testing

@testable import PresentationCore

/// The list scaffold's view model, driven by the repository spy: the behaviour every feature's list gets.
@MainActor
struct PagedListViewModelTests {
    /// Planets `range`, named after their number.
    static func planets(_ range: ClosedRange<Int>) -> [Planet] {
        range.map { Planet(id: "p\($0)", name: "Planet \($0)") }
    }

    /// A spy serving `total` planets ten at a time.
    static func paging(total: Int) -> PaginatedRepositorySpy<Planet, String> {
        PagedListControllerTests.paging(total: total, filter: "all")
    }

    static func makeList(_ spy: PaginatedRepositorySpy<Planet, String>) -> PagedListViewModel<Planet, String, PlanetRow>
    {
        PagedListViewModel(repository: spy) { planets, filter in
            planets.map { PlanetRow(id: $0.id, name: "\($0.name) (\(filter))") }
        }
    }

    @Test func rowsFollowTheRepositoryOnePerID() async {
        let spy = Self.paging(total: 25)
        let list = Self.makeList(spy)
        #expect(list.rows.isEmpty && list.state == .initial)

        await list.load()
        #expect(list.rows.map(\.name).first == "Planet 1 (all)")
        #expect(list.rows.count == 10 && list.hasNextPage && list.totalItems == 25)

        spy.state = .loaded(Self.planets(1...10) + Self.planets(5...12), freshness: .live)
        #expect(list.rows.map(\.id) == Self.planets(1...12).map(\.id), "an overlapping page never shows a row twice")
        #expect(list.item(id: "p12")?.name == "Planet 12")
        #expect(list.item(id: "p99") == nil)
    }

    @Test func theNextPageIsFetchedOnlyNearTheEnd() async {
        let spy = Self.paging(total: 25)
        let list = Self.makeList(spy)
        await list.load()

        #expect(!list.needsMore(after: 3), "far from the end")
        #expect(list.needsMore(after: 10 - PagedListViewModel<Planet, String, PlanetRow>.prefetchDistance))
        await list.loadMore()
        #expect(list.rows.count == 20)
    }

    @Test func scrollingWaitsWhileLoadingAndAfterAFailure() async {
        let spy = Self.paging(total: 25)
        let list = Self.makeList(spy)
        await list.load()

        spy.isLoadingMore = true
        #expect(!list.needsMore(after: 9) && list.isBusy)
        spy.isLoadingMore = false
        spy.loadMoreError = .timeout
        #expect(!list.needsMore(after: 9), "a failed page is retried by the user, never by scrolling")
        spy.loadMoreError = nil
        spy.state = .refreshing(current: Self.planets(1...10))
        #expect(!list.needsMore(after: 9), "not while the first page is reloading")
        await list.loadMore()
        #expect(spy.loadMoreCallCount == 1, "loadMore is the explicit retry")
    }

    @Test func aRefreshLoadsBackAsManyRowsAsWereShown() async {
        let spy = Self.paging(total: 45)
        let list = Self.makeList(spy)
        await list.load()
        await list.loadMore()
        await list.loadMore()
        spy.loadMoreError = .server(status: 500)
        #expect(list.rows.count == 30)

        await list.refresh(keepingAtLeast: 30)

        #expect(spy.refreshCallCount == 1)
        #expect(list.rows.count == 30, "the rows shown before are back, so the selected one is found again")
        #expect(list.loadMoreError == nil)
    }

    @Test func aFailedRefreshFetchesNothingMore() async {
        let spy = Self.paging(total: 45)
        let list = Self.makeList(spy)
        await list.load()
        spy.onRefresh = { spy in spy.state = .failed(.timeout, cached: nil) }

        await list.refresh(keepingAtLeast: 30)

        #expect(spy.loadMoreCallCount == 0)
    }

    @Test func loadAllFetchesEveryPageAndStopsAtAFailure() async {
        let spy = Self.paging(total: 45)
        let list = Self.makeList(spy)
        await list.load()
        await list.loadAll()
        #expect(list.rows.count == 45 && !list.hasNextPage)

        let failing = Self.paging(total: 45)
        let other = Self.makeList(failing)
        await other.load()
        failing.onLoadMore = { spy in spy.loadMoreError = .offline }
        await other.loadAll()
        #expect(failing.loadMoreCallCount == 1, "one failure stops it")
    }

    @Test func applyingTheSameFilterDoesNothingUnlessTheLoadFailed() async {
        let spy = Self.paging(total: 5)
        let list = Self.makeList(spy)
        await list.load()

        await list.apply("all")
        #expect(spy.setFilterCalls.isEmpty)
        await list.apply("inner")
        #expect(spy.setFilterCalls == ["inner"])
        #expect(list.filter == "inner")
        spy.state = .failed(.offline, cached: nil)
        await list.apply("inner")
        #expect(spy.setFilterCalls == ["inner", "inner"])
    }

    @Test func statesMapToRowsAndEmptyIsKnown() async {
        let spy = PaginatedRepositorySpy<Planet, String>(filter: "all")
        let list = Self.makeList(spy)
        spy.state = .loading
        #expect(list.state == .loading && list.isBusy)
        spy.state = .loaded([], freshness: .live)
        #expect(list.rows.isEmpty && !list.isBusy)
        let storedAt = Date(timeIntervalSince1970: 0)
        spy.state = .failed(.offline, cached: CachedValue(value: Self.planets(1...2), storedAt: storedAt))
        #expect(list.rows.count == 2)
        #expect(list.state.error == .offline)
        await list.refresh()
        #expect(spy.refreshCallCount == 1)
    }
}
