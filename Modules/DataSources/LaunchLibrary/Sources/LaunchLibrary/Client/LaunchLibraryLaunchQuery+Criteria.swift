import Foundation
import LaunchesCore

/// The launch criteria as Launch Library's own query parameters (its OpenAPI description's launch filters), so a
/// filtered page stays one request: `rocket__configuration__name` (every version of a family shares the name),
/// `pad` or `location__ids`, `status__ids`, `is_crewed`.
extension LaunchLibraryLaunchQuery {
    /// The parameters of ``criteria``, in a stable order; a criterion Launch Library can't be asked for
    /// (``unsupported(_:)``) adds none.
    var criteriaParameters: [(String, String)] {
        var parameters: [(String, String)] = []
        if let rocket = criteria.rocket { parameters.append(("rocket__configuration__name", rocket.name)) }
        if let site = criteria.site, let filter = Self.siteFilter(site) { parameters.append(filter) }
        if let status = criteria.status {
            let ids = status.reported.compactMap(LaunchLibraryStatusMapping.id(of:)).sorted()
            parameters.append(("status__ids", ids.map(String.init).joined(separator: ",")))
        }
        if criteria.crewedOnly { parameters.append(("is_crewed", "true")) }
        return parameters
    }

    /// A site's filter: the pad (Launch Library's pad ids, stable across versions) or, for Starbase's several
    /// pads, the location; nil for the sites no SpaceX launch of Launch Library's has used.
    static func siteFilter(_ site: LaunchSiteChoice) -> (String, String)? {
        switch site {
        case .kennedy39A: ("pad", "87")
        case .canaveral40: ("pad", "80")
        case .vandenberg4E: ("pad", "16")
        case .starbase: ("location__ids", "143")
        case .vandenberg3W, .kwajalein: nil
        }
    }

    /// What Launch Library can't be asked for among `criteria`, as one line; nil when it can ask for all.
    static func unsupported(_ criteria: LaunchCriteria) -> String? {
        guard let site = criteria.site, siteFilter(site) == nil else { return nil }
        return "The Launch Library lists no SpaceX launch from \(site.name) (a Falcon 1 site); "
            + "--source spacex has them."
    }
}
