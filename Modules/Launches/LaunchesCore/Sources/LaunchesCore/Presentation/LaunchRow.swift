import Foundation

/// One row of the launches list, ready to render: mission, site, date, status and rocket.
public struct LaunchRow: Sendable, Hashable, Identifiable {
    /// The launch's API id.
    public let id: String
    /// The mission name, or "Unnamed launch".
    public let mission: String
    /// The launch site's short name, or "Unknown site".
    public let site: String
    /// The date to its precision, like "24 Mar 2006, 22:30 UTC" or "NET Nov 2022".
    public let date: String
    /// Where the launch stands.
    public let status: LaunchStatus
    /// SpaceX's flight number; not unique, for display only.
    public let flightNumber: Int?
    /// The rocket's name, like "Falcon 9", or "Unknown rocket"; shown in the wide one-line layout.
    public let rocket: String
    /// Whether the change history saw the launch move since the last look at a list: the row is marked.
    public var moved = false

    /// Creates a row.
    public init(
        id: String, mission: String, site: String, date: String, status: LaunchStatus, flightNumber: Int?,
        rocket: String = RocketCard.unknownName
    ) {
        self.id = id
        self.mission = mission
        self.site = site
        self.date = date
        self.status = status
        self.flightNumber = flightNumber
        self.rocket = rocket
    }

    /// The status badge text.
    var statusLabel: String { status.label }
}
