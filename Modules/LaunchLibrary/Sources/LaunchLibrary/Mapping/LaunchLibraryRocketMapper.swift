import Foundation
import RocketsCore

/// A Launch Library vehicle configuration as the domain's ``Rocket``. Launch Library has no engine, stage or
/// landing-leg figures, so those stay nil (a screen says "not given"); nothing is invented.
enum LaunchLibraryRocketMapper {
    /// The rocket's id in the domain: the configuration's id as text (`"164"`), the same id a launch's rocket
    /// reference carries.
    static func rocketID(_ configuration: LaunchLibraryConfiguration) -> String {
        String(configuration.id)
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
            mass: configuration.launchMass.map { tonnes in
                Mass(kg: Int((tonnes * 1000).rounded()), lb: Int((tonnes * 1000 * 2.20462).rounded()))
            },
            payloadWeights: payloads(configuration),
            flickrImages: configuration.image?.url.map { [$0] } ?? [],
            wikipedia: configuration.wikiURL,
            description: configuration.description,
            flightRecord: RocketFlightRecord(
                launches: configuration.totalLaunchCount, successes: configuration.successfulLaunches,
                failures: configuration.failedLaunches, pending: configuration.pendingLaunches,
                landingAttempts: configuration.attemptedLandings, landings: configuration.successfulLandings)
        )
    }

    /// Successes over launches flown, in whole percent; nil before the first launch.
    static func successRate(_ configuration: LaunchLibraryConfiguration) -> Int? {
        guard let total = configuration.totalLaunchCount, total > 0, let successes = configuration.successfulLaunches
        else { return nil }
        return Int((Double(successes) * 100 / Double(total)).rounded())
    }

    /// Low Earth orbit and geostationary transfer capacities, as the r/SpaceX API names them (`leo`, `gto`).
    static func payloads(_ configuration: LaunchLibraryConfiguration) -> [PayloadWeight] {
        let orbits: [(String, String, Double?)] = [
            ("leo", "Low Earth Orbit", configuration.leoCapacity),
            ("gto", "Geosynchronous Transfer Orbit", configuration.gtoCapacity),
        ]
        return orbits.compactMap { id, name, kilograms in
            kilograms.map {
                PayloadWeight(id: id, name: name, kg: Int($0.rounded()), lb: Int(($0 * 2.20462).rounded()))
            }
        }
    }

    /// Meters in feet, to one decimal.
    private static func feet(_ meters: Double) -> Double {
        (meters * 3.28084 * 10).rounded() / 10
    }
}
