import Foundation
import LaunchSitesCore
import RepositoryDefinitions
import SharedPresentation

/// A launch site's details on the detail scaffold: the photo links are the focusable elements, each sends
/// "open link".
@MainActor
public final class LaunchSiteDetailFeature: LinksDetailFeature {
    /// What draws the site.
    public typealias Presentation = LaunchSiteDetailPresentation
    /// The site on the detail scaffold's screen.
    public typealias Screen = LaunchSiteDetailScreen

    /// The site.
    public let viewModel: LaunchpadDetailViewModel
    public let now: @Sendable () -> Date

    /// The detail of the site `launchpadID`.
    public init(
        launchpadID: String, repository: any PaginatedRepository<LaunchpadDocument, LaunchpadFilter>,
        now: @escaping @Sendable () -> Date
    ) {
        self.now = now
        viewModel = LaunchpadDetailViewModel(launchpadID: launchpadID, repository: repository, now: now)
    }

    public var title: String { viewModel.title }
    public var state: LoadState<LaunchpadDetail> { viewModel.state }

    public func intent(activating element: DetailLink) -> LaunchSitesIntent {
        .openLink(title: element.title, url: element.url)
    }

    public func load() async { await viewModel.load() }
    public func refresh() async { await viewModel.refresh() }
}

/// A launch site's details as an interactive screen.
public typealias LaunchSiteDetailController = DetailController<LaunchSiteDetailFeature>
