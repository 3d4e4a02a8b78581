import Foundation

/// Everything the launch detail screen shows, ready to render.
public struct LaunchDetail: Sendable, Hashable, Identifiable {
    /// The launch's API id.
    public let id: String
    /// The mission name, or "Unnamed launch".
    public let mission: String
    /// SpaceX's flight number; not unique, for display only.
    public let flightNumber: Int?
    /// Where the launch stands.
    public let status: LaunchStatus
    /// One line per recorded failure, like "T+33 s: merlin engine failure".
    public let failureLines: [String]
    /// The date in the chosen zone and at the site.
    public let date: LaunchDateText
    /// How precisely the date is known.
    public let datePrecision: DatePrecision?
    /// How precisely the time of a launch dated to the hour is known, when the source says (Launch Library's
    /// `net_precision`: the minute or the second); nil means to the hour.
    public let timePrecision: TimePrecision?
    /// The launch site.
    public let site: LaunchSite
    /// The mission description, when the API has one.
    public let description: String?
    /// The image to show: patch large, patch small or the first Flickr photo.
    public let image: URL?
    /// The webcast to watch, when there is one.
    let watchURL: URL?
    /// Outside links, http(s) only: webcast, article, Wikipedia, press kit.
    public let links: [LaunchLink]
    /// The rocket card, when the launch names a rocket.
    public let rocket: RocketCard?
    /// Two lines per booster (``BoosterFacts``): serial, flight and turnaround, then the landing.
    public let landingLines: [String]
    /// Whether the webcast is streaming now: the detail marks it and puts the stream first.
    public let webcastIsLive: Bool
    /// How many people flew.
    public let crewCount: Int
    /// False while only the list's fields are shown and the full launch is still being fetched.
    public let isComplete: Bool
    /// The countdown to lift-off (`T-2d 04:12`) while the launch is still to come and its time is known to the
    /// hour or better; it changes as the clock moves, so the browser redraws it every ``LaunchCountdown/refreshInterval``.
    public let countdown: LaunchCountdown?
    /// The source's notes about the launch (Launch Library's `updates[]`), newest first.
    public let updates: [Update]
    /// What the change history saw move about the launch, newest first; set by whoever reads the history.
    public var changes: [LaunchMove] = []

    /// Creates a detail.
    public init(
        id: String, mission: String, flightNumber: Int?, status: LaunchStatus, failureLines: [String],
        date: LaunchDateText, datePrecision: DatePrecision?, site: LaunchSite, description: String?, image: URL?,
        watchURL: URL?, links: [LaunchLink], rocket: RocketCard?, landingLines: [String], crewCount: Int,
        webcastIsLive: Bool = false, isComplete: Bool, countdown: LaunchCountdown? = nil,
        timePrecision: TimePrecision? = nil, updates: [Update] = []
    ) {
        self.webcastIsLive = webcastIsLive
        self.id = id
        self.mission = mission
        self.flightNumber = flightNumber
        self.status = status
        self.failureLines = failureLines
        self.date = date
        self.datePrecision = datePrecision
        self.site = site
        self.description = description
        self.image = image
        self.watchURL = watchURL
        self.links = links
        self.rocket = rocket
        self.landingLines = landingLines
        self.crewCount = crewCount
        self.isComplete = isComplete
        self.countdown = countdown
        self.timePrecision = timePrecision
        self.updates = updates
    }

    /// One of the source's notes: when and by whom ("22 May 2026, 22:30 UTC · Cosmic_Penguin"), and what it says.
    public struct Update: Sendable, Hashable {
        /// When and by whom.
        public var byline: String
        /// The note.
        public var comment: String

        /// Creates a note.
        public init(byline: String, comment: String) {
            self.byline = byline
            self.comment = comment
        }
    }

    /// The status badge text.
    var statusLabel: String { status.label }
}
