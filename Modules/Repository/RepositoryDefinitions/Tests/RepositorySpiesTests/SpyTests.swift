import Foundation
import RepositorySpies
import XCTest

@testable import RepositoryDefinitions

private struct Doc: Decodable, Identifiable, Sendable, Equatable {
    let id: String
}

final class SpyTests: XCTestCase {
    func testAPIServiceSpyRecordsCallsAndAnswersInOrderReusingTheLast() async throws {
        let spy = APIServiceSpy()
        let page = Page(
            items: [Doc(id: "a")], page: 1, limit: 1, totalItems: 1, totalPages: 1, hasNextPage: false, nextPage: nil)
        spy.stubQuery(Result<Fetched<Page<Doc>>, RepositoryError>.failure(.timeout))
        spy.stubQuery(.success(Fetched.live(page)))
        let query = CollectionQuery(collection: .launches, page: 2)

        do {
            _ = try await spy.query(query, as: Doc.self, policy: .reload)
            XCTFail("expected the stubbed error")
        } catch {
            XCTAssertEqual(error, .timeout)
        }
        let second = try await spy.query(query, as: Doc.self, policy: .cacheOnly)
        let third = try await spy.query(query, as: Doc.self, policy: .returnFreshElseLoad)

        XCTAssertEqual(second.value, page)
        XCTAssertEqual(third.value, page)
        XCTAssertEqual(spy.queryCallCount, 3)
        XCTAssertEqual(spy.queryCalls.map(\.policy), [.reload, .cacheOnly, .returnFreshElseLoad])
        XCTAssertEqual(spy.queryCalls.first?.query, query)
        XCTAssertEqual(spy.queryCalls.first?.itemType, "Doc")
    }

    func testAPIServiceSpyHandlerTakesPrecedence() async throws {
        let spy = APIServiceSpy()
        spy.itemHandler = { lookup, _ in .success(Fetched.live(Doc(id: lookup.id))) }

        let item = try await spy.item(.get(.rockets, id: "r9"), as: Doc.self, policy: .reload)

        XCTAssertEqual(item.value, Doc(id: "r9"))
        XCTAssertEqual(spy.itemCalls.map(\.lookup), [.get(.rockets, id: "r9")])
        XCTAssertEqual(spy.itemCallCount, 1)
        XCTAssertTrue(spy.itemResponses.isEmpty)
    }

    func testHTTPTransportSpyRecordsRequestsAndFailures() async throws {
        let spy = HTTPTransportSpy(responses: [.failure(.timedOut), .success(HTTPResponse(status: 204))])
        let request = HTTPRequest(method: "GET", url: URL(string: "http://127.0.0.1/v4/rockets")!, timeout: 5)

        do {
            _ = try await spy.send(request)
            XCTFail("expected a timeout")
        } catch {
            XCTAssertEqual(error, .timedOut)
        }
        let response = try await spy.send(request)

        XCTAssertEqual(response.status, 204)
        XCTAssertEqual(spy.requests, [request, request])
        XCTAssertEqual(spy.sendCallCount, 2)
    }

    func testHTTPTransportSpyReportsCancellation() async throws {
        let spy = HTTPTransportSpy()
        spy.handler = { _ in .success(HTTPResponse(status: 200)) }
        spy.gate.hold()
        let request = HTTPRequest(method: "GET", url: URL(string: "http://127.0.0.1/")!, timeout: 5)
        let task = Task { () -> TransportError? in
            do throws(TransportError) {
                _ = try await spy.send(request)
                return nil
            } catch {
                return error
            }
        }
        try await spy.gate.waitForArrivals(1)
        task.cancel()
        spy.gate.releaseAll()
        let error = try await BoundedWait.value(of: task, "the cancelled send to end")
        XCTAssertEqual(error, TransportError.cancelled)
    }

    func testSleeperSpyRecordsDelaysAndHonoursCancellation() async throws {
        let spy = SleeperSpy()
        try await spy.sleep(seconds: 0.5)
        XCTAssertEqual(spy.delays, [0.5])

        spy.gate.hold()
        let task = Task { try await spy.sleep(seconds: 2) }
        try await spy.gate.waitForArrivals(2)
        task.cancel()
        spy.gate.releaseAll()
        do {
            try await BoundedWait.value(of: "the cancelled sleep to end") { try await task.value }
            XCTFail("expected cancellation")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
        XCTAssertEqual(spy.sleepCallCount, 2)
    }

    func testCacheStoreSpyStoresReadsRemovesAndFailsOnDemand() async throws {
        let spy = CacheStoreSpy()
        let key = CacheKey(rawValue: "k")
        let entry = CacheEntry(body: Data("x".utf8), storedAt: Date(timeIntervalSince1970: 0), maxAge: 1)

        let missing = await spy.entry(for: key)
        XCTAssertNil(missing)
        try? await spy.store(entry, for: key)
        let found = await spy.entry(for: key)
        XCTAssertEqual(found, entry)
        await spy.removeEntry(for: key)
        let removed = await spy.entry(for: key)
        XCTAssertNil(removed)

        spy.storeError = .notWritable(path: "/ro")
        do {
            try await spy.store(entry, for: key)
            XCTFail("expected the stubbed error")
        } catch {
            XCTAssertEqual(error, .notWritable(path: "/ro"))
        }
        XCTAssertEqual(spy.readKeys, [key, key, key])
        XCTAssertEqual(spy.entryCallCount, 3)
        XCTAssertEqual(spy.storeCallCount, 2)
        XCTAssertEqual(spy.storedEntries.map(\.key), [key, key])
        XCTAssertEqual(spy.removedKeys, [key])
        XCTAssertTrue(spy.entries.isEmpty)
    }

    func testCollectionEndpointSpyRecordsAndUsesHandlers() {
        let spy = CollectionEndpointSpy<Doc, String>(collection: .rockets)
        XCTAssertEqual(
            spy.listQuery(filter: "f", page: 2, limit: 5), CollectionQuery(collection: .rockets, page: 2, limit: 5))
        XCTAssertEqual(spy.itemLookup(id: "a"), .get(.rockets, id: "a"))

        spy.listQueryHandler = { filter, _, _ in CollectionQuery(collection: .launches, filter: .text(filter)) }
        spy.itemLookupHandler = { id in .query(CollectionQuery(collection: .launches), id: id) }
        spy.listItemsAreComplete = false

        XCTAssertEqual(spy.listQuery(filter: "g", page: 1, limit: 1).filter, .text("g"))
        XCTAssertEqual(spy.itemLookup(id: "b").id, "b")
        XCTAssertFalse(spy.listItemsAreComplete)
        XCTAssertEqual(spy.listQueryCalls.map(\.filter), ["f", "g"])
        XCTAssertEqual(spy.listQueryCalls.map(\.page), [2, 1])
        XCTAssertEqual(spy.itemLookupCalls, ["a", "b"])
    }

    func testCatalogGathersWhatEndpointsDeclare() {
        let launches = CollectionEndpointSpy<Doc, String>(
            collection: .launches, minimumFreshness: 300,
            relatedCollections: ["rocket": .rockets, "launchpad": .launchpads])
        let rockets = CollectionEndpointSpy<Doc, String>(collection: .rockets, minimumFreshness: 86_400)
        let duplicate = CollectionEndpointSpy<Doc, String>(
            collection: .launches, minimumFreshness: 1, relatedCollections: ["rocket": .launchpads, "crew": .rockets])

        let catalog = CollectionCatalog(endpoints: [launches, rockets, duplicate])

        XCTAssertEqual(catalog.minimumFreshness, [.launches: 300, .rockets: 86_400])
        XCTAssertEqual(
            catalog.populationTargets,
            [.launches: ["rocket": .rockets, "launchpad": .launchpads, "crew": .rockets], .rockets: [:]])
        XCTAssertEqual(launches.collection, .launches)
        XCTAssertEqual(CollectionCatalog(), CollectionCatalog(minimumFreshness: [:], populationTargets: [:]))
    }

    func testLockedBuildsALazyValueOnce() {
        let lazy = Locked<Int?>(nil)
        let builds = Locked(0)
        let make = { () -> Int in
            builds.withLock { $0 += 1 }
            return 7
        }
        XCTAssertEqual(lazy.value(orMake: make), 7)
        XCTAssertEqual(lazy.value(orMake: make), 7)
        XCTAssertEqual(builds.current, 1)
        lazy.current = 9
        XCTAssertEqual(lazy.value(orMake: make), 9)
    }

    func testCallGateReleasesInOrder() async throws {
        let gate = CallGate()
        gate.hold()
        let order = Locked<[Int]>([])
        let first = Task {
            await gate.pass()
            order.withLock { $0.append(1) }
        }
        try await gate.waitForArrivals(1)
        let second = Task {
            await gate.pass()
            order.withLock { $0.append(2) }
        }
        try await gate.waitForArrivals(2)
        XCTAssertEqual(gate.waitingCount, 2)

        XCTAssertTrue(gate.releaseNext())
        try await BoundedWait.value(of: first, "the first released call")
        XCTAssertEqual(order.current, [1])
        gate.releaseAll()
        try await BoundedWait.value(of: second, "the second released call")
        XCTAssertEqual(order.current, [1, 2])
        XCTAssertFalse(gate.releaseNext(), "nothing left to release")
        await gate.pass()
    }

    func testReleaseChecksTheHeldStateThenLetsTheTaskFinish() async throws {
        let gate = CallGate()
        gate.hold()
        let task = Task { () -> Int in
            await gate.pass()
            await gate.pass()
            return 7
        }
        var checked = false
        let value = try await gate.release(task) {
            XCTAssertEqual(gate.waitingCount, 1, "one call held when the checks run")
            checked = true
        }
        XCTAssertTrue(checked)
        XCTAssertEqual(value, 7, "released: the second call passes the open gate")
        XCTAssertEqual(gate.arrivalCount, 2)
    }

    func testAWaitForCallsThatNeverComeThrowsInsteadOfHanging() async throws {
        let gate = CallGate()
        do {
            try await gate.waitForArrivals(1, timeout: 0.05)
            XCTFail("no call came, so the wait must fail")
        } catch let timeout as CallGate.Timeout {
            XCTAssertEqual(timeout.expected, 1)
            XCTAssertEqual(timeout.arrived, 0)
            XCTAssertTrue(timeout.description.contains("1 call(s)"), timeout.description)
        }
    }

    func testACountedCallIsAlreadyQueuedWhenTheWaitReturns() async throws {
        // pass() once counted a call and queued it in two steps: a release between them released nothing.
        for _ in 0..<200 {
            let gate = CallGate()
            gate.hold()
            let call = Task.detached { await gate.pass() }
            try await gate.waitForArrivals(1)
            XCTAssertEqual(gate.waitingCount, 1)
            XCTAssertTrue(gate.releaseNext(), "the counted call must be releasable")
            try await BoundedWait.value(of: call, "the released call")
        }
    }
}

@MainActor
final class PaginatedRepositorySpyTests: XCTestCase {
    func testRecordsEveryCallAndRunsHooks() async throws {
        let spy = PaginatedRepositorySpy<Doc, String>(filter: "initial")
        spy.onLoad = { $0.state = .loaded([Doc(id: "a")], freshness: .live) }
        spy.onLoadMore = { $0.hasNextPage = false }
        spy.onRefresh = { $0.state = .refreshing(current: [Doc(id: "a")]) }
        spy.onSetFilter = { spy, filter in spy.totalItems = filter.count }
        spy.itemResponses.append(.loaded(Doc(id: "x"), freshness: .live))
        spy.refreshItemResponses.append(.failed(.offline, cached: nil))

        await spy.load()
        await spy.loadMore()
        await spy.refresh()
        await spy.setFilter("later")
        let item = await spy.item(id: "x")
        let refreshed = await spy.refreshItem(id: "y")

        XCTAssertEqual(spy.loadCallCount, 1)
        XCTAssertEqual(spy.loadMoreCallCount, 1)
        XCTAssertEqual(spy.refreshCallCount, 1)
        XCTAssertEqual(spy.setFilterCalls, ["later"])
        XCTAssertEqual(spy.filter, "later")
        XCTAssertEqual(spy.totalItems, 5)
        XCTAssertEqual(spy.state, .refreshing(current: [Doc(id: "a")]))
        XCTAssertEqual(spy.itemCalls, ["x"])
        XCTAssertEqual(spy.refreshItemCalls, ["y"])
        XCTAssertEqual(item, .loaded(Doc(id: "x"), freshness: .live))
        XCTAssertEqual(refreshed, .failed(.offline, cached: nil))
    }

    func testCachedItemsAnswerByIDAndAreRecorded() async throws {
        let spy = PaginatedRepositorySpy<Doc, String>(filter: "f")
        spy.cachedItems["a"] = Fetched(
            value: Doc(id: "a"), freshness: .cached(storedAt: Date(timeIntervalSince1970: 5)), isFresh: false)
        let hit = await spy.cachedItem(id: "a")
        let miss = await spy.cachedItem(id: "b")
        XCTAssertEqual(hit?.value, Doc(id: "a"))
        XCTAssertEqual(hit?.isFresh, false)
        XCTAssertNil(miss)
        XCTAssertEqual(spy.cachedItemCalls, ["a", "b"])
        XCTAssertTrue(spy.itemCalls.isEmpty, "a cache read is not a fetch")
    }

    func testHandlersAnswerByID() async throws {
        let spy = PaginatedRepositorySpy<Doc, String>(filter: "")
        spy.itemHandler = { .loaded(Doc(id: $0), freshness: .live) }
        spy.refreshItemHandler = { .failed(.notFound(id: $0), cached: nil) }

        let first = await spy.item(id: "a")
        let second = await spy.item(id: "b")
        let refreshed = await spy.refreshItem(id: "c")

        XCTAssertEqual(first.value, Doc(id: "a"))
        XCTAssertEqual(second.value, Doc(id: "b"))
        XCTAssertEqual(refreshed.error, .notFound(id: "c"))
        XCTAssertEqual(spy.itemCalls, ["a", "b"])
    }
}
