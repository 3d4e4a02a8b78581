import Foundation
import LaunchesMocks
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import LaunchesCore

/// The detail view model paints the list's data first, then the full launch, and hands the rocket to the App.
@MainActor
final class LaunchDetailViewModelTests: XCTestCase {
    /// 2026-11-21T00:00:00Z.
    private nonisolated static let now = Date(timeIntervalSince1970: 1_795_219_200)
    private let full = LaunchMocks.sampleDataset.first { $0.name == "CCtCap Demo Mission 2" }!
    private var listed: Launch { LaunchMocks.listProjection(of: full) }

    private func makeViewModel(
        _ repository: LaunchesRepositoryMocks.Spy, preview: Launch? = nil
    ) -> LaunchDetailViewModel {
        LaunchDetailViewModel(launchId: full.id, repository: repository, preview: preview, now: { Self.now })
    }

    func testPaintsTheListDataFirstThenTheFetchedLaunch() async throws {
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: full)
        let viewModel = makeViewModel(repository)
        let firstPaint = try XCTUnwrap(viewModel.detail)
        XCTAssertEqual(firstPaint.mission, "CCtCap Demo Mission 2")
        XCTAssertEqual(firstPaint.site.name, "KSC LC 39A")
        XCTAssertEqual(firstPaint.rocket?.name, "Falcon 9")
        XCTAssertEqual(firstPaint.statusLabel, "Success")
        XCTAssertNil(firstPaint.description)
        XCTAssertEqual(firstPaint.links, [])
        XCTAssertFalse(firstPaint.isComplete)

        repository.gate.hold()
        let loading = Task { await viewModel.load() }
        try await repository.gate.release(loading) {
            XCTAssertTrue(viewModel.isLoading)
            XCTAssertEqual(viewModel.detail, firstPaint, "the list's data stays on screen while the launch loads")
            XCTAssertEqual(repository.itemCalls, [full.id])
        }
        let complete = try XCTUnwrap(viewModel.detail)
        XCTAssertFalse(viewModel.isLoading)
        XCTAssertTrue(complete.isComplete)
        XCTAssertEqual(complete.description, full.details)
        XCTAssertEqual(complete.watchURL, full.links.webcast)
        XCTAssertEqual(complete.links.count, 4)
        XCTAssertEqual(complete.crewCount, 2)
        XCTAssertEqual(viewModel.launch, full)
        XCTAssertEqual(viewModel.freshness, .live)
        XCTAssertNil(viewModel.error)
    }

    func testAStaleCachedLaunchIsShownRefreshingThenReplacedByTheLiveOne() async throws {
        let storedAt = Self.now.addingTimeInterval(-3600)
        var cachedCopy = full
        cachedCopy.details = "cached an hour ago"
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: full)
        repository.cachedItems[full.id] = Fetched(
            value: cachedCopy, freshness: .cached(storedAt: storedAt), isFresh: false)
        let viewModel = makeViewModel(repository)
        XCTAssertEqual(viewModel.state, .refreshing(current: listed), "the list's copy before anything is asked")

        repository.gate.hold()
        let loading = Task { await viewModel.load() }
        try await repository.gate.release(loading) {
            XCTAssertEqual(viewModel.state, .refreshing(current: cachedCopy), "the stale cached launch, painted first")
            XCTAssertEqual(viewModel.detail?.description, "cached an hour ago")
            XCTAssertTrue(viewModel.isComplete)
            XCTAssertEqual(viewModel.freshness, .cached(storedAt: storedAt))
            XCTAssertEqual(repository.cachedItemCalls, [full.id])
            XCTAssertEqual(repository.itemCalls, [full.id], "and the fetch still runs")
        }
        XCTAssertEqual(viewModel.state, .loaded(full, freshness: .live))
        XCTAssertEqual(viewModel.detail?.description, full.details)
    }

    func testAFreshCachedLaunchNeedsNoFetch() async throws {
        let storedAt = Self.now.addingTimeInterval(-60)
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: full)
        repository.cachedItems[full.id] = Fetched(value: full, freshness: .cached(storedAt: storedAt), isFresh: true)
        let viewModel = makeViewModel(repository)
        await viewModel.load()
        XCTAssertEqual(viewModel.state, .loaded(full, freshness: .cached(storedAt: storedAt)))
        XCTAssertEqual(repository.itemCalls, [])
        XCTAssertFalse(viewModel.isLoading)
    }

    func testAFailedRevalidationKeepsTheCachedLaunchWithItsAge() async throws {
        let storedAt = Self.now.addingTimeInterval(-7200)
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: full)
        repository.cachedItems[full.id] = Fetched(value: full, freshness: .cached(storedAt: storedAt), isFresh: false)
        repository.itemResponses.set(.failed(.offline, cached: nil))
        let viewModel = makeViewModel(repository)
        await viewModel.load()
        XCTAssertEqual(viewModel.state, .failed(.offline, cached: CachedValue(value: full, storedAt: storedAt)))
        XCTAssertTrue(viewModel.isComplete)
    }

    func testStateWithoutAnythingShown() async throws {
        let repository = LaunchesRepositoryMocks.detail(listed: LaunchEdgeCases.success, full: full)
        repository.itemResponses.set(.failed(.offline, cached: nil))
        let viewModel = makeViewModel(repository)
        XCTAssertEqual(viewModel.state, .initial)
        repository.gate.hold()
        let loading = Task { await viewModel.load() }
        try await repository.gate.release(loading) {
            XCTAssertEqual(viewModel.state, .loading)
        }
        XCTAssertEqual(viewModel.state, .failed(.offline, cached: nil))
    }

    func testAnExplicitPreviewWinsAndNothingIsShownWithoutOne() async throws {
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: full)
        var renamed = listed
        renamed.name = "From the caller"
        let withPreview = makeViewModel(repository, preview: renamed)
        XCTAssertEqual(withPreview.detail?.mission, "From the caller")

        let unknown = LaunchesRepositoryMocks.detail(listed: LaunchEdgeCases.success, full: full)
        let withoutPreview = makeViewModel(unknown)
        XCTAssertNil(withoutPreview.detail)
        await withoutPreview.load()
        XCTAssertEqual(withoutPreview.detail?.mission, "CCtCap Demo Mission 2")
    }

    func testRefreshAsksTheNetwork() async throws {
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: full)
        let viewModel = makeViewModel(repository)
        await viewModel.refresh()
        XCTAssertEqual(repository.refreshItemCalls, [full.id])
        XCTAssertEqual(repository.itemCalls, [])
        XCTAssertEqual(viewModel.launch, full)
    }

    func testFailureKeepsThePreviewAndReportsTheError() async throws {
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: full)
        repository.itemResponses.set(.failed(.offline, cached: nil))
        let viewModel = makeViewModel(repository)
        await viewModel.load()
        XCTAssertEqual(viewModel.error, .offline)
        XCTAssertEqual(viewModel.launch, listed)
        XCTAssertFalse(viewModel.isComplete)
        XCTAssertFalse(viewModel.isLoading)
    }

    func testFailureWithACachedLaunchShowsIt() async throws {
        let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: full)
        repository.itemResponses.set(.failed(.timeout, cached: CachedValue(value: full, storedAt: storedAt)))
        let viewModel = makeViewModel(repository)
        await viewModel.load()
        XCTAssertEqual(viewModel.launch, full)
        XCTAssertTrue(viewModel.isComplete)
        XCTAssertEqual(viewModel.freshness, .cached(storedAt: storedAt))
        XCTAssertEqual(viewModel.error, .timeout)
    }

    func testCancellationIsNotAnError() async throws {
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: full)
        repository.itemResponses.set(.failed(.cancelled, cached: nil))
        let viewModel = makeViewModel(repository)
        await viewModel.load()
        XCTAssertNil(viewModel.error)
        XCTAssertEqual(viewModel.launch, listed)
    }

    func testUnusualAnswersAreHandled() async throws {
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: full)
        repository.itemResponses = StubbedResponses([.refreshing(current: full), .loading])
        let viewModel = makeViewModel(repository)
        await viewModel.load()
        XCTAssertEqual(viewModel.launch, full)
        await viewModel.load()
        XCTAssertEqual(viewModel.launch, full, "a loading answer changes nothing")
    }

    func testALateAnswerToAnOlderRequestIsDiscarded() async throws {
        var older = full
        older.details = "older answer"
        let repository = LaunchesRepositoryMocks.detail(listed: listed, full: full)
        repository.itemResponses.set(.loaded(older, freshness: .live))
        let viewModel = makeViewModel(repository)
        repository.gate.hold()
        let first = Task { await viewModel.load() }
        try await repository.gate.waitForArrivals(1)
        let second = Task { await viewModel.refresh() }
        try await repository.gate.waitForArrivals(2)
        repository.gate.releaseNext()
        try await BoundedWait.value(of: first, "the first task to end")
        XCTAssertEqual(viewModel.launch, listed, "the older request's answer is dropped")
        XCTAssertTrue(viewModel.isLoading)
        repository.gate.releaseAll()
        try await BoundedWait.value(of: second, "the second task to end")
        XCTAssertEqual(viewModel.launch, full)
        XCTAssertFalse(viewModel.isLoading)
    }
}
