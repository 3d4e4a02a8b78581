import Foundation
import LaunchesCore

/// ``LaunchFacts`` as the change history keeps them on disk: the domain's values spelled as their short names.
struct SavedLaunchFacts: Codable, Sendable, Equatable {
    var name: String
    var net: Date?
    var datePrecision: String?
    var timePrecision: String?
    var status: String?
    var probability: Int?
    var webcast: URL?
    var provider: String?
    var rocket: String?

    /// `facts` to keep.
    init(_ facts: LaunchFacts) {
        name = facts.name
        net = facts.net
        datePrecision = facts.datePrecision?.rawValue
        timePrecision = facts.timePrecision?.rawValue
        status = facts.status?.rawValue
        probability = facts.probability
        webcast = facts.webcast
        provider = facts.provider
        rocket = facts.rocket
    }

    /// The NETs a saved file is believed for: 1950 to 2200. A damaged or edited history holding another (1e300 s
    /// from now) reads as no NET, so no shift or date is ever computed from it.
    static let plausibleNETs = Date(timeIntervalSince1970: -631_152_000)...Date(timeIntervalSince1970: 7_258_118_400)

    /// The facts kept.
    var facts: LaunchFacts {
        LaunchFacts(
            name: name, net: net.flatMap { Self.plausibleNETs.contains($0) ? $0 : nil },
            datePrecision: datePrecision.map(DatePrecision.init(rawValue:)),
            timePrecision: timePrecision.flatMap(TimePrecision.init(rawValue:)),
            status: status.map(ReportedLaunchStatus.init(rawValue:)), probability: probability, webcast: webcast,
            provider: provider, rocket: rocket)
    }
}
