import Foundation
import RepositoryDefinitions

/// A SpaceX rocket as the v4 API describes it, with every field a detail screen can show.
///
/// Only `id` is required. Any other field that is missing, null or malformed decodes to nil (or empty), so one
/// odd value never fails a page; an empty or unparsable URL is dropped. Decode with the shared snake_case
/// decoder; `first_flight` is a calendar day (`2010-06-04`) read as midnight UTC.
public struct Rocket: Codable, Sendable, Hashable, Identifiable {
    /// The API's 24-hex-digit id, like `5e9d0d95eda69973a809d1ec`.
    public var id: String
    /// The name, like "Falcon 9"; empty when the API sent none.
    public var name: String
    /// The vehicle type, lowercase on the wire, like "rocket".
    public var type: String?
    /// Whether it still flies.
    public var active: Bool?
    /// How many stages it has.
    public var stages: Int?
    /// How many side boosters it has (Falcon Heavy: 2).
    public var boosters: Int?
    /// The advertised price of one launch, in US dollars.
    public var costPerLaunch: Int?
    /// The share of successful launches, 0...100.
    public var successRatePct: Int?
    /// The day of the first flight, as midnight UTC.
    public var firstFlight: Date?
    /// The country it launches from or was built in.
    public var country: String?
    /// The company that builds it.
    public var company: String?
    /// The overall height.
    public var height: Dimension?
    /// The body diameter.
    public var diameter: Dimension?
    /// The lift-off mass.
    public var mass: Mass?
    /// Capacities per destination, in the API's order.
    public var payloadWeights: [PayloadWeight]
    /// The first stage.
    public var firstStage: FirstStage?
    /// The second stage.
    public var secondStage: SecondStage?
    /// The main engines.
    public var engines: Engines?
    /// The landing legs.
    public var landingLegs: LandingLegs?
    /// Photos, in the API's order; entries that are not web addresses are dropped.
    public var flickrImages: [URL]
    /// The Wikipedia article.
    public var wikipedia: URL?
    /// A paragraph about the rocket; raw API text, to be sanitised by whatever prints it.
    public var description: String?
    /// Launch, success, failure and landing counts, when the source gives them (nil for the r/SpaceX API).
    public var flightRecord: RocketFlightRecord?
    /// The parts of the specification the source does not describe, so the detail says so instead of a dash
    /// (nil for the r/SpaceX API, which describes them all).
    public var sourceGaps: RocketSourceGaps?

    /// Creates a rocket; every field but `id` and `name` may be left out.
    public init(
        id: String, name: String, type: String? = nil, active: Bool? = nil, stages: Int? = nil,
        boosters: Int? = nil, costPerLaunch: Int? = nil, successRatePct: Int? = nil, firstFlight: Date? = nil,
        country: String? = nil, company: String? = nil, height: Dimension? = nil, diameter: Dimension? = nil,
        mass: Mass? = nil, payloadWeights: [PayloadWeight] = [], firstStage: FirstStage? = nil,
        secondStage: SecondStage? = nil, engines: Engines? = nil, landingLegs: LandingLegs? = nil,
        flickrImages: [URL] = [], wikipedia: URL? = nil, description: String? = nil,
        flightRecord: RocketFlightRecord? = nil, sourceGaps: RocketSourceGaps? = nil
    ) {
        self.id = id
        self.name = name
        self.type = type
        self.active = active
        self.stages = stages
        self.boosters = boosters
        self.costPerLaunch = costPerLaunch
        self.successRatePct = successRatePct
        self.firstFlight = firstFlight
        self.country = country
        self.company = company
        self.height = height
        self.diameter = diameter
        self.mass = mass
        self.payloadWeights = payloadWeights
        self.firstStage = firstStage
        self.secondStage = secondStage
        self.engines = engines
        self.landingLegs = landingLegs
        self.flickrImages = flickrImages
        self.wikipedia = wikipedia
        self.description = description
        self.flightRecord = flightRecord
        self.sourceGaps = sourceGaps
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, type, active, stages, boosters, costPerLaunch, successRatePct, firstFlight, country, company
        case height, diameter, mass, payloadWeights, firstStage, secondStage, engines, landingLegs, flickrImages
        case wikipedia, description, flightRecord, sourceGaps
    }

    /// Decodes leniently: only a missing `id` is an error; any other odd field becomes nil (or empty).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = container.lenient(String.self, forKey: .name) ?? ""
        type = container.lenient(String.self, forKey: .type)
        active = container.lenient(Bool.self, forKey: .active)
        stages = container.lenientInt(forKey: .stages)
        boosters = container.lenientInt(forKey: .boosters)
        costPerLaunch = container.lenientInt(forKey: .costPerLaunch)
        successRatePct = container.lenientInt(forKey: .successRatePct)
        firstFlight = container.lenientDate(forKey: .firstFlight)
        country = container.lenient(String.self, forKey: .country)
        company = container.lenient(String.self, forKey: .company)
        height = container.lenient(Dimension.self, forKey: .height)
        diameter = container.lenient(Dimension.self, forKey: .diameter)
        mass = container.lenient(Mass.self, forKey: .mass)
        payloadWeights = container.lossyArray(of: PayloadWeight.self, forKey: .payloadWeights)
        firstStage = container.lenient(FirstStage.self, forKey: .firstStage)
        secondStage = container.lenient(SecondStage.self, forKey: .secondStage)
        engines = container.lenient(Engines.self, forKey: .engines)
        landingLegs = container.lenient(LandingLegs.self, forKey: .landingLegs)
        flickrImages = container.lenientURLs(forKey: .flickrImages)
        wikipedia = container.lenientURL(forKey: .wikipedia)
        description = container.lenient(String.self, forKey: .description)
        flightRecord = container.lenient(RocketFlightRecord.self, forKey: .flightRecord)
        sourceGaps = container.lenient(RocketSourceGaps.self, forKey: .sourceGaps)
    }
}
