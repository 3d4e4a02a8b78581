import Foundation

/// Everything the rocket detail screen shows, as ready-to-render text and links.
///
/// A plain value so the text UI and a SwiftUI app render the same thing; unknown values read "—".
public struct RocketDetail: Sendable, Hashable, Identifiable {
    /// The rocket's API id.
    public var id: String
    /// The name, or "—".
    public var name: String
    /// The type, like "Rocket".
    public var type: String
    /// "Active" or "Inactive".
    public var activeStatus: String
    /// Whether it still flies, when known, for styling.
    public var isActive: Bool?
    /// The paragraph about the rocket (raw API text: sanitise before printing to a terminal), or "—".
    public var description: String
    /// The main photo: the first web image.
    public var imageURL: URL?
    /// Every web image, in the API's order.
    public var imageURLs: [URL]
    /// The Wikipedia article, when it is an `http`/`https` link.
    public var wikipediaURL: URL?
    /// The success rate, like "98%".
    public var successRate: String
    /// The first flight day, like "4 Jun 2010" (UTC).
    public var firstFlight: String
    /// The country.
    public var country: String
    /// The company.
    public var company: String
    /// The price of a launch, like "$50,000,000".
    public var costPerLaunch: String
    /// The height, like "70 m (229.6 ft)".
    public var height: String
    /// The diameter, like "3.7 m (12 ft)".
    public var diameter: String
    /// The lift-off mass, like "549,054 kg (1,207,920 lb)".
    public var mass: String
    /// How many stages, like "2".
    public var stages: String
    /// How many side boosters, like "0".
    public var boosters: String
    /// The engines, summarised and value by value.
    public var engines: EngineDetail
    /// Capacity per destination: the destination's name and a weight like "22,800 kg (50,265 lb)"; empty when
    /// none is known.
    var payloadCapacities: [RocketFact]
    /// The landing legs, like "4 × carbon fiber" or "None".
    var landingLegs: String
    /// The first stage.
    var firstStage: StageDetail
    /// The second stage.
    var secondStage: StageDetail
    /// Launches, successes, failures, launches to come and landings, when the source counts them; empty for
    /// the r/SpaceX API, which gives only the success rate.
    var flightRecord: [RocketFact]
    /// The parts the source does not describe, whose missing figures say so instead of "—".
    var sourceGaps: RocketSourceGaps?

    /// The detail of `rocket`.
    public init(rocket: Rocket) {
        id = rocket.id
        name = RocketFormatter.text(rocket.name)
        type = RocketFormatter.type(rocket.type)
        activeStatus = RocketFormatter.activeStatus(rocket.active)
        isActive = rocket.active
        description = RocketFormatter.text(rocket.description)
        imageURL = RocketFormatter.imageURL(rocket)
        imageURLs = rocket.flickrImages.compactMap(RocketFormatter.webLink)
        wikipediaURL = RocketFormatter.webLink(rocket.wikipedia)
        successRate = RocketFormatter.successRate(rocket.successRatePct)
        firstFlight = RocketFormatter.day(rocket.firstFlight)
        country = RocketFormatter.text(rocket.country)
        company = RocketFormatter.text(rocket.company)
        costPerLaunch = RocketFormatter.cost(rocket.costPerLaunch)
        height = RocketFormatter.length(rocket.height)
        diameter = RocketFormatter.length(rocket.diameter)
        mass = RocketFormatter.mass(rocket.mass)
        stages = RocketFormatter.count(rocket.stages)
        boosters = RocketFormatter.count(rocket.boosters)
        engines = EngineDetail(engines: rocket.engines)
        payloadCapacities = rocket.payloadWeights.map {
            RocketFact(RocketFormatter.text($0.name), RocketFormatter.weight(kg: $0.kg, lb: $0.lb))
        }
        landingLegs = RocketFormatter.landingLegs(rocket.landingLegs)
        firstStage = StageDetail(firstStage: rocket.firstStage)
        secondStage = StageDetail(secondStage: rocket.secondStage)
        flightRecord = rocket.flightRecord.map(Self.facts(of:)) ?? []
        sourceGaps = rocket.sourceGaps
    }

    /// The counts of a flight record, each "—" when the source left it out.
    private static func facts(of record: RocketFlightRecord) -> [RocketFact] {
        [
            RocketFact("Launches", RocketFormatter.count(record.launches)),
            RocketFact("Successes", RocketFormatter.count(record.successes)),
            RocketFact("Failures", RocketFormatter.count(record.failures)),
            RocketFact("Upcoming", RocketFormatter.count(record.pending)),
            RocketFact("Landing attempts", RocketFormatter.count(record.landingAttempts)),
            RocketFact("Landings", RocketFormatter.count(record.landings)),
        ]
    }

    /// The facts of `part` as shown. When the source does not describe the part, its known figures stay and
    /// the missing ones become one line saying so ("Figures" or "Other figures": not given by Launch Library),
    /// so eleven engine rows don't repeat the note; a part the source describes is unchanged.
    private func noted(_ facts: [RocketFact], part: RocketSourceGaps.Part) -> [RocketFact] {
        guard let gaps = sourceGaps, gaps.parts.contains(part) else { return facts }
        let known = facts.filter { $0.value != RocketFormatter.placeholder }
        guard known.count < facts.count else { return facts }
        return known + [RocketFact(known.isEmpty ? "Figures" : "Other figures", gaps.note)]
    }

    /// One fact of `part`: its value, or the note when the value is missing and the source does not describe
    /// the part.
    private func noted(_ fact: RocketFact, part: RocketSourceGaps.Part) -> RocketFact {
        guard let gaps = sourceGaps, gaps.parts.contains(part), fact.value == RocketFormatter.placeholder else {
            return fact
        }
        return RocketFact(fact.label, gaps.note)
    }

    /// The whole specification as titled groups of labelled values, in display order: the flight record follows
    /// the overview when the source counts one.
    public var sections: [RocketFactSection] {
        let overview = RocketFactSection(
            title: "Overview",
            facts: [
                RocketFact("Type", type), RocketFact("Status", activeStatus),
                RocketFact("Success rate", successRate), RocketFact("First flight", firstFlight),
                RocketFact("Cost per launch", costPerLaunch), RocketFact("Country", country),
                RocketFact("Company", company),
            ])
        let record = flightRecord.isEmpty ? [] : [RocketFactSection(title: "Flight record", facts: flightRecord)]
        return [overview] + record + [
            RocketFactSection(
                title: "Structure",
                facts: [
                    RocketFact("Height", height), RocketFact("Diameter", diameter), RocketFact("Mass", mass),
                    RocketFact("Stages", stages), noted(RocketFact("Boosters", boosters), part: .boosters),
                    noted(RocketFact("Landing legs", landingLegs), part: .landingLegs),
                ]),
            RocketFactSection(title: "Engines", facts: noted(engines.facts, part: .engines)),
            RocketFactSection(title: "First stage", facts: noted(firstStage.facts, part: .firstStage)),
            RocketFactSection(title: "Second stage", facts: noted(secondStage.facts, part: .secondStage)),
            RocketFactSection(
                title: "Payload capacity",
                facts: payloadCapacities.isEmpty
                    ? [RocketFact("Capacity", RocketFormatter.placeholder)] : payloadCapacities),
        ]
    }

    /// Each capacity in one line, like "Low Earth Orbit: 22,800 kg (50,265 lb)".
    var payloadCapacityLines: [String] {
        payloadCapacities.map { "\($0.label): \($0.value)" }
    }
}
