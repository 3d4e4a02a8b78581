import Foundation
import LaunchSitesCore
import RepositoryDefinitions
import SharedPresentation

/// A launch site's details on the detail scaffold: the photo links are the focusable elements, each sends
/// "open link".
public typealias LaunchSiteDetailFeature = LinksDetail<LaunchSiteDetailPresentation, LaunchSitesIntent>

extension LinksDetail where Presentation == LaunchSiteDetailPresentation, Intent == LaunchSitesIntent {
    /// The detail of the site `launchpadID`.
    public convenience init(
        launchpadID: String, repository: any PaginatedRepository<Launchpad, LaunchpadFilter>,
        now: @escaping @Sendable () -> Date
    ) {
        let site = LaunchpadDetailViewModel(launchpadID: launchpadID, repository: repository, now: now)
        self.init(
            title: { site.title }, state: { site.state }, load: site.load, refresh: site.refresh, now: now,
            openLink: LaunchSitesIntent.openLink)
    }
}

/// A launch site's details as an interactive screen.
public typealias LaunchSiteDetailController = DetailController<LaunchSiteDetailFeature>
