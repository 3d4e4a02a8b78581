import LaunchesCore

/// The options of `spacex launches` (and of `spacex calendar`), still as typed: dates are validated by the
/// launches domain when ``LaunchesScript`` lists them.
public struct LaunchesArguments: Equatable, Sendable {
    /// `--from YYYY-MM-DD`.
    public var from: String?
    /// `--to YYYY-MM-DD`.
    public var to: String?
    /// `--page N`.
    public var page: Int
    /// `--limit N`.
    public var limit: Int
    /// `--oldest-first`.
    public var oldestFirst: Bool
    /// `--search TEXT`.
    public var search: String?
    /// `--upcoming` or `--past`; nil lists every launch.
    public var timeline: LaunchTimeline = .all
    /// `--rocket NAME`: a SpaceX vehicle family (``LaunchVehicle``).
    public var rocket: String?
    /// `--site NAME`: a SpaceX launch site (``LaunchSiteChoice``).
    public var site: String?
    /// `--status WORD`: upcoming, a live status or an outcome (``LaunchStatusChoice``).
    public var status: String?
    /// `--crewed`: crewed flights only.
    public var crewed = false
    /// `--since DATE` of `spacex changes`: a day or an ISO 8601 time.
    public var since: String?

    /// Creates arguments with the defaults; `limit` is the command line's default page size.
    public init(
        from: String? = nil, to: String? = nil, page: Int = 1, limit: Int, oldestFirst: Bool = false,
        search: String? = nil
    ) {
        self.from = from
        self.to = to
        self.page = page
        self.limit = limit
        self.oldestFirst = oldestFirst
        self.search = search
    }

    /// The criteria `--rocket`, `--site`, `--status` and `--crewed` name, read as every lookup reads names; a
    /// name that matches nothing, or several things, throws.
    public var criteria: LaunchCriteria {
        get throws(LaunchCriteriaError) {
            try LaunchCriteria(rocket: rocket, site: site, status: status, crewedOnly: crewed)
        }
    }

    /// Sets `--rocket`, `--site` or `--status` (named by `criterion`, the option's name without dashes) to `value`.
    public mutating func setCriterion(_ criterion: String, to value: String) {
        switch LaunchCriteriaError.Kind(rawValue: criterion) {
        case .rocket?: rocket = value
        case .site?: site = value
        case .status?: status = value
        case nil: break
        }
    }

    /// Chooses `--upcoming` or `--past`; false when the other was already chosen (they exclude each other).
    public mutating func choose(_ chosen: LaunchTimeline) -> Bool {
        guard timeline == .all || timeline == chosen else { return false }
        timeline = chosen
        return true
    }

    /// These arguments on page `page` of `limit` launches.
    public func onPage(_ page: Int, limit: Int) -> LaunchesArguments {
        var arguments = self
        arguments.page = page
        arguments.limit = limit
        return arguments
    }
}

/// The options of `spacex calendar` besides those of `launches`: `--remind` (seconds before), `--tentative`, `--output`.
public struct CalendarArguments: Equatable, Sendable {
    /// `--remind`: how long before each launch its alarms ring, in seconds.
    public var reminders: [Int] = []
    /// `--tentative`: launches whose date is not yet precise to the day are written too.
    public var tentative = false
    /// `--output FILE`: where the calendar is written atomically; stdout when nil.
    public var output: String?
    /// `--json`: instead of the calendar, its launches as the source's documents, as `launches --json` prints them.
    public var json = false

    /// Creates the defaults: no reminders, no tentative launches, stdout.
    public init() {}
}
