import Foundation

/// The rocket card on the launch detail: name and type, and the id to navigate to the rocket screen by.
public struct RocketCard: Sendable, Hashable {
    /// The text shown when the rocket is not populated.
    public static let unknownName = "Unknown rocket"

    /// The rocket's API id.
    public let rocketId: String
    /// The rocket's name, like "Falcon 9", or "Unknown rocket".
    public let name: String
    /// The rocket's type, like "rocket", when known.
    public let type: String?

    /// The card for `launch`, or nil when the launch names no rocket.
    public init?(launch: Launch) {
        guard let rocket = launch.rocket, !rocket.id.isEmpty else { return nil }
        rocketId = rocket.id
        name = rocket.name.flatMap { $0.isEmpty ? nil : $0 } ?? Self.unknownName
        type = rocket.type.flatMap { $0.isEmpty ? nil : $0 }
    }
}
