import Foundation
import LaunchSitesCore
import RepositoryDefinitions
import SharedPresentation

/// A launch site's details on the detail scaffold: the photo links are the focusable elements, each sends
/// "open link".
@MainActor
public final class LaunchSiteDetailFeature: DetailFeature {
    /// The site.
    public let viewModel: LaunchpadDetailViewModel
    private let now: @Sendable () -> Date

    /// The detail of the site `launchpadID`.
    public init(
        launchpadID: String, repository: any PaginatedRepository<LaunchpadDocument, LaunchpadFilter>,
        now: @escaping @Sendable () -> Date
    ) {
        self.now = now
        viewModel = LaunchpadDetailViewModel(launchpadID: launchpadID, repository: repository, now: now)
    }

    public var title: String { viewModel.title }
    public var isBusy: Bool { viewModel.state.isLoading }
    public var elements: [DetailLink] { viewModel.state.value.map(LaunchSiteDetailScreen.links(for:)) ?? [] }

    public func screen(focus: DetailLink?, in environment: ScreenEnvironment) -> LaunchSiteDetailScreen {
        LaunchSiteDetailScreen(
            state: viewModel.state, focus: focus, now: now(), backTitle: environment.backTitle, tick: environment.tick)
    }

    public func intent(activating element: DetailLink) -> LaunchSitesIntent {
        .openLink(title: element.title, url: element.url)
    }

    public func load() async { await viewModel.load() }
    public func refresh() async { await viewModel.refresh() }
}

/// A launch site's details as an interactive screen.
public typealias LaunchSiteDetailController = DetailController<LaunchSiteDetailFeature>
