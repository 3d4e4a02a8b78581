import Foundation

/// What the launches screens ask of the App: the App routes each intent, so this package never names another
/// feature's screens ("show rocket" is only an id here).
public enum LaunchesIntent: Hashable, Sendable {
    /// Show the detail of the launch with this id.
    case showLaunch(id: String)
    /// Show the rocket with this API id (another feature's screen).
    case showRocket(id: String)
    /// Show the launch site with this API id (another feature's screen).
    case showLaunchSite(id: String)
    /// Open a web page (a webcast, an article, the image).
    case openLink(title: String, url: URL)
    /// Show the date-filter form of the launches list.
    case editFilter
}
