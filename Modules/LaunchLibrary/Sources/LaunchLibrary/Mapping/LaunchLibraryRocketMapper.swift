import Foundation
import RocketsCore

/// A Launch Library vehicle configuration as the domain's ``Rocket``. Launch Library has no engine, stage,
/// side-booster or landing-leg figures: those stay nil and the rocket's ``RocketSourceGaps`` name them, so the
/// detail says "not given by Launch Library" instead of a dash; nothing is invented. Its one stage figure, the
/// thrust at lift-off, is the first stage's thrust at sea level (the r/SpaceX API's figure for the same thing:
/// Falcon Heavy 22,819 kN in both), in kilonewtons only, as sent.
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
        Rocket(
            id: rocketID(configuration),
            name: configuration.name ?? configuration.fullName ?? "",
            type: "rocket",
            active: configuration.active,
            stages: configuration.maxStage,
            costPerLaunch: configuration.launchCost,
            successRatePct: successRate(configuration),
            firstFlight: configuration.maidenFlight,
            country: configuration.country,
            company: configuration.manufacturer,
            height: configuration.length.map { Dimension(meters: $0, feet: feet($0)) },
            diameter: configuration.diameter.map { Dimension(meters: $0, feet: feet($0)) },
            mass: configuration.launchMass.flatMap { tonnes in
                guard let kg = rounded(tonnes * 1000), let lb = rounded(tonnes * 1000 * 2.20462) else { return nil }
                return Mass(kg: kg, lb: lb)
            },
            payloadWeights: payloads(configuration),
            firstStage: configuration.liftoffThrust.map { kilonewtons in
                FirstStage(
                    reusable: nil, engines: nil, fuelAmountTons: nil, burnTimeSec: nil,
                    thrustSeaLevel: Thrust(kN: kilonewtons, lbf: nil), thrustVacuum: nil)
            },
            flickrImages: configuration.image?.url.map { [$0] } ?? [],
            wikipedia: configuration.wikiURL,
            description: configuration.description,
            flightRecord: RocketFlightRecord(
                launches: configuration.totalLaunchCount, successes: configuration.successfulLaunches,
                failures: configuration.failedLaunches, pending: configuration.pendingLaunches,
                landingAttempts: configuration.attemptedLandings, landings: configuration.successfulLandings),
            sourceGaps: sourceGaps
        )
    }

    /// Successes over launches flown, in whole percent rounded down, so only a vehicle that never failed reads
    /// 100% (Falcon 9's 624 of 625 is 99%, not 100%); nil before the first launch.
    static func successRate(_ configuration: LaunchLibraryConfiguration) -> Int? {
        guard let total = configuration.totalLaunchCount, total > 0, let successes = configuration.successfulLaunches
        else { return nil }
        let flown = min(max(0, successes), total)
        let (percent, overflow) = flown.multipliedReportingOverflow(by: 100)
        return overflow ? Int(Double(flown) / Double(total) * 100) : percent / total
    }

    /// `value` rounded to a whole number, or nil when it is not finite or outside `Int` (a server's `"nan"` or
    /// `1e300` leaves the field empty instead of stopping the program).
    static func rounded(_ value: Double) -> Int? {
        let whole = value.rounded()
        return whole.isFinite && abs(whole) < 9.0e18 ? Int(whole) : nil
    }

    /// Low Earth orbit and geostationary transfer capacities, as the r/SpaceX API names them (`leo`, `gto`).
    static func payloads(_ configuration: LaunchLibraryConfiguration) -> [PayloadWeight] {
        let orbits: [(String, String, Double?)] = [
            ("leo", "Low Earth Orbit", configuration.leoCapacity),
            ("gto", "Geosynchronous Transfer Orbit", configuration.gtoCapacity),
        ]
        return orbits.compactMap { id, name, kilograms in
            guard let kilograms, let kg = rounded(kilograms), let lb = rounded(kilograms * 2.20462) else { return nil }
            return PayloadWeight(id: id, name: name, kg: kg, lb: lb)
        }
    }

    /// Meters in feet, to one decimal.
    private static func feet(_ meters: Double) -> Double {
        (meters * 3.28084 * 10).rounded() / 10
    }
}
