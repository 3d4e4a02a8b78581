import Foundation

/// A rocket's engines as display text: the one-line summary and each value on its own.
public struct EngineDetail: Sendable, Hashable {
    /// Everything in one line, like "9 × Merlin 1D+, octaweb; liquid oxygen / RP-1 kerosene".
    public var summary: String
    /// How many, like "9".
    public var count: String
    /// The family, capitalised, like "Merlin".
    public var type: String
    /// The version, like "1D+", or "—" (Starship sends an empty one).
    public var version: String
    /// The arrangement, like "octaweb", or "—".
    public var layout: String
    /// Oxidiser and fuel, like "liquid oxygen / RP-1 kerosene".
    var propellants: String
    /// Specific impulse, like "288 s (sea level), 312 s (vacuum)".
    var specificImpulse: String
    /// One engine's thrust at sea level.
    var thrustSeaLevel: String
    /// One engine's thrust in vacuum.
    var thrustVacuum: String
    /// Thrust-to-weight ratio, like "180.1".
    var thrustToWeight: String
    /// How many engines may fail, like "2", or "—".
    var engineLossMax: String

    /// The engine detail of `engines`.
    public init(engines: Engines?) {
        summary = RocketFormatter.enginesSummary(engines)
        count = RocketFormatter.count(engines?.number)
        type = RocketFormatter.type(engines?.type)
        version = RocketFormatter.text(engines?.version)
        layout = RocketFormatter.text(engines?.layout)
        propellants = RocketFormatter.propellants(engines)
        specificImpulse = RocketFormatter.specificImpulse(engines?.isp)
        thrustSeaLevel = RocketFormatter.thrust(engines?.thrustSeaLevel)
        thrustVacuum = RocketFormatter.thrust(engines?.thrustVacuum)
        thrustToWeight = RocketFormatter.decimal(engines?.thrustToWeight)
        engineLossMax = RocketFormatter.count(engines?.engineLossMax)
    }

    /// The labelled values, for a specification table.
    public var facts: [RocketFact] {
        [
            RocketFact("Engines", summary), RocketFact("Count", count), RocketFact("Type", type),
            RocketFact("Version", version), RocketFact("Layout", layout), RocketFact("Propellants", propellants),
            RocketFact("Specific impulse", specificImpulse), RocketFact("Thrust (sea level)", thrustSeaLevel),
            RocketFact("Thrust (vacuum)", thrustVacuum), RocketFact("Thrust-to-weight", thrustToWeight),
            RocketFact("Max engine loss", engineLossMax),
        ]
    }
}
