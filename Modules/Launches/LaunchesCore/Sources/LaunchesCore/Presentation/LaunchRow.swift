import Foundation

/// One row of the launches list, ready to render: mission, site, date, status and rocket.
public struct LaunchRow: Sendable, Hashable, Identifiable {
    /// The launch's API id.
    public let id: String
    /// The mission name, or "Unnamed launch".
    public let mission: String
    /// The launch site's short name, or "Unknown site".
    public let site: String
    /// The date to its precision, like "24 Mar 2006, 22:30 UTC" or "NET Nov 2022", then the countdown when there
    /// is one: "NET 25 May 2026, 11:41 UTC · T-2d 02:30".
    public let date: String
    /// The countdown at the end of ``date`` (Upcoming), like "T-2d 02:30"; nil when there is none.
    public let countdown: String?
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
        rocket: String = RocketCard.unknownName, countdown: String? = nil
    ) {
        self.id = id
        self.mission = mission
        self.site = site
        self.date = date
        self.status = status
        self.flightNumber = flightNumber
        self.rocket = rocket
        self.countdown = countdown
    }

    /// The text ``date`` ends with for its countdown: " · T-2d 02:30", or "" without one.
    public var countdownSuffix: String {
        countdown.map { " · \($0)" } ?? ""
    }

    /// The status badge text.
    var statusLabel: String { status.label }
}
