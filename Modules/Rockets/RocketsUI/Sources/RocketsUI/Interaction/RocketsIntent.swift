import Foundation

/// What the rockets screens ask of the App, which routes each intent.
public enum RocketsIntent: Hashable, Sendable {
    /// Show the detail of the rocket with this id.
    case showRocket(id: String)
    /// Open a web page (Wikipedia, a photo).
    case openLink(title: String, url: URL)
}
