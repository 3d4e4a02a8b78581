import LaunchesCore

/// The options of `spacex watch`: how many launches, the lead times and the command run per event.
public struct WatchArguments: Equatable, Sendable {
    /// `--count N`: how many of the next launches are watched.
    public var count = 3
    /// `--before 24h,1h,10m`: seconds before each timed NET at which an event is sent, largest first.
    public var leadTimes: [Int] = [3_600, 600]
    /// `--exec CMD`: a shell command run per event with the event in its environment.
    public var command: String?
    /// `--json`: each event as one JSON object a line (``WatchLineReporter``), never the live screen.
    public var json = false
    /// `--from`, `--to`, `--search`: the launches' filters, as `spacex launches` takes them.
    public var from: String?, to: String?, search: String?
    /// `--rocket`, `--site`, `--status`, `--crewed`: the launches' criteria, as `spacex launches` takes them.
    public var rocket: String?, site: String?, status: String?, crewed = false

    /// The launches `--count` takes: 1 to 20.
    public static let counts = 1...20

    /// Creates the defaults: the next 3 launches, 1 h and 10 min before, no command.
    public init(count: Int = 3, leadTimes: [Int] = [3_600, 600], command: String? = nil) {
        self.count = count
        self.leadTimes = leadTimes
        self.command = command
    }

    /// These arguments with the list filters of `launches` (`--from`, `--to`, `--search`, `--rocket`, `--site`,
    /// `--status`, `--crewed`).
    public func filtered(like launches: LaunchesArguments) -> WatchArguments {
        var filtered = self
        (filtered.from, filtered.to, filtered.search) = (launches.from, launches.to, launches.search)
        (filtered.rocket, filtered.site, filtered.status) = (launches.rocket, launches.site, launches.status)
        filtered.crewed = launches.crewed
        return filtered
    }

    /// The criteria `--rocket`, `--site`, `--status` and `--crewed` name, read as `launches` reads them; a name
    /// that matches nothing, or several things, throws.
    public var criteria: LaunchCriteria {
        get throws(LaunchCriteriaError) {
            try LaunchCriteria(rocket: rocket, site: site, status: status, crewedOnly: crewed)
        }
    }

    /// The lead times of `--before 24h,1h,10m` (as `--remind` takes them); throws a one-line message otherwise.
    public static func leadTimes(parsing text: String) throws(LaunchCalendarOptionError) -> [Int] {
        try LaunchCalendarOptions.times(parsing: text, option: "--before")
    }
}
