import Foundation

/// A launch's boosters as the detail shows them, two lines each: who it is and how used (serial, which flight of
/// it, the days since its previous flight), then its landing (attempted or not, where, and how it went). Where the
/// source leaves one out, the line says so rather than guessing: the r/SpaceX data names cores by id only and
/// gives no turnaround.
enum BoosterFacts {
    /// The lines of every booster, each booster's two lines together; empty when the launch lists none.
    static func lines(of launch: Launch) -> [String] {
        launch.cores.enumerated().flatMap { index, core in
            let fallback = launch.cores.count == 1 ? "Serial not given" : "Core \(index + 1) (serial not given)"
            return [identity(of: core, fallback: fallback), landing(of: core)]
        }
    }

    /// `B1078 · flight 22 · 32 days since its previous flight`; `first flight` for a new booster.
    static func identity(of core: LaunchCore, fallback: String) -> String {
        let serial = core.serial ?? fallback
        switch core.flight {
        case 1?: return "\(serial) · first flight"
        case let flight?:
            let turnaround = core.turnaroundDays.map { days in
                days == 1 ? "1 day since its previous flight" : "\(days) days since its previous flight"
            }
            return "\(serial) · flight \(flight) · \(turnaround ?? "turnaround not given")"
        case nil: return "\(serial) · flight number not given · turnaround not given"
        }
    }

    /// `drone ship landing at ASOG succeeded` (with `(place not given)` when the source names none), `no landing
    /// attempt`, or `landing not given`.
    static func landing(of core: LaunchCore) -> String {
        switch core.landingAttempt {
        case false?: return "no landing attempt"
        case nil: return "landing not given"
        case true?:
            let place =
                (core.landingType.map { "\($0.label) landing" } ?? "landing")
                + (core.landingSite.map { " at \($0)" } ?? "")
            let unnamed = core.landingSite == nil ? " (place not given)" : ""
            switch core.landingSuccess {
            case true?: return "\(place) succeeded\(unnamed)"
            case false?: return "\(place) failed\(unnamed)"
            case nil: return "\(place) planned\(unnamed)"
            }
        }
    }
}
