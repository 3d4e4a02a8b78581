import Foundation
import RepositoryDefinitions

/// One launch, as the screens show it; nil (or empty) where its source did not say.
///
/// A plain domain value: each source package reads its own documents into it. Launches are identified by `id`,
/// never by `flightNumber`, which repeats in the r/SpaceX API's data.
public struct Launch: Sendable, Hashable, Identifiable {
    /// The API id; the only identity of a launch.
    public var id: String
    /// The mission name; empty when the document did not include it.
    public var name: String
    /// SpaceX's flight number; not unique.
    public var flightNumber: Int?
    /// The launch time in UTC, read from `date_utc` (or `date_unix` when only that was selected).
    public var dateUtc: Date?
    /// The launch time as Unix seconds, as sent.
    public var dateUnix: Int?
    /// The same instant as `dateUtc`, sent with the site's offset; the offset is sometimes wrong, so local
    /// times are computed from the launchpad's time zone instead.
    public var dateLocal: Date?
    /// How precisely the date is known.
    public var datePrecision: DatePrecision?
    /// Whether the API lists the launch as upcoming; frozen since late 2022, so past dates can still say true.
    public var upcoming: Bool
    /// Whether it succeeded; nil when not known (upcoming, or never updated).
    public var success: Bool?
    /// What went wrong, for failed launches.
    public var failures: [LaunchFailure]
    /// A description of the mission.
    public var details: String?
    /// The rocket, as an id or populated.
    public var rocket: RocketReference?
    /// The launchpad, as an id or populated.
    public var launchpad: Launchpad?
    /// Patch, photos, webcast and articles.
    public var links: LaunchLinks
    /// The booster cores; three for Falcon Heavy.
    public var cores: [LaunchCore]
    /// The crew, for crewed flights.
    public var crew: [CrewAssignment]
    /// The payload fairings; nil when the launch had none or the API did not say.
    public var fairings: LaunchFairings?
    /// The launch window in seconds.
    public var window: Int?
    /// When the static fire test happened, in UTC.
    public var staticFireDateUtc: Date?
    /// The static fire time as Unix seconds.
    public var staticFireDateUnix: Int?
    /// Whether the date is still to be determined.
    public var tbd: Bool?
    /// Whether the date is a "no earlier than" date.
    public var net: Bool?
    /// The payloads' API ids.
    public var payloads: [String]
    /// The support ships' API ids.
    public var ships: [String]
    /// The capsules' API ids.
    public var capsules: [String]
    /// Whether the API updates this launch automatically.
    public var autoUpdate: Bool?
    /// The Launch Library 2 id.
    public var launchLibraryId: String?
    /// The live status the source reports (Go, TBD, In Flight, …); nil for sources that report none.
    public var reportedStatus: ReportedLaunchStatus?
    /// How finely the time is known when ``datePrecision`` is `hour`; nil when the source does not say.
    public var timePrecision: TimePrecision?
    /// The chance of launching at the NET, in percent, when the source gives one (Launch Library); nil otherwise.
    public var probability: Int?
    /// Who launches it (`SpaceX`, `Blue Origin`), when the source names the provider; nil otherwise.
    public var provider: String?
    /// The notes the source posted about it (Launch Library's `updates[]`), as sent; empty when none.
    public var updates: [LaunchUpdate]

    /// Creates a launch; everything but the id defaults to absent.
    public init(
        id: String, name: String = "", flightNumber: Int? = nil, dateUtc: Date? = nil, dateUnix: Int? = nil,
        dateLocal: Date? = nil, datePrecision: DatePrecision? = nil, upcoming: Bool = false, success: Bool? = nil,
        failures: [LaunchFailure] = [], details: String? = nil, rocket: RocketReference? = nil,
        launchpad: Launchpad? = nil, links: LaunchLinks = LaunchLinks(), cores: [LaunchCore] = [],
        crew: [CrewAssignment] = [], fairings: LaunchFairings? = nil, window: Int? = nil,
        staticFireDateUtc: Date? = nil, staticFireDateUnix: Int? = nil, tbd: Bool? = nil, net: Bool? = nil,
        payloads: [String] = [], ships: [String] = [], capsules: [String] = [], autoUpdate: Bool? = nil,
        launchLibraryId: String? = nil, reportedStatus: ReportedLaunchStatus? = nil,
        timePrecision: TimePrecision? = nil, probability: Int? = nil, provider: String? = nil,
        updates: [LaunchUpdate] = []
    ) {
        self.id = id
        self.name = name
        self.flightNumber = flightNumber
        self.dateUtc = dateUtc
        self.dateUnix = dateUnix
        self.dateLocal = dateLocal
        self.datePrecision = datePrecision
        self.upcoming = upcoming
        self.success = success
        self.failures = failures
        self.details = details
        self.rocket = rocket
        self.launchpad = launchpad
        self.links = links
        self.cores = cores
        self.crew = crew
        self.fairings = fairings
        self.window = window
        self.staticFireDateUtc = staticFireDateUtc
        self.staticFireDateUnix = staticFireDateUnix
        self.tbd = tbd
        self.net = net
        self.payloads = payloads
        self.ships = ships
        self.capsules = capsules
        self.autoUpdate = autoUpdate
        self.launchLibraryId = launchLibraryId
        self.reportedStatus = reportedStatus
        self.timePrecision = timePrecision
        self.probability = probability
        self.provider = provider
        self.updates = updates
    }
}
