import Foundation

/// A rocket's first stage (the booster): engines, propellant, burn time and thrust.
public struct FirstStage: Sendable, Hashable {
    /// Whether the stage is designed to fly again.
    public var reusable: Bool?
    /// How many engines it has.
    public var engines: Int?
    /// Propellant it carries, in metric tons.
    public var fuelAmountTons: Double?
    /// How long it burns, in seconds; unknown for Starship.
    public var burnTimeSec: Int?
    /// Total thrust at sea level.
    public var thrustSeaLevel: Thrust?
    /// Total thrust in vacuum.
    public var thrustVacuum: Thrust?

    /// Creates a first stage.
    public init(
        reusable: Bool?, engines: Int?, fuelAmountTons: Double?, burnTimeSec: Int?, thrustSeaLevel: Thrust?,
        thrustVacuum: Thrust?
    ) {
        self.reusable = reusable
        self.engines = engines
        self.fuelAmountTons = fuelAmountTons
        self.burnTimeSec = burnTimeSec
        self.thrustSeaLevel = thrustSeaLevel
        self.thrustVacuum = thrustVacuum
    }
}
