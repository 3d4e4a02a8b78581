import Foundation
import RepositoryDefinitions
import RocketsCore
import SharedPresentation

/// A rocket's details on the detail scaffold: Wikipedia and the photos are the focusable elements, each sends
/// "open link".
@MainActor
public final class RocketDetailFeature: DetailFeature {
    /// The rocket.
    public let viewModel: RocketDetailViewModel
    private let now: @Sendable () -> Date

    /// The detail of `rocketID`, painted at once from `listRocket` (the list's copy) when given.
    public init(
        rocketID: String, listRocket: Rocket?, repository: any PaginatedRepository<Rocket, RocketFilter>,
        now: @escaping @Sendable () -> Date
    ) {
        self.now = now
        viewModel = RocketDetailViewModel(rocketID: rocketID, listRocket: listRocket, repository: repository, now: now)
    }

    public var title: String { viewModel.title }
    public var isBusy: Bool { viewModel.state.isLoading }

    /// Wikipedia, then the photos.
    public var elements: [RocketDetailAction] { viewModel.state.value.map(RocketDetailScreen.actions(for:)) ?? [] }

    public func screen(focus: RocketDetailAction?, in environment: ScreenEnvironment) -> RocketDetailScreen {
        RocketDetailScreen(
            state: viewModel.state, focus: focus, now: now(), backTitle: environment.backTitle, tick: environment.tick)
    }

    public func intent(activating element: RocketDetailAction) -> RocketsIntent {
        .openLink(title: element.title, url: element.url)
    }

    public func load() async { await viewModel.load() }
    public func refresh() async { await viewModel.refresh() }
}

/// A rocket's details as an interactive screen.
public typealias RocketDetailController = DetailController<RocketDetailFeature>
