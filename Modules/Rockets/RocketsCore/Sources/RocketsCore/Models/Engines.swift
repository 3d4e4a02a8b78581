import Foundation

/// A rocket's main engines: how many, which kind, how arranged, what they burn and how hard they push.
///
/// Real data has gaps: Starship sends `version: ""` and `layout`/`engine_loss_max` as null. The keys
/// `propellant_1`/`propellant_2` arrive as `propellant1`/`propellant2` after snake_case conversion.
public struct Engines: Sendable, Hashable {
    /// How many engines the first stage has.
    public var number: Int?
    /// The engine family, lowercase on the wire, like "merlin" or "raptor".
    public var type: String?
    /// The engine version, like "1D+"; empty for Starship.
    public var version: String?
    /// How the engines are arranged, like "octaweb" or "single".
    public var layout: String?
    /// How many engines can fail before the mission is lost.
    public var engineLossMax: Int?
    /// The oxidiser, like "liquid oxygen".
    public var propellant1: String?
    /// The fuel, like "RP-1 kerosene" or "liquid methane".
    public var propellant2: String?
    /// Specific impulse at sea level and in vacuum.
    public var isp: SpecificImpulse?
    /// One engine's thrust at sea level.
    public var thrustSeaLevel: Thrust?
    /// One engine's thrust in vacuum.
    public var thrustVacuum: Thrust?
    /// Thrust divided by engine weight.
    public var thrustToWeight: Double?

    /// Creates an engine description.
    public init(
        number: Int?, type: String?, version: String?, layout: String?, engineLossMax: Int?, propellant1: String?,
        propellant2: String?, isp: SpecificImpulse?, thrustSeaLevel: Thrust?, thrustVacuum: Thrust?,
        thrustToWeight: Double?
    ) {
        self.number = number
        self.type = type
        self.version = version
        self.layout = layout
        self.engineLossMax = engineLossMax
        self.propellant1 = propellant1
        self.propellant2 = propellant2
        self.isp = isp
        self.thrustSeaLevel = thrustSeaLevel
        self.thrustVacuum = thrustVacuum
        self.thrustToWeight = thrustToWeight
    }
}
