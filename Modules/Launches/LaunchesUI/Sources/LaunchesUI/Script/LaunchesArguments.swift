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

    /// Creates the defaults: no reminders, no tentative launches, stdout.
    public init() {}
}
