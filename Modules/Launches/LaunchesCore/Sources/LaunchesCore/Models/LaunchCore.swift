import Foundation

/// One booster core of a launch and how its landing went; Falcon Heavy launches have three.
public struct LaunchCore: Sendable, Hashable, Codable {
    /// The core's API id; null for cores not yet assigned.
    public var core: String?
    /// Which flight of this core it was.
    public var flight: Int?
    /// Whether it had grid fins.
    public var gridfins: Bool?
    /// Whether it had landing legs.
    public var legs: Bool?
    /// Whether it had flown before.
    public var reused: Bool?
    /// Whether a landing was attempted.
    public var landingAttempt: Bool?
    /// Whether the landing succeeded.
    public var landingSuccess: Bool?
    /// Where it tried to land.
    public var landingType: LandingType?
    /// The landing pad or drone ship's API id.
    public var landpad: String?
    /// The booster's serial (`B1067`, `Booster 19`), when the source gives it inline; nil otherwise.
    public var serial: String?
    /// Where it tried to land, by name (`OCISLY`, `LZ-40`), when the source gives it inline; nil otherwise.
    public var landingSite: String?
    /// Days since this booster's previous flight, when the source gives it; nil otherwise.
    public var turnaroundDays: Int?

    /// Creates a core record; everything defaults to unknown.
    public init(
        core: String? = nil, flight: Int? = nil, gridfins: Bool? = nil, legs: Bool? = nil, reused: Bool? = nil,
        landingAttempt: Bool? = nil, landingSuccess: Bool? = nil, landingType: LandingType? = nil,
        landpad: String? = nil, serial: String? = nil, landingSite: String? = nil, turnaroundDays: Int? = nil
    ) {
        self.core = core
        self.flight = flight
        self.gridfins = gridfins
        self.legs = legs
        self.reused = reused
        self.landingAttempt = landingAttempt
        self.landingSuccess = landingSuccess
        self.landingType = landingType
        self.landpad = landpad
        self.serial = serial
        self.landingSite = landingSite
        self.turnaroundDays = turnaroundDays
    }

    private enum CodingKeys: String, CodingKey {
        case core, flight, gridfins, legs, reused, landingAttempt, landingSuccess, landingType, landpad, serial
        case landingSite, turnaroundDays
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        core = try container.decodeIfPresent(String.self, forKey: .core)
        flight = try container.decodeIfPresent(Int.self, forKey: .flight)
        gridfins = try container.decodeIfPresent(Bool.self, forKey: .gridfins)
        legs = try container.decodeIfPresent(Bool.self, forKey: .legs)
        reused = try container.decodeIfPresent(Bool.self, forKey: .reused)
        landingAttempt = try container.decodeIfPresent(Bool.self, forKey: .landingAttempt)
        landingSuccess = try container.decodeIfPresent(Bool.self, forKey: .landingSuccess)
        landingType = (try? container.decodeIfPresent(LandingType.self, forKey: .landingType)) ?? nil
        landpad = try container.decodeIfPresent(String.self, forKey: .landpad)
        serial = try container.decodeIfPresent(String.self, forKey: .serial)
        landingSite = try container.decodeIfPresent(String.self, forKey: .landingSite)
        turnaroundDays = try container.decodeIfPresent(Int.self, forKey: .turnaroundDays)
    }
}
