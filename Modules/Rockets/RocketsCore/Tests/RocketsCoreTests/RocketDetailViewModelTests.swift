import Foundation
import RepositoryDefinitions
import RepositorySpies
import RocketsMocks
import XCTest

@testable import RocketsCore

/// The detail view model paints list data at once, then shows the repository's answer; gates, not sleeps,
/// expose the in-between states.
@MainActor
final class RocketDetailViewModelTests: XCTestCase {
    private let fixedNow = Date(timeIntervalSince1970: 1_750_000_000)

    func testPaintsTheListRocketAtOnceThenShowsTheFetchedOne() async throws {
        var fetched = RocketSamples.falcon9
        fetched.successRatePct = 99
        let repository = RocketsRepositoryMocks.detail(fetched)
        let viewModel = RocketDetailViewModel(
            rocketID: RocketSamples.falcon9.id, listRocket: RocketSamples.falcon9, repository: repository)
        let painted = RocketDetail(rocket: RocketSamples.falcon9)
        XCTAssertEqual(viewModel.state, .refreshing(current: painted))
        XCTAssertEqual(viewModel.title, "Falcon 9")

        repository.gate.hold()
        let loading = Task { await viewModel.load() }
        try await repository.gate.release(loading) {
            XCTAssertEqual(repository.itemCalls, [RocketSamples.falcon9.id])
            XCTAssertEqual(viewModel.state, .refreshing(current: painted))
            XCTAssertEqual(viewModel.state.value?.successRate, "98%")
        }
        XCTAssertEqual(viewModel.state, .loaded(RocketDetail(rocket: fetched), freshness: .live))
        XCTAssertEqual(viewModel.state.value?.successRate, "99%")
        XCTAssertEqual(repository.refreshItemCalls, [])
    }

    func testAStaleCachedRocketIsShownRefreshingThenReplacedByTheLiveOne() async throws {
        var cachedCopy = RocketSamples.starship
        cachedCopy.successRatePct = 10
        var live = RocketSamples.starship
        live.successRatePct = 50
        let storedAt = fixedNow.addingTimeInterval(-2 * 86_400)
        let repository = RocketsRepositoryMocks.detail(live, listing: [])
        repository.cachedItems[live.id] = Fetched(
            value: cachedCopy, freshness: .cached(storedAt: storedAt), isFresh: false)
        let viewModel = RocketDetailViewModel(rocketID: live.id, repository: repository, now: { self.fixedNow })
        XCTAssertEqual(viewModel.state, .initial)

        repository.gate.hold()
        let loading = Task { await viewModel.load() }
        try await repository.gate.release(loading) {
            XCTAssertEqual(
                viewModel.state, .refreshing(current: RocketDetail(rocket: cachedCopy)), "stale, painted first")
            XCTAssertEqual(viewModel.state.value?.successRate, "10%")
            XCTAssertEqual(viewModel.title, "Starship")
            XCTAssertEqual(repository.cachedItemCalls, [live.id])
            XCTAssertEqual(repository.itemCalls, [live.id], "and the fetch still runs")
        }
        XCTAssertEqual(viewModel.state, .loaded(RocketDetail(rocket: live), freshness: .live))
    }

    func testACachedRocketReplacesThePaintedListRocketAndSurvivesAFailure() async throws {
        var cachedCopy = RocketSamples.falcon9
        cachedCopy.successRatePct = 97
        let storedAt = fixedNow.addingTimeInterval(-90_000)
        let repository = RocketsRepositoryMocks.detail(RocketSamples.falcon9)
        repository.itemResponses.set(.failed(.offline, cached: nil))
        repository.cachedItems[cachedCopy.id] = Fetched(
            value: cachedCopy, freshness: .cached(storedAt: storedAt), isFresh: false)
        let viewModel = RocketDetailViewModel(
            rocketID: cachedCopy.id, listRocket: RocketSamples.falcon9, repository: repository, now: { self.fixedNow })
        await viewModel.load()
        XCTAssertEqual(
            viewModel.state,
            .failed(.offline, cached: CachedValue(value: RocketDetail(rocket: cachedCopy), storedAt: storedAt)))
    }

    func testAFreshCachedRocketNeedsNoFetch() async throws {
        let storedAt = fixedNow.addingTimeInterval(-60)
        let repository = RocketsRepositoryMocks.detail(RocketSamples.starship, listing: [])
        repository.cachedItems[RocketSamples.starship.id] = Fetched(
            value: RocketSamples.starship, freshness: .cached(storedAt: storedAt), isFresh: true)
        let viewModel = RocketDetailViewModel(rocketID: RocketSamples.starship.id, repository: repository)
        await viewModel.load()
        XCTAssertEqual(
            viewModel.state,
            .loaded(RocketDetail(rocket: RocketSamples.starship), freshness: .cached(storedAt: storedAt)))
        XCTAssertEqual(repository.itemCalls, [])
    }

    func testRefreshSkipsTheCache() async throws {
        let repository = RocketsRepositoryMocks.detail(RocketSamples.starship, listing: [])
        repository.cachedItems[RocketSamples.starship.id] = Fetched(
            value: RocketSamples.starship, freshness: .cached(storedAt: fixedNow), isFresh: true)
        let viewModel = RocketDetailViewModel(rocketID: RocketSamples.starship.id, repository: repository)
        await viewModel.refresh()
        XCTAssertEqual(repository.cachedItemCalls, [])
        XCTAssertEqual(repository.refreshItemCalls, [RocketSamples.starship.id])
    }

    func testWithoutListDataItShowsLoadingThenTheRocket() async throws {
        let repository = RocketsRepositoryMocks.detail(RocketSamples.starship, listing: [])
        let viewModel = RocketDetailViewModel(rocketID: RocketSamples.starship.id, repository: repository)
        XCTAssertEqual(viewModel.state, .initial)
        XCTAssertEqual(viewModel.title, "Rocket")

        repository.gate.hold()
        let loading = Task { await viewModel.load() }
        try await repository.gate.release(loading) {
            XCTAssertEqual(viewModel.state, .loading)
        }
        XCTAssertEqual(viewModel.state, .loaded(RocketDetail(rocket: RocketSamples.starship), freshness: .live))
        XCTAssertEqual(viewModel.title, "Starship")
    }

    func testTakesTheListRocketFromTheRepositoryWhenNoneIsPassed() async throws {
        let repository = RocketsRepositoryMocks.detail(RocketSamples.falconHeavy)
        let viewModel = RocketDetailViewModel(rocketID: RocketSamples.falconHeavy.id, repository: repository)
        XCTAssertEqual(viewModel.state, .refreshing(current: RocketDetail(rocket: RocketSamples.falconHeavy)))
        XCTAssertEqual(viewModel.rocketID, RocketSamples.falconHeavy.id)
    }

    func testAFailureKeepsThePaintedDataAsCached() async throws {
        let repository = RocketsRepositoryMocks.loaded(freshness: .live)
        repository.itemResponses = StubbedResponses([.failed(.offline, cached: nil)])
        let viewModel = RocketDetailViewModel(
            rocketID: RocketSamples.falcon1.id, repository: repository, now: { [fixedNow] in fixedNow })
        await viewModel.load()
        let painted = RocketDetail(rocket: RocketSamples.falcon1)
        XCTAssertEqual(viewModel.state, .failed(.offline, cached: CachedValue(value: painted, storedAt: fixedNow)))
    }

    func testAFailureDatesPaintedDataByTheListCache() async throws {
        let storedAt = Date(timeIntervalSince1970: 1_600_000_000)
        let repository = RocketsRepositoryMocks.offlineCached(storedAt: storedAt)
        repository.itemResponses = StubbedResponses([.failed(.notCached, cached: nil)])
        let viewModel = RocketDetailViewModel(rocketID: RocketSamples.starship.id, repository: repository)
        await viewModel.load()
        XCTAssertEqual(
            viewModel.state,
            .failed(
                .notCached, cached: CachedValue(value: RocketDetail(rocket: RocketSamples.starship), storedAt: storedAt)
            ))
        XCTAssertEqual(viewModel.state.freshness, .cached(storedAt: storedAt))
    }

    func testAFailureWithNothingShownHasNothingCached() async throws {
        let repository = RocketsRepositoryMocks.empty()
        repository.itemResponses = StubbedResponses([.failed(.notFound(id: "x"), cached: nil)])
        let viewModel = RocketDetailViewModel(rocketID: "x", repository: repository)
        await viewModel.load()
        XCTAssertEqual(viewModel.state, .failed(.notFound(id: "x"), cached: nil))
    }

    func testRepositoryCacheUnderAnErrorIsShownAndKept() async throws {
        let cachedAt = Date(timeIntervalSince1970: 1_650_000_000)
        let repository = RocketsRepositoryMocks.empty()
        repository.itemResponses = StubbedResponses([
            .failed(.timeout, cached: CachedValue(value: RocketSamples.falcon9, storedAt: cachedAt)),
            .failed(.offline, cached: nil),
        ])
        let viewModel = RocketDetailViewModel(rocketID: RocketSamples.falcon9.id, repository: repository)
        await viewModel.load()
        let cached = CachedValue(value: RocketDetail(rocket: RocketSamples.falcon9), storedAt: cachedAt)
        XCTAssertEqual(viewModel.state, .failed(.timeout, cached: cached))
        await viewModel.load()
        XCTAssertEqual(viewModel.state, .failed(.offline, cached: cached))
    }

    func testLoadedDataIsKeptUnderALaterRefreshFailure() async throws {
        let repository = RocketsRepositoryMocks.detail(
            RocketSamples.falcon9, itemFreshness: .cached(storedAt: fixedNow))
        repository.refreshItemResponses = StubbedResponses([.failed(.rateLimited(retryAfter: 5), cached: nil)])
        let viewModel = RocketDetailViewModel(rocketID: RocketSamples.falcon9.id, repository: repository)
        await viewModel.load()
        XCTAssertEqual(viewModel.state.freshness, .cached(storedAt: fixedNow))

        repository.gate.hold()
        let refreshing = Task { await viewModel.refresh() }
        try await repository.gate.release(refreshing, afterArrivals: 2) {
            XCTAssertEqual(viewModel.state, .refreshing(current: RocketDetail(rocket: RocketSamples.falcon9)))
        }
        XCTAssertEqual(repository.refreshItemCalls, [RocketSamples.falcon9.id])
        XCTAssertEqual(
            viewModel.state,
            .failed(
                .rateLimited(retryAfter: 5),
                cached: CachedValue(value: RocketDetail(rocket: RocketSamples.falcon9), storedAt: fixedNow)))
    }

    func testALateAnswerToAnOlderRequestIsIgnored() async throws {
        let repository = RocketsRepositoryMocks.empty()
        repository.itemResponses = StubbedResponses([.failed(.timeout, cached: nil)])
        repository.refreshItemResponses = StubbedResponses([.loaded(RocketSamples.falcon1, freshness: .live)])
        let viewModel = RocketDetailViewModel(rocketID: RocketSamples.falcon1.id, repository: repository)

        repository.gate.hold()
        let first = Task { await viewModel.load() }
        try await repository.gate.waitForArrivals(1)
        let second = Task { await viewModel.refresh() }
        try await repository.gate.waitForArrivals(2)
        XCTAssertTrue(repository.gate.releaseNext())
        try await BoundedWait.value(of: first, "the first task to end")
        XCTAssertEqual(viewModel.state, .loading, "the older request's failure must not show")
        repository.gate.releaseAll()
        try await BoundedWait.value(of: second, "the second task to end")
        XCTAssertEqual(viewModel.state, .loaded(RocketDetail(rocket: RocketSamples.falcon1), freshness: .live))
    }
}
