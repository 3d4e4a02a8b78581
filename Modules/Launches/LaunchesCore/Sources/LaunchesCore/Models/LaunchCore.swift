import Foundation

/// One booster core of a launch and how its landing went; Falcon Heavy launches have three.
public struct LaunchCore: Sendable, Hashable {
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
}
