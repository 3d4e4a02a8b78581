import Foundation
import RepositoryDefinitions
import RepositorySpies
import Testing

@testable import LaunchSitesCore

/// The view model shows the repository's answer, a cached site at once, and keeps what was shown under an error.
@MainActor
@Suite struct LaunchpadDetailViewModelTests {
    private let pad = Launchpad(
        id: "5e9e4502f509094188566f88", name: "KSC LC 39A", launchAttempts: 10, launchSuccesses: 9,
        rockets: [LaunchpadRocket(id: "r", name: "Falcon 9")])
    private let fixedNow = Date(timeIntervalSince1970: 1_750_000_000)

    private func spy() -> PaginatedRepositorySpy<Launchpad, LaunchpadFilter> {
        PaginatedRepositorySpy(filter: LaunchpadFilter())
    }

    @Test func loadsTheSiteInOneItemRequest() async throws {
        let repository = spy()
        repository.itemHandler = { [pad] _ in .loaded(pad, freshness: .live) }
        let viewModel = LaunchpadDetailViewModel(launchpadID: pad.id, repository: repository)
        #expect(viewModel.title == "Launch site" && viewModel.state == .initial)
        repository.gate.hold()
        let loading = Task { await viewModel.load() }
        try await repository.gate.release(loading) {
            #expect(viewModel.state == .loading)
        }
        #expect(viewModel.state == .loaded(LaunchpadDetail(launchpad: pad), freshness: .live))
        #expect(viewModel.title == "KSC LC 39A")
        #expect(repository.itemCalls == [pad.id] && repository.refreshItemCalls == [])
        #expect(viewModel.state.value?.rocketNames == ["Falcon 9"])
    }

    @Test func aFreshCachedSiteNeedsNoRequest() async {
        let repository = spy()
        repository.cachedItems[pad.id] = Fetched(value: pad, freshness: .cached(storedAt: fixedNow), isFresh: true)
        let viewModel = LaunchpadDetailViewModel(launchpadID: pad.id, repository: repository)
        await viewModel.load()
        #expect(viewModel.state == .loaded(LaunchpadDetail(launchpad: pad), freshness: .cached(storedAt: fixedNow)))
        #expect(repository.itemCalls == [])
    }

    @Test func aStaleCachedSiteIsShownRefreshingThenReplaced() async throws {
        var stale = pad
        stale.launchAttempts = 1
        let repository = spy()
        repository.cachedItems[pad.id] = Fetched(value: stale, freshness: .cached(storedAt: fixedNow), isFresh: false)
        repository.itemHandler = { [pad] _ in .loaded(pad, freshness: .live) }
        let viewModel = LaunchpadDetailViewModel(launchpadID: pad.id, repository: repository)
        repository.gate.hold()
        let loading = Task { await viewModel.load() }
        try await repository.gate.release(loading) {
            #expect(viewModel.state == .refreshing(current: LaunchpadDetail(launchpad: stale)))
        }
        #expect(viewModel.state == .loaded(LaunchpadDetail(launchpad: pad), freshness: .live))
    }

    @Test func aFailedRefreshKeepsTheShownSiteAsCachedData() async {
        let repository = spy()
        repository.itemHandler = { [pad] _ in .loaded(pad, freshness: .live) }
        repository.refreshItemHandler = { _ in .failed(.offline, cached: nil) }
        let viewModel = LaunchpadDetailViewModel(
            launchpadID: pad.id, repository: repository, now: { [fixedNow] in fixedNow })
        await viewModel.load()
        await viewModel.refresh()
        #expect(repository.refreshItemCalls == [pad.id])
        #expect(
            viewModel.state
                == .failed(.offline, cached: CachedValue(value: LaunchpadDetail(launchpad: pad), storedAt: fixedNow)))
    }

    @Test func aFailureWithNothingShownIsAPlainError() async {
        let repository = spy()
        repository.itemHandler = { _ in .failed(.offline, cached: nil) }
        let viewModel = LaunchpadDetailViewModel(launchpadID: pad.id, repository: repository)
        await viewModel.load()
        #expect(viewModel.state == .failed(.offline, cached: nil))
    }
}
