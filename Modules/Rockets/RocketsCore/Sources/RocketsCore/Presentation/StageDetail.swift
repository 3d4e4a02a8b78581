import Foundation

/// One stage of a rocket as display text: a one-line summary and each value on its own.
public struct StageDetail: Sendable, Hashable {
    /// Everything in one line, like "9 engines, 385 t fuel, burn 162 s, reusable".
    public var summary: String
    /// How many engines, like "9".
    public var engines: String
    /// The propellant mass, like "385 t".
    public var fuel: String
    /// The burn time, like "162 s", or "—".
    var burnTime: String
    /// "Reusable" or "Expendable".
    var reusability: String
    /// The labelled values including thrust, for a specification table.
    public var facts: [RocketFact]

    /// Creates a stage detail from its values.
    public init(
        summary: String, engines: String, fuel: String, burnTime: String, reusability: String, facts: [RocketFact]
    ) {
        self.summary = summary
        self.engines = engines
        self.fuel = fuel
        self.burnTime = burnTime
        self.reusability = reusability
        self.facts = facts
    }

    /// The first stage: thrust at sea level and in vacuum.
    public init(firstStage stage: FirstStage?) {
        self.init(
            engines: stage?.engines, fuelAmountTons: stage?.fuelAmountTons, burnTimeSec: stage?.burnTimeSec,
            reusable: stage?.reusable,
            thrust: [
                RocketFact("Thrust (sea level)", RocketFormatter.thrust(stage?.thrustSeaLevel)),
                RocketFact("Thrust (vacuum)", RocketFormatter.thrust(stage?.thrustVacuum)),
            ])
    }

    /// The second stage: its thrust, payload option and fairing.
    public init(secondStage stage: SecondStage?) {
        self.init(
            engines: stage?.engines, fuelAmountTons: stage?.fuelAmountTons, burnTimeSec: stage?.burnTimeSec,
            reusable: stage?.reusable,
            thrust: [
                RocketFact("Thrust", RocketFormatter.thrust(stage?.thrust)),
                RocketFact("Payload", RocketFormatter.text(stage?.payloads?.option1)),
                RocketFact("Fairing", RocketFormatter.fairing(stage?.payloads?.compositeFairing)),
            ])
    }

    private init(engines: Int?, fuelAmountTons: Double?, burnTimeSec: Int?, reusable: Bool?, thrust: [RocketFact]) {
        let engineCount = RocketFormatter.count(engines)
        let fuel = RocketFormatter.fuel(fuelAmountTons)
        let burnTime = RocketFormatter.burnTime(burnTimeSec)
        let reusability = RocketFormatter.reusability(reusable)
        self.init(
            summary: RocketFormatter.stageSummary(
                engines: engines, fuelAmountTons: fuelAmountTons, burnTimeSec: burnTimeSec, reusable: reusable),
            engines: engineCount, fuel: fuel, burnTime: burnTime, reusability: reusability,
            facts: [
                RocketFact("Engines", engineCount), RocketFact("Fuel", fuel), RocketFact("Burn time", burnTime),
                RocketFact("Reusable", reusability),
            ] + thrust)
    }
}
