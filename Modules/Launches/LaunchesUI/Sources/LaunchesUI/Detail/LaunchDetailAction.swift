import Foundation

/// Something the launch detail screen can open: the rocket card or one of the launch's web links.
///
/// The detail scaffold moves a focus through ``LaunchDetailScreen/actions(for:)`` and activates the focused one.
public enum LaunchDetailAction: Hashable, Sendable {
    /// Show the rocket with this API id (the rocket card).
    case rocket(id: String)
    /// Open a web page: the webcast, an article, Wikipedia, the press kit or the image.
    case link(title: String, url: URL)
}
