import Foundation
import RocketsCore
import SharedPresentation

extension RocketsListScreen {
    /// Reads everything the screen shows from `viewModel`: rows, paging footer and total count.
    @MainActor
    public init(
        viewModel: RocketsListViewModel, selection: Int?, viewportHeight: Int?, scrollOffset: Int, now: Date,
        report: ListLayoutReport? = nil, tick: Int? = nil
    ) {
        self.init(
            state: viewModel.state,
            pagination: .rockets(
                isLoadingMore: viewModel.isLoadingMore, loadMoreError: viewModel.loadMoreError,
                hasNextPage: viewModel.hasNextPage),
            selection: selection, viewportHeight: viewportHeight, scrollOffset: scrollOffset, now: now,
            report: report, totalCount: viewModel.totalItems, tick: tick)
    }
}
