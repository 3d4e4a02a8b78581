import Foundation

/// What the launch-site screen asks of the App, which routes it.
public enum LaunchSitesIntent: Hashable, Sendable {
    /// Open a web page (the site's photo).
    case openLink(title: String, url: URL)
}
