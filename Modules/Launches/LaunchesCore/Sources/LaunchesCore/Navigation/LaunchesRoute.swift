import Foundation

/// Where the launches screens ask to go. `rocket` is an outgoing intent: the App maps it to the Rockets
/// feature, which this package never imports.
public enum LaunchesRoute: Sendable, Hashable {
    /// The detail screen of the launch with this id.
    case launchDetail(id: String)
    /// The rocket screen of the rocket with this id (another feature).
    case rocket(id: String)
}
