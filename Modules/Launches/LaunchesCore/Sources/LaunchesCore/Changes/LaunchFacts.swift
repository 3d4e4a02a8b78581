import Foundation

/// What a change history compares of one launch: its name, NET and how precisely it is known, status, probability,
/// webcast, provider and rocket. Plain values, taken from a ``Launch`` of any source; a source that does not say
/// one of them (the r/SpaceX API has no probability or provider) leaves it nil, and nil never differs from nil.
public struct LaunchFacts: Sendable, Hashable {
    /// The mission name.
    public var name: String
    /// The NET (or launch time).
    public var net: Date?
    /// How precisely the date is known.
    public var datePrecision: DatePrecision?
    /// How finely a time known to the hour is known.
    public var timePrecision: TimePrecision?
    /// The live status; for a source that reports none, Success or Failure once the outcome is known.
    public var status: ReportedLaunchStatus?
    /// The chance of launching, in percent.
    public var probability: Int?
    /// The webcast's address.
    public var webcast: URL?
    /// Who launches it.
    public var provider: String?
    /// The rocket's name.
    public var rocket: String?

    /// Creates facts; everything but the name defaults to unknown.
    public init(
        name: String, net: Date? = nil, datePrecision: DatePrecision? = nil, timePrecision: TimePrecision? = nil,
        status: ReportedLaunchStatus? = nil, probability: Int? = nil, webcast: URL? = nil, provider: String? = nil,
        rocket: String? = nil
    ) {
        self.name = name
        self.net = net
        self.datePrecision = datePrecision
        self.timePrecision = timePrecision
        self.status = status
        self.probability = probability
        self.webcast = webcast
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
            timePrecision: launch.datePrecision == .hour ? launch.timePrecision : nil,
            status: launch.reportedStatus ?? outcome, probability: launch.probability, webcast: launch.links.webcast,
            provider: launch.provider, rocket: launch.rocket?.name)
    }
}
