import Foundation
import RepositoryDefinitions
import RocketsCore

/// A Launch Library vehicle configuration as the domain's ``Rocket``. Launch Library has no engine, stage,
/// side-booster or landing-leg figures: those stay nil and the rocket's ``RocketSourceGaps`` name them, so the
/// detail says "not given by Launch Library" instead of a dash; nothing is invented. Its one stage figure, the
/// thrust at lift-off, is the first stage's thrust at sea level (the r/SpaceX API's figure for the same thing:
/// Falcon Heavy 22,819 kN in both), in kilonewtons only, as sent. Every number goes through ``ServerNumber``: one
/// that is not finite, out of range or would overflow (`launch_mass: 1e300`, `successful_launches: Int.max`) is
/// shown as unknown.
enum LaunchLibraryRocketMapper {
    /// What Launch Library does not describe, named as readers know the source.
    static let sourceGaps = RocketSourceGaps(
        source: "Launch Library", parts: [.boosters, .landingLegs, .engines, .firstStage, .secondStage])

    /// The rocket's id in the domain: the configuration's id as text (`"164"`), the same id a launch's rocket
    /// reference carries.
    static func rocketID(_ configuration: LaunchLibraryConfiguration) -> String {
        String(configuration.id)
    }

    /// Maps a vehicles answer in the order the rockets list promises: by name (case ignored), then by id.
    public static func rockets(_ configurations: [LaunchLibraryConfiguration]) -> [Rocket] {
        configurations.map(rocket).sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
    }

    /// Maps one configuration.
    static func rocket(_ configuration: LaunchLibraryConfiguration) -> Rocket {
        let record = flightRecord(configuration)
        return Rocket(
            id: rocketID(configuration),
            name: configuration.name ?? configuration.fullName ?? "",
            type: "rocket",
            active: configuration.active,
            stages: ServerNumber.count(configuration.maxStage),
            costPerLaunch: ServerNumber.amount(configuration.launchCost).flatMap { $0 < 0 ? nil : $0 },
            successRatePct: successRate(record),
            firstFlight: configuration.maidenFlight,
            country: configuration.country,
            company: configuration.manufacturer,
            height: dimension(configuration.length),
            diameter: dimension(configuration.diameter),
            mass: mass(tonnes: configuration.launchMass),
            payloadWeights: payloads(configuration),
            firstStage: ServerNumber.measure(configuration.liftoffThrust).map { kilonewtons in
                FirstStage(
                    reusable: nil, engines: nil, fuelAmountTons: nil, burnTimeSec: nil,
                    thrustSeaLevel: Thrust(kN: kilonewtons, lbf: nil), thrustVacuum: nil)
            },
            flickrImages: configuration.image?.url.map { [$0] } ?? [],
            wikipedia: configuration.wikiURL,
            description: configuration.description,
            flightRecord: record,
            sourceGaps: sourceGaps
        )
    }

    /// The vehicle's counts, each a ``ServerNumber/count(_:)`` (negative or absurd counts are unknown).
    static func flightRecord(_ configuration: LaunchLibraryConfiguration) -> RocketFlightRecord {
        RocketFlightRecord(
            launches: ServerNumber.count(configuration.totalLaunchCount),
            successes: ServerNumber.count(configuration.successfulLaunches),
            failures: ServerNumber.count(configuration.failedLaunches),
            pending: ServerNumber.count(configuration.pendingLaunches),
            landingAttempts: ServerNumber.count(configuration.attemptedLandings),
            landings: ServerNumber.count(configuration.successfulLandings))
    }

    /// Successes over launches flown, in whole percent rounded down, so only a vehicle that never failed reads
    /// 100% (Falcon 9's 624 of 625 is 99%, not 100%); nil before the first launch. Counts are validated first,
    /// so the product cannot overflow.
    static func successRate(_ record: RocketFlightRecord) -> Int? {
        guard let total = record.launches, total > 0, let successes = record.successes else { return nil }
        return min(100, successes * 100 / total)
    }

    /// A length in meters with its feet; nil when the figure is unknown or out of range.
    static func dimension(_ meters: Double?) -> RocketsCore.Dimension? {
        ServerNumber.measure(meters).map { Dimension(meters: $0, feet: feet($0)) }
    }

    /// A mass sent in tonnes, in kilograms and pounds; nil when the figure is unknown or out of range.
    static func mass(tonnes: Double?) -> Mass? {
        guard let tonnes = ServerNumber.measure(tonnes),
            let kilograms = ServerNumber.wholeMeasure(tonnes * 1000),
            let pounds = ServerNumber.wholeMeasure(tonnes * 1000 * 2.20462)
        else { return nil }
        return Mass(kg: kilograms, lb: pounds)
    }

    /// Low Earth orbit and geostationary transfer capacities, as the r/SpaceX API names them (`leo`, `gto`).
    static func payloads(_ configuration: LaunchLibraryConfiguration) -> [PayloadWeight] {
        let orbits: [(String, String, Double?)] = [
            ("leo", "Low Earth Orbit", configuration.leoCapacity),
            ("gto", "Geosynchronous Transfer Orbit", configuration.gtoCapacity),
        ]
        return orbits.compactMap { id, name, kilograms in
            guard let kilograms = ServerNumber.measure(kilograms),
                let kg = ServerNumber.wholeMeasure(kilograms), let lb = ServerNumber.wholeMeasure(kilograms * 2.20462)
            else { return nil }
            return PayloadWeight(id: id, name: name, kg: kg, lb: lb)
        }
    }

    /// Meters in feet, to one decimal.
    private static func feet(_ meters: Double) -> Double {
        (meters * 3.28084 * 10).rounded() / 10
    }
}
