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
    }

    /// The whole specification as titled groups of labelled values, in display order.
    public var sections: [RocketFactSection] {
        [
            RocketFactSection(
                title: "Overview",
                facts: [
                    RocketFact("Type", type), RocketFact("Status", activeStatus),
                    RocketFact("Success rate", successRate), RocketFact("First flight", firstFlight),
                    RocketFact("Cost per launch", costPerLaunch), RocketFact("Country", country),
                    RocketFact("Company", company),
                ]),
            RocketFactSection(
                title: "Structure",
                facts: [
                    RocketFact("Height", height), RocketFact("Diameter", diameter), RocketFact("Mass", mass),
                    RocketFact("Stages", stages), RocketFact("Boosters", boosters),
                    RocketFact("Landing legs", landingLegs),
                ]),
            RocketFactSection(title: "Engines", facts: engines.facts),
            RocketFactSection(title: "First stage", facts: firstStage.facts),
            RocketFactSection(title: "Second stage", facts: secondStage.facts),
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
