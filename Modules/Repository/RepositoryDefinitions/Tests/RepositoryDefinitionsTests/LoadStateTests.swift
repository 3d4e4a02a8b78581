import Foundation
import XCTest

@testable import RepositoryDefinitions

final class LoadStateTests: XCTestCase {
    private let storedAt = Date(timeIntervalSince1970: 1_000)

    func testValueIsWhateverCanBeShown() {
        XCTAssertNil(LoadState<Int>.initial.value)
        XCTAssertNil(LoadState<Int>.loading.value)
        XCTAssertEqual(LoadState.refreshing(current: 1).value, 1)
        XCTAssertEqual(LoadState.loaded(2, freshness: .live).value, 2)
        XCTAssertEqual(LoadState.failed(.offline, cached: CachedValue(value: 3, storedAt: storedAt)).value, 3)
        XCTAssertNil(LoadState<Int>.failed(.offline, cached: nil).value)
    }

    func testIsLoadingOnlyWhileARequestRuns() {
        XCTAssertTrue(LoadState<Int>.loading.isLoading)
        XCTAssertTrue(LoadState.refreshing(current: 1).isLoading)
        XCTAssertFalse(LoadState<Int>.initial.isLoading)
        XCTAssertFalse(LoadState.loaded(1, freshness: .live).isLoading)
        XCTAssertFalse(LoadState<Int>.failed(.timeout, cached: nil).isLoading)
    }

    func testErrorAndFreshness() {
        let stale = LoadState.failed(.timeout, cached: CachedValue(value: 1, storedAt: storedAt))
        XCTAssertEqual(stale.error, .timeout)
        XCTAssertEqual(stale.freshness, .cached(storedAt: storedAt))
        XCTAssertNil(LoadState<Int>.failed(.timeout, cached: nil).freshness)
        XCTAssertEqual(LoadState.loaded(1, freshness: .builtInArchive).freshness, .builtInArchive)
        XCTAssertNil(LoadState.loaded(1, freshness: .live).error)
        XCTAssertNil(LoadState<Int>.loading.freshness)
    }

    func testMapKeepsTheCaseAndTransformsTheValue() {
        XCTAssertEqual(LoadState<Int>.initial.map(String.init), .initial)
        XCTAssertEqual(LoadState<Int>.loading.map(String.init), .loading)
        XCTAssertEqual(LoadState.refreshing(current: 1).map(String.init), .refreshing(current: "1"))
        XCTAssertEqual(LoadState.loaded(2, freshness: .live).map(String.init), .loaded("2", freshness: .live))
        XCTAssertEqual(
            LoadState.failed(.offline, cached: CachedValue(value: 3, storedAt: storedAt)).map(String.init),
            .failed(.offline, cached: CachedValue(value: "3", storedAt: storedAt)))
    }

    func testFreshnessAge() {
        let now = storedAt.addingTimeInterval(180)
        XCTAssertEqual(Freshness.cached(storedAt: storedAt).age(at: now), 180)
        XCTAssertEqual(Freshness.cached(storedAt: now).age(at: storedAt), 0, "a clock behind the cache is age 0")
        XCTAssertNil(Freshness.live.age(at: now))
        XCTAssertNil(Freshness.builtInArchive.age(at: now))
    }
}
