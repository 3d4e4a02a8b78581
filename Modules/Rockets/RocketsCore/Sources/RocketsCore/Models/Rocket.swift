import Foundation

/// A rocket, with every field a detail screen can show; nil (or empty) where its source did not say.
///
/// A plain domain value: each source package reads its own documents into it (the r/SpaceX API's in SpaceXAPI,
/// Launch Library's in LaunchLibrary).
public struct Rocket: Sendable, Hashable, Identifiable {
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
}
