import Foundation
import RepositoryDefinitions
import RepositorySpies
import RocketsCore
import RocketsMocks
import RocketsUI
import SharedPresentation
import XCTest

/// The `@MainActor` shortcuts that read a view model draw exactly what the plain initialisers draw from the same
/// values.
@MainActor
final class ViewModelScreenTests: XCTestCase {
    private let now = ScreenFixtures.now

    private func lines(_ view: some View) -> [String] {
        ScreenFixtures.plainLines(view, width: 80)
    }

    func testListScreenReadsRowsTotalAndPaging() async {
        let repository = RocketsRepositoryMocks.paging()
        let model = RocketsListViewModel(repository: repository, navigator: RocketsNavigatorSpy())
        await model.load()
        let expected = RocketsListScreen(
            state: .loaded(ScreenFixtures.rows(RocketPages.pageOne), freshness: .live), pagination: .idle,
            selection: 1, viewportHeight: 12, scrollOffset: 0, now: now, totalCount: 8)
        let screen = RocketsListScreen(viewModel: model, selection: 1, viewportHeight: 12, scrollOffset: 0, now: now)
        XCTAssertEqual(lines(screen), lines(expected))
        XCTAssertTrue(lines(screen)[0].hasSuffix("2 of 8"))

        await model.loadMore()
        let end = lines(
            RocketsListScreen(viewModel: model, selection: nil, viewportHeight: nil, scrollOffset: 0, now: now))
        XCTAssertEqual(end.last, "  End of list")
    }

    func testListScreenShowsALoadMoreFailureAndLoading() async {
        let repository = RocketsRepositoryMocks.loadMoreFailing(.timeout)
        let model = RocketsListViewModel(repository: repository, navigator: RocketsNavigatorSpy())
        await model.loadMore()
        let failed = lines(
            RocketsListScreen(viewModel: model, selection: 0, viewportHeight: nil, scrollOffset: 0, now: now))
        XCTAssertTrue(failed.contains { $0.contains("Couldn't load more") })

        repository.loadMoreError = nil
        repository.isLoadingMore = true
        let loading = lines(
            RocketsListScreen(viewModel: model, selection: 0, viewportHeight: nil, scrollOffset: 0, now: now))
        XCTAssertEqual(loading.last, "  Loading more…")
    }

    func testDetailScreenPaintsTheListRocketThenTheAnswer() async {
        let falcon9 = RocketSamples.falcon9
        let model = RocketDetailViewModel(
            rocketID: falcon9.id, repository: RocketsRepositoryMocks.detail(falcon9), now: { ScreenFixtures.now })
        let painted = lines(RocketDetailScreen(viewModel: model, focus: nil, now: now, backTitle: "Rockets"))
        XCTAssertTrue(painted.contains("Refreshing…"))
        XCTAssertEqual(
            painted,
            lines(
                RocketDetailScreen(
                    state: .refreshing(current: RocketDetail(rocket: falcon9)), focus: nil, now: now,
                    backTitle: "Rockets")))

        await model.load()
        let loaded = lines(RocketDetailScreen(viewModel: model, focus: nil, now: now, backTitle: "Rockets"))
        XCTAssertEqual(
            loaded,
            lines(
                RocketDetailScreen(
                    state: .loaded(RocketDetail(rocket: falcon9), freshness: .live), focus: nil, now: now,
                    backTitle: "Rockets")))
        XCTAssertFalse(loaded.contains("Refreshing…"))
    }
}
