import Foundation
import LaunchesCore
import SharedPresentation

extension LaunchDetailScreen {
    /// Reads the detail, loading flag, error and freshness from `viewModel`.
    @MainActor
    public init(
        viewModel: LaunchDetailViewModel, focus: LaunchDetailAction?, now: Date, backTitle: String?,
        tick: Int? = nil
    ) {
        self.init(
            detail: viewModel.detail, isLoading: viewModel.isLoading, error: viewModel.error,
            freshness: viewModel.freshness, focus: focus, now: now, backTitle: backTitle, tick: tick)
    }
}
