import Foundation

/// Where the rockets screens ask to go; the App maps each route to a screen.
public enum RocketsRoute: Hashable, Sendable {
    /// The detail screen of the rocket with this API id.
    case rocketDetail(id: String)
}
