import Foundation

/// What a change history compares of one launch: its name, NET and how precisely it is known, status, probability,
/// webcast (and whether it is live), provider and rocket. Plain values, taken from a ``Launch`` of any source; a source that does not say
/// one of them (the r/SpaceX API has no probability or provider) leaves it nil, and nil never differs from nil.
public struct LaunchFacts: Sendable, Hashable {
    /// The mission name.
    public var name: String
    /// The NET (or launch time).
    public var net: Date?
    /// How precisely the date is known.
    public var datePrecision: DatePrecision?
    /// How finely a time known to the hour is known; nil for a date known less precisely.
    public var timePrecision: TimePrecision?
    /// The live status; for a source that reports none, Success or Failure once the outcome is known.
    public var status: ReportedLaunchStatus?
    /// The chance of launching, in percent.
    public var probability: Int?
    /// The webcast's address.
    public var webcast: URL?
    /// Whether the webcast is streaming now (a live source says so); false when not, or not said.
    public var webcastIsLive: Bool
    /// Who launches it.
    public var provider: String?
    /// The rocket's name.
    public var rocket: String?

    /// Creates facts; everything but the name defaults to unknown. A time precision is kept only for a date known to
    /// the hour (a source's, or a saved file's, finer time under a coarser date means nothing).
    public init(
        name: String, net: Date? = nil, datePrecision: DatePrecision? = nil, timePrecision: TimePrecision? = nil,
        status: ReportedLaunchStatus? = nil, probability: Int? = nil, webcast: URL? = nil, webcastIsLive: Bool = false,
        provider: String? = nil, rocket: String? = nil
    ) {
        self.name = name
        self.net = net
        self.datePrecision = datePrecision
        self.timePrecision = datePrecision == .hour ? timePrecision : nil
        self.status = status
        self.probability = probability
        self.webcast = webcast
        self.webcastIsLive = webcastIsLive
        self.provider = provider
        self.rocket = rocket
    }

    /// The facts of `launch`.
    public init(launch: Launch) {
        let outcome: ReportedLaunchStatus? =
            switch launch.success {
            case true?: .success
            case false?: .failure
            case nil: nil
            }
        self.init(
            name: launch.name, net: launch.dateUtc, datePrecision: launch.datePrecision,
            timePrecision: launch.timePrecision,
            status: launch.reportedStatus ?? outcome, probability: launch.probability, webcast: launch.links.webcast,
            webcastIsLive: launch.links.webcastIsLive, provider: launch.provider, rocket: launch.rocket?.name)
    }
}
