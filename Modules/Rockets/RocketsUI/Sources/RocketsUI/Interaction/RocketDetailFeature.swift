import Foundation
import RepositoryDefinitions
import RocketsCore
import SharedPresentation

/// A rocket's details on the detail scaffold: Wikipedia and the photos are the focusable elements, each sends
/// "open link".
@MainActor
public final class RocketDetailFeature: LinksDetailFeature {
    /// What draws the rocket.
    public typealias Presentation = RocketDetailPresentation
    /// The rocket on the detail scaffold's screen.
    public typealias Screen = RocketDetailScreen

    /// The rocket.
    public let viewModel: RocketDetailViewModel
    public let now: @Sendable () -> Date

    /// The detail of `rocketID`, painted at once from `listRocket` (the list's copy) when given.
    public init(
        rocketID: String, listRocket: Rocket?, repository: any PaginatedRepository<Rocket, RocketFilter>,
        now: @escaping @Sendable () -> Date
    ) {
        self.now = now
        viewModel = RocketDetailViewModel(rocketID: rocketID, listRocket: listRocket, repository: repository, now: now)
    }

    public var title: String { viewModel.title }
    public var state: LoadState<RocketDetail> { viewModel.state }

    public func intent(activating element: DetailLink) -> RocketsIntent {
        .openLink(title: element.title, url: element.url)
    }

    public func load() async { await viewModel.load() }
    public func refresh() async { await viewModel.refresh() }
}

/// A rocket's details as an interactive screen.
public typealias RocketDetailController = DetailController<RocketDetailFeature>
