import Foundation
import RocketsCore
import SharedPresentation

extension RocketDetailScreen {
    /// Reads the rocket's state from `viewModel`.
    @MainActor
    public init(
        viewModel: RocketDetailViewModel, focus: RocketDetailAction?, now: Date, backTitle: String?,
        tick: Int? = nil
    ) {
        self.init(state: viewModel.state, focus: focus, now: now, backTitle: backTitle, tick: tick)
    }
}
