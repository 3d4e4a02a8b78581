import Foundation
import RepositoryDefinitions

/// A launch vehicle configuration (`rocket.configuration`, `/launcher_configurations/`, 2.2.0
/// `/config/launcher/`). 2.2.0 sends `family` (a string), `launch_cost` as a string and `image_url`; 2.3.0 sends
/// `families[]`, an integer and an `image` object. Both decode to the same value.
struct LaunchLibraryConfiguration: Decodable, Sendable, Hashable {
    /// The configuration's id (Falcon 9 Block 5 is 164).
    var id: Int
    /// The vehicle's name (`Falcon 9`).
    var name: String?
    /// The name with its variant (`Falcon 9 Block 5`).
    var fullName: String?
    /// The families (`Falcon`), from `families[].name` or `family`.
    var families: [String]
    /// Whether it still flies.
    var active: Bool?
    /// The manufacturer's name and country code.
    var manufacturer: String?
    /// The manufacturer's country code (`USA`).
    var country: String?
    /// A description.
    var description: String?
    /// Stages, most.
    var maxStage: Int?
    /// Height in meters.
    var length: Double?
    /// Diameter in meters.
    var diameter: Double?
    /// Mass at liftoff in tonnes.
    var launchMass: Double?
    /// Thrust at lift-off in kilonewtons (`to_thrust`): every engine lit on the pad, side boosters included.
    var liftoffThrust: Double?
    /// Payload to low Earth orbit in kilograms.
    var leoCapacity: Double?
    /// Payload to geostationary transfer orbit in kilograms.
    var gtoCapacity: Double?
    /// The first flight's day.
    var maidenFlight: Date?
    /// Cost of a launch in US dollars.
    var launchCost: Int?
    /// A picture of the vehicle.
    var image: LaunchLibraryImage?
    /// The Wikipedia article.
    var wikiURL: URL?
    /// Launches flown, succeeded, failed and pending; landings attempted and succeeded.
    var totalLaunchCount: Int?
    /// Successful launches.
    var successfulLaunches: Int?
    /// Failed launches.
    var failedLaunches: Int?
    /// Launches to come.
    var pendingLaunches: Int?
    /// Landings attempted.
    var attemptedLandings: Int?
    /// Landings that succeeded.
    var successfulLandings: Int?

    /// Creates a configuration with only its id and name; the mapping tests fill the rest.
    init(id: Int, name: String? = nil) {
        self.id = id
        self.name = name
        families = []
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, family, families, active, manufacturer, description, length, diameter, image
        case fullName = "full_name"
        case maxStage = "max_stage"
        case launchMass = "launch_mass"
        case liftoffThrust = "to_thrust"
        case leoCapacity = "leo_capacity"
        case gtoCapacity = "gto_capacity"
        case maidenFlight = "maiden_flight"
        case launchCost = "launch_cost"
        case imageURL = "image_url"
        case wikiURL = "wiki_url"
        case totalLaunchCount = "total_launch_count"
        case successfulLaunches = "successful_launches"
        case failedLaunches = "failed_launches"
        case pendingLaunches = "pending_launches"
        case attemptedLandings = "attempted_landings"
        case successfulLandings = "successful_landings"
    }

    private enum ManufacturerKeys: String, CodingKey {
        case name
        case countryCode = "country_code"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(LaunchLibraryID.self, forKey: .id).value
        name = container.lenient(String.self, forKey: .name)
        fullName = container.lenient(String.self, forKey: .fullName)
        let family = container.lenient(String.self, forKey: .family).map { [$0] } ?? []
        families = family + container.lossyArray(of: LaunchLibraryCode.self, forKey: .families).compactMap(\.name)
        active = container.lenient(Bool.self, forKey: .active)
        let maker = try? container.nestedContainer(keyedBy: ManufacturerKeys.self, forKey: .manufacturer)
        manufacturer = maker?.lenient(String.self, forKey: .name)
        country = maker?.lenient(String.self, forKey: .countryCode)
        description = container.lenient(String.self, forKey: .description)
        maxStage = container.lenientInt(forKey: .maxStage)
        length = container.lenientDouble(forKey: .length)
        diameter = container.lenientDouble(forKey: .diameter)
        launchMass = container.lenientDouble(forKey: .launchMass)
        liftoffThrust = container.lenientDouble(forKey: .liftoffThrust)
        leoCapacity = container.lenientDouble(forKey: .leoCapacity)
        gtoCapacity = container.lenientDouble(forKey: .gtoCapacity)
        maidenFlight = container.launchLibraryDate(forKey: .maidenFlight)
        launchCost = container.lenientInt(forKey: .launchCost)
        image =
            container.lenient(LaunchLibraryImage.self, forKey: .image)
            ?? container.lenient(LaunchLibraryImage.self, forKey: .imageURL)
        wikiURL = container.lenientURL(forKey: .wikiURL)
        totalLaunchCount = container.lenientInt(forKey: .totalLaunchCount)
        successfulLaunches = container.lenientInt(forKey: .successfulLaunches)
        failedLaunches = container.lenientInt(forKey: .failedLaunches)
        pendingLaunches = container.lenientInt(forKey: .pendingLaunches)
        attemptedLandings = container.lenientInt(forKey: .attemptedLandings)
        successfulLandings = container.lenientInt(forKey: .successfulLandings)
    }
}
