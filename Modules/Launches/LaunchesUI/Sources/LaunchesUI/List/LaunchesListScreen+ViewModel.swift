import Foundation
import LaunchesCore
import SharedPresentation

extension LaunchesListScreen {
    /// Reads everything the screen shows from `viewModel`: rows, paging footer, active filter and total count.
    @MainActor
    public init(
        viewModel: LaunchesListViewModel, selection: Int?, viewportHeight: Int?, scrollOffset: Int, now: Date,
        report: ListLayoutReport? = nil, tick: Int? = nil
    ) {
        let filter = viewModel.filter
        self.init(
            state: viewModel.state,
            pagination: .launches(
                isLoadingMore: viewModel.isLoadingMore, loadMoreError: viewModel.loadMoreError,
                hasNextPage: viewModel.hasNextPage),
            filterSummary: filter.hasCriteria ? filter.summary : nil, selection: selection,
            viewportHeight: viewportHeight, scrollOffset: scrollOffset, now: now, report: report,
            totalCount: viewModel.totalItems, tick: tick)
    }
}
