/// The options of `spacex watch`: how many launches, the lead times and the command run per event.
public struct WatchArguments: Equatable, Sendable {
    /// `--count N`: how many of the next launches are watched.
    public var count = 3
    /// `--before 24h,1h,10m`: seconds before each timed NET at which an event is sent, largest first.
    public var leadTimes: [Int] = [3_600, 600]
    /// `--exec CMD`: a shell command run per event with the event in its environment.
    public var command: String?

    /// The most launches `--count` takes.
    public static let maximumCount = 20

    /// Creates the defaults: the next 3 launches, 1 h and 10 min before, no command.
    public init(count: Int = 3, leadTimes: [Int] = [3_600, 600], command: String? = nil) {
        self.count = count
        self.leadTimes = leadTimes
        self.command = command
    }

    /// The lead times of `--before 24h,1h,10m` (as `--remind` takes them); throws a one-line message otherwise.
    public static func leadTimes(parsing text: String) throws(LaunchCalendarOptionError) -> [Int] {
        try LaunchCalendarOptions.reminders(parsing: text, option: "--before")
    }
}

extension WatchArguments {
    /// What `spacex help watch` says about it.
    public static let about = """
        Follows the next launches (--count) and prints one line per event: the --before lead times, a NET that \
        moved, a scrub, Go, Hold, In Flight, Success or Failure, a webcast. Each event rings the bell with the \
        terminal's own notification, and --exec runs a command with SPACEX_EVENT, SPACEX_LAUNCH, SPACEX_LAUNCH_ID, \
        SPACEX_NET, SPACEX_STATUS, SPACEX_WEBCAST, SPACEX_MESSAGE and SPACEX_TIME set (killed after 10 s). Requests \
        stay within the source's hourly budget (Launch Library: 15, 3 kept for other runs), each shown on stderr.
        """
}
