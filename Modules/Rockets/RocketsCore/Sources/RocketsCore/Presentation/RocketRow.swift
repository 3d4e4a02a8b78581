import Foundation

/// One line of the rockets list, as ready-to-show text: image, name, type, success rate and status, plus the
/// first flight and cost the wide one-line layout adds. Tests build rows from values with the memberwise initialiser.
public struct RocketRow: Sendable, Hashable, Identifiable {
    /// The rocket's API id, for selection.
    public var id: String
    /// The name, or "—" when the API sent none.
    public var name: String
    /// The type, like "Rocket".
    public var type: String
    /// The success rate, like "98%".
    public var successRate: String
    /// "Active" or "Inactive".
    public var activeStatus: String
    /// Whether it still flies, when known, for styling.
    public var isActive: Bool?
    /// The photo to show, if any.
    public var imageURL: URL?
    /// The first flight's UTC day, like "4 Jun 2010", or "—".
    public var firstFlight: String = RocketFormatter.placeholder
    /// The cost per launch, like "$50,000,000", or "—".
    public var costPerLaunch: String = RocketFormatter.placeholder
}

extension RocketRow {
    /// The row for `rocket`.
    public init(rocket: Rocket) {
        self.init(
            id: rocket.id,
            name: RocketFormatter.text(rocket.name),
            type: RocketFormatter.type(rocket.type),
            successRate: RocketFormatter.successRate(rocket.successRatePct),
            activeStatus: RocketFormatter.activeStatus(rocket.active),
            isActive: rocket.active,
            imageURL: RocketFormatter.imageURL(rocket), firstFlight: RocketFormatter.day(rocket.firstFlight),
            costPerLaunch: RocketFormatter.cost(rocket.costPerLaunch))
    }
}
