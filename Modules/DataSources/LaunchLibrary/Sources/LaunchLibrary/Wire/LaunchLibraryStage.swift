import RepositoryDefinitions

/// One booster of a launch (`rocket.launcher_stage[]`) and its landing. 2.2.0 sends `turn_around_time_days` and
/// `landing.location`; 2.3.0 sends `turn_around_time` (an ISO 8601 duration) and `landing.landing_location`.
struct LaunchLibraryStage: Decodable, Sendable, Hashable {
    /// The booster's serial (`B1067`, `Booster 19`); `Unknown F9` is a placeholder.
    var serial: String?
    /// The booster's id.
    var launcherID: Int?
    /// Which flight of this booster it is.
    var flightNumber: Int?
    /// Whether it flew before.
    var reused: Bool?
    /// Days since its previous flight.
    var turnaroundDays: Int?
    /// Whether a landing was or will be attempted.
    var landingAttempt: Bool?
    /// Whether the landing succeeded; nil when not known yet.
    var landingSuccess: Bool?
    /// Where (`OCISLY`, `LZ-40`), as the location's short name, else its name.
    var landingSite: String?
    /// The landing site's id.
    var landingSiteID: Int?
    /// The landing type's short name (`ASDS`, `RTLS`, `Ocean`, `EXP`).
    var landingType: String?

    /// Creates a stage.
    init(serial: String? = nil, flightNumber: Int? = nil) {
        self.serial = serial
        self.flightNumber = flightNumber
    }

    private enum CodingKeys: String, CodingKey {
        case reused, launcher, landing
        case flightNumber = "launcher_flight_number"
        case turnaroundDays = "turn_around_time_days"
        case turnaround = "turn_around_time"
    }
    private enum LauncherKeys: String, CodingKey {
        case id
        case serial = "serial_number"
    }
    private enum LandingKeys: String, CodingKey {
        case attempt, success, location, type
        case landingLocation = "landing_location"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        flightNumber = container.lenientInt(forKey: .flightNumber)
        reused = container.lenient(Bool.self, forKey: .reused)
        turnaroundDays =
            container.lenientInt(forKey: .turnaroundDays)
            ?? container.lenient(String.self, forKey: .turnaround).flatMap(LaunchLibraryDate.days(inDuration:))
        let launcher = try? container.nestedContainer(keyedBy: LauncherKeys.self, forKey: .launcher)
        serial = launcher?.lenient(String.self, forKey: .serial)
        launcherID = launcher?.lenientInt(forKey: .id)
        let landing = try? container.nestedContainer(keyedBy: LandingKeys.self, forKey: .landing)
        landingAttempt = landing?.lenient(Bool.self, forKey: .attempt)
        landingSuccess = landing?.lenient(Bool.self, forKey: .success)
        let site =
            landing?.lenient(LaunchLibraryCode.self, forKey: .landingLocation)
            ?? landing?.lenient(LaunchLibraryCode.self, forKey: .location)
        landingSite = site?.abbrev.flatMap { $0.isEmpty ? nil : $0 } ?? site?.name
        landingSiteID = site?.id
        landingType = landing?.lenient(LaunchLibraryCode.self, forKey: .type)?.abbrev
    }
}
