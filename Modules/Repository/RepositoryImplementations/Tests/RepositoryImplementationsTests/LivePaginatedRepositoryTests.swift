import Foundation
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import RepositoryImplementations

/// A minimal listed document for the generic repository.
private struct Doc: Decodable, Identifiable, Sendable, Equatable {
    let id: String
}

private let storedAt = Date(timeIntervalSince1970: 1_700_000_000)

private func makePage(_ ids: [String], page: Int = 1, next: Int? = nil, total: Int = 4) -> Page<Doc> {
    Page(
        items: ids.map(Doc.init), page: page, limit: 2, totalItems: total, totalPages: 2, hasNextPage: next != nil,
        nextPage: next)
}

@MainActor
final class LivePaginatedRepositoryTests: XCTestCase {
    private typealias Repository = LivePaginatedRepository<Doc, String>

    private var api: APIServiceSpy!
    private var endpoint: CollectionEndpointSpy<Doc, String>!

    override func setUp() async throws {
        api = APIServiceSpy()
        endpoint = CollectionEndpointSpy(collection: .launches, listItemsAreComplete: false)
        endpoint.listQueryHandler = { filter, page, limit in
            CollectionQuery(collection: .launches, filter: .text(filter), page: page, limit: limit)
        }
    }

    private func makeRepository(filter: String = "all", now: Date? = nil) -> Repository {
        let clock = now ?? storedAt
        return LivePaginatedRepository(endpoint: endpoint, api: api, filter: filter, pageSize: 2, now: { clock })
    }

    /// Answers by policy and page: the cache holds `cached` (or nothing), the network answers `network(page)`.
    private func answer(
        cached: Fetched<Page<Doc>>? = nil,
        network: @escaping @Sendable (CollectionQuery) -> Result<Page<Doc>, RepositoryError>
    ) {
        api.queryHandler = { query, policy in
            switch policy {
            case .cacheOnly:
                if let cached { return .success(cached) }
                return .failure(.notCached)
            case .reload, .returnFreshElseLoad:
                return network(query).map { Fetched.live($0) as any Sendable }
            }
        }
    }

    private func ids(_ repository: Repository) -> [String]? {
        repository.state.value?.map(\.id)
    }

    func testLoadWithoutCacheAsksTheCacheThenTheNetworkOnce() async throws {
        let first = makePage(["a", "b"], next: 2)
        answer { _ in .success(first) }
        let repository = makeRepository()

        await repository.load()

        XCTAssertEqual(repository.state, .loaded([Doc(id: "a"), Doc(id: "b")], freshness: .live))
        XCTAssertEqual(api.queryCalls.map(\.policy), [.cacheOnly, .reload])
        XCTAssertEqual(api.queryCalls.map(\.query.page), [1, 1])
        XCTAssertTrue(repository.hasNextPage)
        XCTAssertEqual(repository.totalItems, 4)
    }

    func testFreshCacheAnswersWithoutANetworkRequest() async throws {
        answer(cached: Fetched(value: makePage(["a"]), freshness: .cached(storedAt: storedAt), isFresh: true)) { _ in
            .failure(.offline)
        }
        let repository = makeRepository()

        await repository.load()

        XCTAssertEqual(repository.state, .loaded([Doc(id: "a")], freshness: .cached(storedAt: storedAt)))
        XCTAssertEqual(api.queryCalls.map(\.policy), [.cacheOnly])
    }

    func testStaleCacheIsShownWhileTheNetworkRevalidates() async throws {
        let stale = Fetched(value: makePage(["old"]), freshness: .cached(storedAt: storedAt), isFresh: false)
        let fresh = makePage(["new"])
        answer(cached: stale) { _ in .success(fresh) }
        let repository = makeRepository()
        api.gate.hold()

        let loading = Task { await repository.load() }
        try await api.gate.waitForArrivals(1)
        api.gate.releaseNext()
        try await api.gate.waitForArrivals(2)

        XCTAssertEqual(repository.state, .refreshing(current: [Doc(id: "old")]))
        api.gate.releaseAll()
        try await BoundedWait.value(of: loading, "the loading task to end")
        XCTAssertEqual(repository.state, .loaded([Doc(id: "new")], freshness: .live))
    }

    func testNetworkFailureKeepsTheStaleCacheWithItsAge() async throws {
        let stale = Fetched(value: makePage(["old"]), freshness: .cached(storedAt: storedAt), isFresh: false)
        answer(cached: stale) { _ in .failure(.server(status: 503)) }
        let repository = makeRepository()

        await repository.load()

        XCTAssertEqual(
            repository.state,
            .failed(.server(status: 503), cached: CachedValue(value: [Doc(id: "old")], storedAt: storedAt)))
    }

    func testNetworkFailureWithoutCacheFailsWithNothingToShow() async throws {
        answer { _ in .failure(.offline) }
        let repository = makeRepository()

        await repository.load()

        XCTAssertEqual(repository.state, .failed(.offline, cached: nil))
        XCTAssertNil(repository.state.value)
    }

    func testLoadMoreAppendsTheNextPageWithoutDuplicates() async throws {
        answer { query in
            query.page == 1 ? .success(makePage(["a", "b"], next: 2)) : .success(makePage(["b", "c"], page: 2))
        }
        let repository = makeRepository()
        await repository.load()

        await repository.loadMore()

        XCTAssertEqual(ids(repository), ["a", "b", "c"])
        XCTAssertFalse(repository.hasNextPage)
        XCTAssertEqual(api.queryCalls.last?.query.page, 2)
        XCTAssertEqual(api.queryCalls.last?.policy, .returnFreshElseLoad)

        await repository.loadMore()
        XCTAssertEqual(api.queryCallCount, 3, "no request once there is no next page")
    }

    func testLoadMoreDoesNothingWhileAPageIsInFlight() async throws {
        answer { query in
            query.page == 1 ? .success(makePage(["a", "b"], next: 2)) : .success(makePage(["c", "d"], page: 2))
        }
        let repository = makeRepository()
        await repository.load()
        api.gate.hold()

        let first = Task { await repository.loadMore() }
        try await api.gate.waitForArrivals(3)
        XCTAssertTrue(repository.isLoadingMore)
        await repository.loadMore()
        XCTAssertEqual(api.queryCallCount, 3)

        api.gate.releaseAll()
        try await BoundedWait.value(of: first, "the first task to end")
        XCTAssertFalse(repository.isLoadingMore)
        XCTAssertEqual(ids(repository), ["a", "b", "c", "d"])
    }

    func testLoadMoreFailureKeepsTheItemsAndReportsTheError() async throws {
        answer { query in query.page == 1 ? .success(makePage(["a", "b"], next: 2)) : .failure(.timeout) }
        let repository = makeRepository()
        await repository.load()

        await repository.loadMore()

        XCTAssertEqual(ids(repository), ["a", "b"])
        XCTAssertEqual(repository.loadMoreError, .timeout)
        XCTAssertFalse(repository.isLoadingMore)
        XCTAssertTrue(repository.hasNextPage, "the page can be asked for again")
    }

    func testRefreshStartsAgainFromPageOneOverTheNetwork() async throws {
        answer { query in
            query.page == 1 ? .success(makePage(["a", "b"], next: 2)) : .success(makePage(["c"], page: 2))
        }
        let repository = makeRepository()
        await repository.load()
        await repository.loadMore()

        await repository.refresh()

        XCTAssertEqual(ids(repository), ["a", "b"])
        XCTAssertEqual(api.queryCalls.last?.query.page, 1)
        XCTAssertEqual(api.queryCalls.last?.policy, .reload)
        XCTAssertTrue(repository.hasNextPage)
    }

    func testRefreshFailureKeepsWhatWasOnScreen() async throws {
        let results = Locked<[Result<Page<Doc>, RepositoryError>]>([.success(makePage(["a"])), .failure(.timeout)])
        answer { _ in results.withLock { $0.removeFirst() } }
        let repository = makeRepository()
        await repository.load()

        await repository.refresh()

        XCTAssertEqual(repository.state.error, .timeout)
        XCTAssertEqual(ids(repository), ["a"])
    }

    /// A refresh while the source throttles sends nothing and keeps every loaded row and the paging, under the
    /// refusal; when the throttle starts with the refresh's own request (the source answers its saved first page),
    /// the rows and paging shown before are kept too, and the next page is still the one after them.
    func testRefreshWhileThrottledKeepsEveryRowAndThePaging() async throws {
        let pages = [1: makePage(["a", "b"], next: 2), 2: makePage(["c", "d"], page: 2, next: 3)]
        let third = makePage(["e"], page: 3)
        let throttled = Locked(false)
        let refusal = RepositoryError.rateLimited(retryAfter: 90)
        api.queryHandler = { query, policy in
            if query.page == 3 { return .success(Fetched.live(third) as any Sendable) }
            guard let page = pages[query.page] else { return .failure(.notCached) }
            if policy == .cacheOnly || throttled.current {
                return .success(Fetched(value: page, freshness: .cached(storedAt: storedAt), isFresh: false))
            }
            return .success(Fetched.live(page))
        }
        let repository = LivePaginatedRepository(
            endpoint: endpoint, api: api, filter: "all", pageSize: 2, now: { storedAt },
            throttle: { throttled.current ? refusal : nil })
        await repository.load()
        await repository.loadMore()
        XCTAssertEqual(ids(repository), ["a", "b", "c", "d"])
        let before = api.queryCallCount

        throttled.current = true
        await repository.refresh()

        XCTAssertEqual(api.queryCallCount, before, "no request while throttled")
        XCTAssertEqual(repository.state.error, refusal)
        XCTAssertEqual(ids(repository), ["a", "b", "c", "d"])
        XCTAssertTrue(repository.hasNextPage)

        // The throttle starts with the refresh's own request: its saved first page does not replace the rows.
        throttled.current = false
        let becomesThrottled = Locked(false)
        api.queryHandler = { query, policy in
            if query.page == 3 { return .success(Fetched.live(third) as any Sendable) }
            becomesThrottled.current = true
            throttled.current = true
            return .success(
                Fetched(value: pages[query.page]!, freshness: .cached(storedAt: storedAt), isFresh: false))
        }
        await repository.refresh()

        XCTAssertTrue(becomesThrottled.current)
        XCTAssertEqual(repository.state.error, refusal)
        XCTAssertEqual(ids(repository), ["a", "b", "c", "d"])
        throttled.current = false
        await repository.loadMore()
        XCTAssertEqual(ids(repository), ["a", "b", "c", "d", "e"], "paging goes on after the rows kept")
    }

    func testChangingTheFilterCancelsAndDiscardsTheLateAnswer() async throws {
        answer { query in
            query.filter == .text("old") ? .success(makePage(["stale-answer"])) : .success(makePage(["b1", "b2"]))
        }
        let repository = makeRepository(filter: "old")
        api.gate.hold()
        let oldLoad = Task { await repository.load() }
        try await api.gate.waitForArrivals(1)
        api.gate.releaseNext()
        try await api.gate.waitForArrivals(2)

        let newLoad = Task { await repository.setFilter("new") }
        try await api.gate.waitForArrivals(3)
        XCTAssertEqual(repository.filter, "new")
        XCTAssertEqual(repository.state, .initial, "the old list is gone as soon as the filter changes")

        api.gate.releaseAll()
        try await BoundedWait.value(of: oldLoad, "the oldLoad task to end")
        try await BoundedWait.value(of: newLoad, "the newLoad task to end")

        XCTAssertEqual(ids(repository), ["b1", "b2"])
        XCTAssertEqual(api.queryCalls.map(\.query.filter), [.text("old"), .text("old"), .text("new"), .text("new")])
    }

    /// A user who changes the filter quickly, at any point of the first page's two calls (cache, then network),
    /// ends on a list loaded for the last filter: the repository never misses the new filter's request, never
    /// shows an old filter's late answer, and is not left loading.
    func testChangingTheFilterAtAnyMomentEndsWithTheLastFiltersList() async throws {
        let stale = Fetched(value: makePage(["cached"]), freshness: .cached(storedAt: storedAt), isFresh: false)
        for changeAfterArrivals in 0...2 {
            api = APIServiceSpy()
            answer(cached: stale) { query in
                guard case .text(let filter) = query.filter else { return .failure(.timeout) }
                return .success(makePage(["\(filter)-1", "\(filter)-2"]))
            }
            let repository = makeRepository(filter: "f0")
            api.gate.hold()
            var calls = [Task { await repository.load() }]
            try await api.gate.waitForArrivals(1)
            if changeAfterArrivals > 0 { api.gate.releaseNext() }
            if changeAfterArrivals > 1 { try await api.gate.waitForArrivals(2) }
            for filter in ["f1", "f2", "f3"] {
                calls.append(Task { await repository.setFilter(filter) })
            }
            api.gate.releaseAll()
            for (index, call) in calls.enumerated() {
                try await BoundedWait.value(
                    of: call, "filter change \(index) to end (changed after \(changeAfterArrivals))")
            }

            let last = repository.filter
            XCTAssertEqual(last, "f3", "changed after \(changeAfterArrivals) calls")
            XCTAssertEqual(ids(repository), ["\(last)-1", "\(last)-2"], "changed after \(changeAfterArrivals) calls")
            XCTAssertEqual(repository.state.freshness, .live)
            let reloads = api.queryCalls.filter { $0.policy == .reload }
            // An older filter's request may reach the spy after it (its task passed the generation check just
            // before the change, and is then discarded), so look for the request, not its place.
            XCTAssertTrue(reloads.contains { $0.query.filter == .text(last) }, "the last filter's request was sent")
            let before = api.queryCallCount
            try await BoundedWait.value(of: Task { await repository.load() }, "a load after the changes")
            XCTAssertGreaterThan(api.queryCallCount, before, "nothing is left in flight for a load to join")
        }
    }

    func testLoadWhileTheFirstPageIsInFlightJoinsIt() async throws {
        answer { _ in .success(makePage(["a"])) }
        let repository = makeRepository()
        api.gate.hold()

        let first = Task { await repository.load() }
        try await api.gate.waitForArrivals(1)
        let second = Task { await repository.load() }
        api.gate.releaseAll()
        try await BoundedWait.value(of: first, "the first task to end")
        try await BoundedWait.value(of: second, "the second task to end")

        XCTAssertEqual(api.queryCalls.map(\.policy), [.cacheOnly, .reload])
        XCTAssertEqual(ids(repository), ["a"])
    }

    func testAPagePastTheEndLoadsAnEmptyList() async throws {
        answer { _ in
            .success(
                Page(items: [], page: 42, limit: 5, totalItems: 205, totalPages: 41, hasNextPage: false, nextPage: nil))
        }
        let repository = makeRepository()

        await repository.load()

        XCTAssertEqual(repository.state, .loaded([], freshness: .live))
        XCTAssertFalse(repository.hasNextPage)
    }

    func testFirstPageCanStartLaterForScripts() async throws {
        answer { query in .success(makePage(["p\(query.page)"], page: query.page)) }
        let repository = LivePaginatedRepository(endpoint: endpoint, api: api, filter: "all", pageSize: 5, firstPage: 3)

        await repository.load()

        XCTAssertEqual(api.queryCalls.map(\.query.page), [3, 3])
        XCTAssertEqual(api.queryCalls.map(\.query.limit), [5, 5])
        XCTAssertEqual(ids(repository), ["p3"])
    }

    // MARK: - Items

    func testItemIsServedFromAFreshCompleteListWithoutARequest() async throws {
        endpoint.listItemsAreComplete = true
        answer { _ in .success(makePage(["a", "b"])) }
        let repository = makeRepository()
        await repository.load()

        let item = await repository.item(id: "b")

        XCTAssertEqual(item, .loaded(Doc(id: "b"), freshness: .live))
        XCTAssertEqual(api.itemCallCount, 0)
    }

    func testItemIsFetchedWhenListItemsAreIncomplete() async throws {
        answer { _ in .success(makePage(["a"])) }
        api.stubItem(.success(Fetched.live(Doc(id: "a"))))
        let repository = makeRepository()
        await repository.load()

        let item = await repository.item(id: "a")

        XCTAssertEqual(item, .loaded(Doc(id: "a"), freshness: .live))
        XCTAssertEqual(api.itemCalls.map(\.lookup), [.get(.launches, id: "a")])
        XCTAssertEqual(api.itemCalls.map(\.policy), [.returnFreshElseLoad])
        XCTAssertEqual(endpoint.itemLookupCalls, ["a"])
    }

    func testCachedItemReadsTheCacheOnlyHoweverOld() async throws {
        let stale = Fetched(value: Doc(id: "a"), freshness: .cached(storedAt: storedAt), isFresh: false)
        api.stubItem(.success(stale))
        api.stubItem(Result<Fetched<Doc>, RepositoryError>.failure(.notCached))
        let repository = makeRepository()

        let hit = await repository.cachedItem(id: "a")
        let miss = await repository.cachedItem(id: "b")

        XCTAssertEqual(hit, stale)
        XCTAssertNil(miss)
        XCTAssertEqual(api.itemCalls.map(\.lookup), [.get(.launches, id: "a"), .get(.launches, id: "b")])
        XCTAssertEqual(api.itemCalls.map(\.policy), [.cacheOnly, .cacheOnly])
    }

    func testItemIsFetchedWhenTheCompleteListIsTooOld() async throws {
        endpoint.listItemsAreComplete = true
        answer { _ in .success(makePage(["a"])) }
        api.stubItem(.success(Fetched.live(Doc(id: "a"))))
        let clock = Locked(storedAt)
        let repository = LivePaginatedRepository(
            endpoint: endpoint, api: api, filter: "all", completeItemsLifetime: 60, now: { clock.current })
        await repository.load()
        clock.current = storedAt.addingTimeInterval(61)

        _ = await repository.item(id: "a")

        XCTAssertEqual(api.itemCallCount, 1)
    }

    func testItemFailureFallsBackToTheCachedItem() async throws {
        api.itemHandler = { _, policy in
            policy == .cacheOnly
                ? .success(Fetched(value: Doc(id: "a"), freshness: .cached(storedAt: storedAt), isFresh: false))
                : .failure(.offline)
        }
        let repository = makeRepository()

        let item = await repository.item(id: "a")

        XCTAssertEqual(item, .failed(.offline, cached: CachedValue(value: Doc(id: "a"), storedAt: storedAt)))
    }

    func testItemNotFoundHasNothingCached() async throws {
        api.itemHandler = { _, policy in policy == .cacheOnly ? .failure(.notCached) : .failure(.notFound(id: "zz")) }
        let repository = makeRepository()

        let item = await repository.item(id: "zz")

        XCTAssertEqual(item, .failed(.notFound(id: "zz"), cached: nil))
    }

    func testRefreshItemAlwaysAsksTheNetwork() async throws {
        api.stubItem(.success(Fetched.live(Doc(id: "a"))))
        let repository = makeRepository()

        _ = await repository.refreshItem(id: "a")

        XCTAssertEqual(api.itemCalls.map(\.policy), [.reload])
    }
}
