import Foundation
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import RepositoryImplementations

/// Cache policies, freshness lifetimes, conditional requests and offline mode.
final class APIClientCachePolicyTests: XCTestCase {
    private func key(_ harness: ClientHarness) -> CacheKey {
        RequestCacheKey.key(for: harness.client.queryRequest(for: ClientHarness.launchesQuery))
    }

    private func seed(_ harness: ClientHarness, age: TimeInterval, maxAge: TimeInterval, etag: String? = nil) {
        harness.cache.entries = [
            key(harness): CacheEntry(
                body: Data(Responses.onePage.utf8), storedAt: harness.clock.now.addingTimeInterval(-age),
                maxAge: maxAge, etag: etag)
        ]
    }

    func testLiveAnswerIsStoredWithServerMaxAgeAndETag() async throws {
        let harness = ClientHarness(responses: [
            Responses.json(Responses.onePage, headers: ["Cache-Control": "public, max-age=600", "ETag": "W/\"abc\""])
        ])
        let fetched = try await harness.queryLaunches()
        XCTAssertEqual(fetched.freshness, .live)
        XCTAssertTrue(fetched.isFresh)
        let stored = try XCTUnwrap(harness.cache.storedEntries.first)
        XCTAssertEqual(stored.key, key(harness))
        XCTAssertEqual(stored.entry.maxAge, 600)
        XCTAssertEqual(stored.entry.etag, "W/\"abc\"")
        XCTAssertEqual(stored.entry.storedAt, harness.clock.now)
        XCTAssertEqual(stored.entry.body, Data(Responses.onePage.utf8))
    }

    func testMissingMaxAgeStoresTheCollectionMinimum() async throws {
        let harness = ClientHarness(responses: [Responses.json(Responses.oneLaunch)])
        _ = try await harness.getLaunch()
        XCTAssertEqual(harness.cache.storedEntries.first?.entry.maxAge, 300)
        let rockets = ClientHarness(responses: [Responses.json(#"{"id":"r","name":"Falcon 9"}"#)])
        _ = try await rockets.client.item(.get(.rockets, id: "r"), as: NamedDocument.self, policy: .reload)
        XCTAssertEqual(rockets.cache.storedEntries.first?.entry.maxAge, 86_400)
        let other = ClientHarness(responses: [Responses.json(#"{"id":"c","name":"Dragon"}"#)])
        let capsules = APICollection(name: "capsules", version: "v4")
        _ = try await other.client.item(.get(capsules, id: "c"), as: NamedDocument.self, policy: .reload)
        XCTAssertEqual(other.cache.storedEntries.first?.entry.maxAge, 300)
    }

    func testNoStoreIsHonoured() async throws {
        let harness = ClientHarness(responses: [
            Responses.json(Responses.onePage, headers: ["Cache-Control": "no-store"])
        ])
        _ = try await harness.queryLaunches()
        XCTAssertEqual(harness.cache.storeCallCount, 0)
    }

    func testAnAnswerReachedThroughARedirectIsShownButNotStoredUnderTheQuerysKey() async throws {
        var redirected = HTTPResponse(
            status: 200, headers: ["Content-Type": "application/json"], body: Data(Responses.onePage.utf8))
        redirected.redirectedURL = URL(string: "https://api.test/moved/v5/launches/query")
        let harness = ClientHarness(responses: [.success(redirected)])
        let fetched = try await harness.queryLaunches()
        XCTAssertEqual(fetched.value.items.map(\.name), ["FalconSat"])
        XCTAssertEqual(harness.cache.storeCallCount, 0)
    }

    func testUndecodableAnswersAreNotStored() async {
        let harness = ClientHarness(responses: [Responses.json(#"{"docs":"nope"}"#)])
        _ = await repositoryError { try await harness.queryLaunches() }
        XCTAssertEqual(harness.cache.storeCallCount, 0)
    }

    func testFreshEntryAnswersWithoutAnyRequest() async throws {
        let harness = ClientHarness()
        seed(harness, age: 100, maxAge: 20)
        let fetched = try await harness.queryLaunches()
        XCTAssertEqual(harness.transport.sendCallCount, 0, "the collection minimum (300 s) keeps it fresh")
        XCTAssertEqual(fetched.freshness, .cached(storedAt: harness.clock.now.addingTimeInterval(-100)))
        XCTAssertTrue(fetched.isFresh)
        XCTAssertEqual(fetched.value.items.map(\.name), ["FalconSat"])
    }

    func testServerMaxAgeLongerThanTheMinimumExtendsFreshness() async throws {
        let harness = ClientHarness()
        seed(harness, age: 1000, maxAge: 3600)
        _ = try await harness.queryLaunches()
        XCTAssertEqual(harness.transport.sendCallCount, 0)
    }

    func testStaleEntryIsRevalidatedWithIfNoneMatchAndA304RenewsIt() async throws {
        let harness = ClientHarness(responses: [Responses.status(304, headers: ["Cache-Control": "max-age=60"])])
        seed(harness, age: 400, maxAge: 20, etag: "\"v1\"")
        let fetched = try await harness.queryLaunches()
        XCTAssertEqual(harness.transport.requests.first?.headers["If-None-Match"], "\"v1\"")
        XCTAssertEqual(fetched.freshness, .live)
        XCTAssertEqual(fetched.value.items.map(\.name), ["FalconSat"])
        let renewed = try XCTUnwrap(harness.cache.storedEntries.first?.entry)
        XCTAssertEqual(renewed.storedAt, harness.clock.now)
        XCTAssertEqual(renewed.maxAge, 60)
        XCTAssertEqual(renewed.etag, "\"v1\"")
        XCTAssertEqual(renewed.body, Data(Responses.onePage.utf8))
    }

    /// Issue 27.7: an ETag that is not a valid entity-tag of bounded length is neither saved nor sent back.
    func testAnInvalidETagIsNeverKeptOrSent() async throws {
        let bad = [
            "\"abc\"\nX-Injected: yes", "\"a\u{0}b\"", "\"a\u{1B}[31mb\"",
            "\"" + String(repeating: "a", count: 4096) + "\"",
            "abc", "\"a\"b\"", "W/abc",
        ]
        for etag in bad {
            let harness = ClientHarness(responses: [Responses.json(Responses.onePage, headers: ["ETag": etag])])
            _ = try await harness.queryLaunches()
            XCTAssertNil(harness.cache.storedEntries.first?.entry.etag, etag)
            let stale = ClientHarness(responses: [Responses.json(Responses.onePage)])
            seed(stale, age: 400, maxAge: 20, etag: etag)
            _ = try await stale.queryLaunches()
            XCTAssertNil(stale.transport.requests.first?.headers["If-None-Match"], etag)
        }
        XCTAssertEqual(EntityTag.valid("W/\"x-1\""), "W/\"x-1\"")
        XCTAssertEqual(EntityTag.valid("\"\""), "\"\"")
    }

    func testA304WithANewETagKeepsIt() async throws {
        let harness = ClientHarness(responses: [Responses.status(304, headers: ["ETag": "\"v2\""])])
        seed(harness, age: 400, maxAge: 20, etag: "\"v1\"")
        _ = try await harness.queryLaunches()
        XCTAssertEqual(harness.cache.storedEntries.first?.entry.etag, "\"v2\"")
        XCTAssertEqual(harness.cache.storedEntries.first?.entry.maxAge, 20)
    }

    func testStaleEntryWithoutETagIsFetchedUnconditionally() async throws {
        let harness = ClientHarness(responses: [Responses.json(Responses.emptyPage)])
        seed(harness, age: 400, maxAge: 20)
        let fetched = try await harness.queryLaunches()
        XCTAssertNil(harness.transport.requests.first?.headers["If-None-Match"])
        XCTAssertEqual(fetched.value.items, [])
        XCTAssertEqual(harness.cache.entries[key(harness)]?.body, Data(Responses.emptyPage.utf8))
    }

    func testStaleEntryAndANetworkFailureThrowsTheFailure() async {
        let harness = ClientHarness(responses: [.failure(.cannotConnect)])
        seed(harness, age: 400, maxAge: 20)
        let error = await repositoryError { try await harness.queryLaunches() }
        XCTAssertEqual(error, .offline)
    }

    func testReloadAlwaysAsksEvenWhenFreshButStaysConditional() async throws {
        let harness = ClientHarness(responses: [Responses.status(304)])
        seed(harness, age: 1, maxAge: 600, etag: "\"v1\"")
        let fetched = try await harness.queryLaunches(policy: .reload)
        XCTAssertEqual(harness.transport.sendCallCount, 1)
        XCTAssertEqual(harness.transport.requests.first?.headers["If-None-Match"], "\"v1\"")
        XCTAssertEqual(fetched.freshness, .live)
    }

    private func revalidatingHarness(_ responses: [HTTPTransportSpy.Response]) -> ClientHarness {
        let configuration = APIClientConfiguration(
            baseURL: URL(string: "https://api.test")!, minimumFreshness: CollectionCatalog.test.minimumFreshness,
            revalidateCachedBefore: TestClock.start)
        return ClientHarness(responses: responses, configuration: configuration)
    }

    func testForcedRevalidationAsksForAFreshEntryWithItsETagOnce() async throws {
        let harness = revalidatingHarness([Responses.status(304)])
        seed(harness, age: 1, maxAge: 600, etag: "\"v1\"")

        let first = try await harness.queryLaunches()
        let second = try await harness.queryLaunches()

        XCTAssertEqual(harness.transport.sendCallCount, 1, "renewed during the run, so fresh again")
        XCTAssertEqual(harness.transport.requests.first?.headers["If-None-Match"], "\"v1\"")
        XCTAssertEqual(first.freshness, .live)
        XCTAssertEqual(second.freshness, .cached(storedAt: TestClock.start))
        XCTAssertEqual(second.value.items.map(\.name), ["FalconSat"])
    }

    func testForcedRevalidationThatFailsLeavesTheSavedAnswerWithItsAge() async throws {
        let harness = revalidatingHarness([.failure(.cannotConnect)])
        seed(harness, age: 30, maxAge: 600, etag: "\"v1\"")

        let error = await repositoryError { try await harness.queryLaunches() }
        let saved = try await harness.queryLaunches(policy: .cacheOnly)

        XCTAssertEqual(error, .offline)
        XCTAssertEqual(saved.freshness, .cached(storedAt: TestClock.start.addingTimeInterval(-30)))
        XCTAssertFalse(saved.isFresh, "served as stale, exactly like an expired entry")
        XCTAssertEqual(saved.value.items.map(\.name), ["FalconSat"])
        XCTAssertEqual(harness.cache.removedKeys, [], "nothing saved is lost")
    }

    @MainActor
    func testForcedRevalidationThroughTheRepositoryShowsTheSavedListWithItsAgeWhenOffline() async throws {
        let harness = revalidatingHarness([.failure(.cannotConnect)])
        seed(harness, age: 30, maxAge: 600)
        let endpoint = CollectionEndpointSpy<TestLaunch, String>(collection: .launches)
        endpoint.listQueryHandler = { _, _, _ in ClientHarness.launchesQuery }
        let repository = LivePaginatedRepository(
            endpoint: endpoint, api: harness.client, filter: "", now: harness.clock.function)

        await repository.load()

        XCTAssertEqual(harness.transport.sendCallCount, 1, "a fresh entry is still revalidated")
        XCTAssertEqual(repository.state.error, .offline)
        XCTAssertEqual(repository.state.freshness, .cached(storedAt: TestClock.start.addingTimeInterval(-30)))
        XCTAssertEqual(repository.state.value?.map(\.name), ["FalconSat"])
    }

    func testWithoutForcedRevalidationAFreshEntryIsNotAsked() async throws {
        let harness = ClientHarness(responses: [Responses.status(304)])
        seed(harness, age: 1, maxAge: 600, etag: "\"v1\"")
        _ = try await harness.queryLaunches()
        XCTAssertEqual(harness.transport.sendCallCount, 0)
        XCTAssertNil(APIClientConfiguration().revalidateCachedBefore)
    }

    func testCacheOnlyAnswersFromAnyEntryHoweverOld() async throws {
        let harness = ClientHarness()
        seed(harness, age: 1_000_000, maxAge: 20)
        let fetched = try await harness.queryLaunches(policy: .cacheOnly)
        XCTAssertEqual(harness.transport.sendCallCount, 0)
        XCTAssertFalse(fetched.isFresh)
        XCTAssertEqual(fetched.freshness, .cached(storedAt: harness.clock.now.addingTimeInterval(-1_000_000)))
    }

    func testCacheOnlyMissIsNotCached() async {
        let harness = ClientHarness()
        let error = await repositoryError { try await harness.queryLaunches(policy: .cacheOnly) }
        XCTAssertEqual(error, .notCached)
        XCTAssertEqual(harness.transport.sendCallCount, 0)
    }

    func testCachedBodyThatNoLongerDecodesIsTreatedAsAMissAndNotRevalidated() async throws {
        let harness = ClientHarness(responses: [Responses.json(Responses.onePage)])
        harness.cache.entries = [
            key(harness): CacheEntry(
                body: Data("{\"docs\":1}".utf8), storedAt: harness.clock.now, maxAge: 600, etag: "\"old\"")
        ]
        let cacheOnly = await repositoryError { try await harness.queryLaunches(policy: .cacheOnly) }
        XCTAssertEqual(cacheOnly, .notCached)
        let fetched = try await harness.queryLaunches()
        XCTAssertEqual(fetched.freshness, .live)
        XCTAssertEqual(harness.transport.sendCallCount, 1)
        XCTAssertNil(harness.transport.requests.first?.headers["If-None-Match"], "a 304 could not be used")
        XCTAssertEqual(harness.cache.entries[key(harness)]?.body, Data(Responses.onePage.utf8))
    }

    func testOfflineModeAnswersFromTheCacheAndNeverTouchesTheNetwork() async throws {
        let configuration = APIClientConfiguration(baseURL: URL(string: "https://api.test")!, networkEnabled: false)
        let harness = ClientHarness(configuration: configuration)
        for policy in [CachePolicy.returnFreshElseLoad, .reload, .cacheOnly] {
            let error = await repositoryError { try await harness.queryLaunches(policy: policy) }
            XCTAssertEqual(error, .notCached, "\(policy)")
        }
        seed(harness, age: 10_000, maxAge: 20)
        for policy in [CachePolicy.returnFreshElseLoad, .reload, .cacheOnly] {
            let fetched = try await harness.queryLaunches(policy: policy)
            XCTAssertFalse(fetched.isFresh)
            XCTAssertEqual(fetched.freshness, .cached(storedAt: harness.clock.now.addingTimeInterval(-10_000)))
        }
        XCTAssertEqual(harness.transport.sendCallCount, 0)
    }

    func testFreshnessEndsExactlyAtTheLifetime() async throws {
        let harness = ClientHarness(responses: [Responses.json(Responses.onePage)])
        seed(harness, age: 299.999, maxAge: 0)
        _ = try await harness.queryLaunches()
        XCTAssertEqual(harness.transport.sendCallCount, 0)
        seed(harness, age: 300, maxAge: 0)
        _ = try await harness.queryLaunches()
        XCTAssertEqual(harness.transport.sendCallCount, 1)
    }

    func testACacheWriteFailureStillReturnsTheDataAndIsReported() async throws {
        let warnings = Locked<[CacheStoreError]>([])
        let harness = ClientHarness(
            responses: [Responses.json(Responses.onePage)],
            onCacheWarning: { error in warnings.withLock { $0.append(error) } })
        harness.cache.storeError = .notWritable(path: "/nope")
        XCTAssertNil(harness.client.lastCacheWarning)
        let fetched = try await harness.queryLaunches()
        XCTAssertEqual(fetched.value.items.count, 1)
        XCTAssertEqual(harness.client.lastCacheWarning, .notWritable(path: "/nope"))
        XCTAssertEqual(warnings.current, [.notWritable(path: "/nope")])
    }

    func testCacheControlParsing() {
        XCTAssertEqual(CacheControl(headerValue: nil), CacheControl(headerValue: ""))
        XCTAssertEqual(CacheControl(headerValue: "max-age=20").maxAge, 20)
        XCTAssertEqual(CacheControl(headerValue: "public, MAX-AGE = 45 , must-revalidate").maxAge, 45)
        XCTAssertEqual(CacheControl(headerValue: "max-age=9223372036854775807").maxAge, 2_147_483_648, "RFC 9111 cap")
        XCTAssertEqual(CacheControl(headerValue: "max-age=\"30\"").maxAge, 30)
        XCTAssertNil(CacheControl(headerValue: "max-age=-5").maxAge)
        XCTAssertNil(CacheControl(headerValue: "max-age=soon").maxAge)
        XCTAssertNil(CacheControl(headerValue: "max-age").maxAge)
        XCTAssertTrue(CacheControl(headerValue: "private, no-store").noStore)
        XCTAssertFalse(CacheControl(headerValue: "no-cache").noStore)
    }
}
