import Foundation
import LaunchesCore
import RepositoryDefinitions

/// The launch criteria as r/SpaceX query filters, answered by the service and the built-in archive's query engine
/// alike, so a filtered page stays one query: the rocket and launchpad by their (frozen) ids, the outcome by
/// `upcoming`/`success`, crewed flights by a crew that is not empty.
extension LaunchCriteria {
    /// The filters of these criteria; a status the r/SpaceX data has no word for (``spaceXUnsupported``) adds
    /// none.
    var spaceXFilters: [QueryFilter] {
        var filters: [QueryFilter] = []
        if let rocket { filters.append(.equals(field: "rocket", value: .string(Self.spaceXRocketID(rocket)))) }
        if let site { filters.append(.equals(field: "launchpad", value: .string(Self.spaceXLaunchpadID(site)))) }
        switch status {
        case .upcoming?: filters.append(.equals(field: "upcoming", value: .bool(true)))
        case .success?: filters.append(.equals(field: "success", value: .bool(true)))
        case .failure?: filters.append(.equals(field: "success", value: .bool(false)))
        default: break
        }
        if crewedOnly { filters.append(.notEquals(field: "crew", value: .array([]))) }
        return filters
    }

    /// What the r/SpaceX data can't be asked for, as one line: it has no live status, only upcoming and the
    /// outcome.
    var spaceXUnsupported: String? {
        guard let status, ![.upcoming, .success, .failure].contains(status) else { return nil }
        return "The r/SpaceX data has no live status such as \"\(status.label)\"; "
            + "it knows upcoming, success and failure (--source ll2 has every status)."
    }

    /// The r/SpaceX API's rocket ids (its four rockets, frozen since 2022).
    static func spaceXRocketID(_ vehicle: LaunchVehicle) -> String {
        switch vehicle {
        case .falcon1: "5e9d0d95eda69955f709d1eb"
        case .falcon9: "5e9d0d95eda69973a809d1ec"
        case .falconHeavy: "5e9d0d95eda69974db09d1ed"
        case .starship: "5e9d0d96eda699382d09d1ee"
        }
    }

    /// The r/SpaceX API's launchpad ids (its six launchpads, frozen since 2022).
    static func spaceXLaunchpadID(_ site: LaunchSiteChoice) -> String {
        switch site {
        case .vandenberg3W: "5e9e4501f5090910d4566f83"
        case .canaveral40: "5e9e4501f509094ba4566f84"
        case .starbase: "5e9e4502f5090927f8566f85"
        case .kwajalein: "5e9e4502f5090995de566f86"
        case .vandenberg4E: "5e9e4502f509092b78566f87"
        case .kennedy39A: "5e9e4502f509094188566f88"
        }
    }
}
