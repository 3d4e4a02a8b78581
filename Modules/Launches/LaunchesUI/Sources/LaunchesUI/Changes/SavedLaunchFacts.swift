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

    /// The facts kept.
    var facts: LaunchFacts {
        LaunchFacts(
            name: name, net: net, datePrecision: datePrecision.map(DatePrecision.init(rawValue:)),
            timePrecision: timePrecision.flatMap(TimePrecision.init(rawValue:)),
            status: status.map(ReportedLaunchStatus.init(rawValue:)), probability: probability, webcast: webcast,
            provider: provider, rocket: rocket)
    }
}
