import Foundation

/// A rocket's second (upper) stage: engines, propellant, burn time, thrust and what it carries.
public struct SecondStage: Sendable, Hashable {
    /// Whether the stage is designed to fly again.
    public var reusable: Bool?
    /// How many engines it has.
    public var engines: Int?
    /// Propellant it carries, in metric tons.
    public var fuelAmountTons: Double?
    /// How long it burns, in seconds; unknown for Starship.
    public var burnTimeSec: Int?
    /// Its thrust.
    public var thrust: Thrust?
    /// The payload options and fairing.
    public var payloads: SecondStagePayloads?

    /// Creates a second stage.
    public init(
        reusable: Bool?, engines: Int?, fuelAmountTons: Double?, burnTimeSec: Int?, thrust: Thrust?,
        payloads: SecondStagePayloads?
    ) {
        self.reusable = reusable
        self.engines = engines
        self.fuelAmountTons = fuelAmountTons
        self.burnTimeSec = burnTimeSec
        self.thrust = thrust
        self.payloads = payloads
    }
}
