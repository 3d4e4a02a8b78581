import Foundation
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import SpaceXAPI

private struct Doc: Decodable, Identifiable, Sendable, Equatable {
    let id: String
}

/// Any collection: the fallback does not look at which.
private let rockets = APICollection(name: "rockets", version: "v4")

private let samplePage = Page(
    items: [Doc(id: "sample")], page: 1, limit: 20, totalItems: 1, totalPages: 1, hasNextPage: false, nextPage: nil)

final class FallbackAPIServiceTests: XCTestCase {
    private let query = CollectionQuery(collection: rockets)

    private func makeFallback() -> APIServiceSpy {
        let fallback = APIServiceSpy()
        fallback.stubQuery(.success(Fetched(value: samplePage, freshness: .builtInArchive, isFresh: true)))
        fallback.stubItem(.success(Fetched(value: Doc(id: "sample"), freshness: .builtInArchive, isFresh: true)))
        return fallback
    }

    func testFallsBackWhenOfflineWithNothingCached() async throws {
        let primary = APIServiceSpy()
        primary.queryHandler = { _, policy in policy == .cacheOnly ? .failure(.notCached) : .failure(.offline) }
        let fallback = makeFallback()
        let service = FallbackAPIService(primary: primary, fallback: fallback)

        let fetched = try await service.query(query, as: Doc.self, policy: .reload)

        XCTAssertEqual(fetched.freshness, .builtInArchive)
        XCTAssertEqual(primary.queryCalls.map(\.policy), [.reload, .cacheOnly])
        XCTAssertEqual(fallback.queryCallCount, 1)
        XCTAssertEqual(service.lastFallbackReason, .offline, "the reason sample data is shown")
    }

    func testAnItemTheSampleLacksReportsWhyTheAPIFailedNotNotFound() async {
        let primary = APIServiceSpy()
        primary.itemHandler = { _, policy in policy == .cacheOnly ? .failure(.notCached) : .failure(.timeout) }
        let fallback = APIServiceSpy()
        fallback.stubItem(Result<Fetched<Doc>, RepositoryError>.failure(.notFound(id: "x")))
        let service = FallbackAPIService(primary: primary, fallback: fallback)

        do {
            _ = try await service.item(.get(rockets, id: "x"), as: Doc.self, policy: .returnFreshElseLoad)
            XCTFail("expected the primary's timeout")
        } catch {
            XCTAssertEqual(error, .timeout)
        }
        XCTAssertEqual(fallback.itemCallCount, 1)
    }

    func testNeverHidesRealCachedDataBehindSampleData() async {
        let primary = APIServiceSpy()
        primary.queryHandler = { _, policy in
            policy == .cacheOnly
                ? .success(Fetched(value: samplePage, freshness: .cached(storedAt: Date()), isFresh: false))
                : .failure(.offline)
        }
        let fallback = makeFallback()
        let service = FallbackAPIService(primary: primary, fallback: fallback)

        do {
            _ = try await service.query(query, as: Doc.self, policy: .reload)
            XCTFail("expected the offline error so the repository shows its stale cache")
        } catch {
            XCTAssertEqual(error, .offline)
        }
        XCTAssertEqual(fallback.queryCallCount, 0)
        XCTAssertNil(service.lastFallbackReason)
    }

    func testTheFallbackIsBuiltOnlyWhenFirstNeeded() async throws {
        let primary = APIServiceSpy()
        primary.queryHandler = { _, policy in
            policy == .cacheOnly ? .failure(.notCached) : .success(Fetched.live(samplePage))
        }
        let builds = Locked(0)
        let fallback = makeFallback()
        let service = FallbackAPIService(
            primary: primary,
            makeFallback: {
                builds.withLock { $0 += 1 }
                return fallback
            })

        _ = try await service.query(query, as: Doc.self, policy: .reload)
        XCTAssertEqual(builds.current, 0, "a live answer never builds the sample data")
        XCTAssertFalse(service.hasBuiltFallback)

        primary.queryHandler = { _, policy in policy == .cacheOnly ? .failure(.notCached) : .failure(.offline) }
        _ = try await service.query(query, as: Doc.self, policy: .reload)
        _ = try await service.query(query, as: Doc.self, policy: .reload)
        XCTAssertEqual(builds.current, 1, "built once, on first need")
        XCTAssertTrue(service.hasBuiltFallback)
    }

    func testDoesNotFallBackForErrorsTheUserMustSee() async {
        let primary = APIServiceSpy()
        primary.stubItem(Result<Fetched<Doc>, RepositoryError>.failure(.notFound(id: "x")))
        let fallback = makeFallback()
        let service = FallbackAPIService(primary: primary, fallback: fallback)

        do {
            _ = try await service.item(.get(rockets, id: "x"), as: Doc.self, policy: .returnFreshElseLoad)
            XCTFail("expected notFound")
        } catch {
            XCTAssertEqual(error, .notFound(id: "x"))
        }
        XCTAssertEqual(fallback.itemCallCount, 0)
    }

    func testCacheOnlyReadsNeverFallBack() async {
        let primary = APIServiceSpy()
        primary.stubQuery(Result<Fetched<Page<Doc>>, RepositoryError>.failure(.notCached))
        let fallback = makeFallback()
        let service = FallbackAPIService(primary: primary, fallback: fallback)

        do {
            _ = try await service.query(query, as: Doc.self, policy: .cacheOnly)
            XCTFail("expected notCached")
        } catch {
            XCTAssertEqual(error, .notCached)
        }
        XCTAssertEqual(fallback.queryCallCount, 0)
    }

    func testItemFallsBackWhenOfflineModeHasNothingSaved() async throws {
        let primary = APIServiceSpy()
        primary.stubItem(Result<Fetched<Doc>, RepositoryError>.failure(.notCached))
        let service = FallbackAPIService(primary: primary, fallback: makeFallback())

        let fetched = try await service.item(.get(rockets, id: "x"), as: Doc.self, policy: .returnFreshElseLoad)

        XCTAssertEqual(fetched.value, Doc(id: "sample"))
        XCTAssertEqual(fetched.freshness, .builtInArchive)
    }
}
