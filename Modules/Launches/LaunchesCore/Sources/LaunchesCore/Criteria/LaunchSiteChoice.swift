import Foundation

/// The SpaceX launch sites a launch list can be narrowed to (`--site`), named the same for every source: each
/// source turns a site into its own filter (a Launch Library pad or location id, an r/SpaceX launchpad id), or
/// says it cannot.
public enum LaunchSiteChoice: String, Sendable, Hashable, CaseIterable {
    /// Kennedy Space Center, Launch Complex 39A.
    case kennedy39A
    /// Cape Canaveral, Space Launch Complex 40.
    case canaveral40
    /// Vandenberg, Space Launch Complex 4E.
    case vandenberg4E
    /// Vandenberg, Space Launch Complex 3W (Falcon 1's planned pad, never flown from).
    case vandenberg3W
    /// Omelek Island, Kwajalein Atoll (Falcon 1).
    case kwajalein
    /// Starbase, Texas (Starship's orbital launch pads).
    case starbase

    /// The site's short name, as the r/SpaceX data spells it (`KSC LC 39A`).
    public var name: String {
        switch self {
        case .kennedy39A: "KSC LC 39A"
        case .canaveral40: "CCSFS SLC 40"
        case .vandenberg4E: "VAFB SLC 4E"
        case .vandenberg3W: "VAFB SLC 3W"
        case .kwajalein: "Kwajalein Atoll"
        case .starbase: "Starbase"
        }
    }

    /// Every name the site is known by in either source, for ``LaunchCriteria/choose(_:among:kind:spellings:)``:
    /// `LC-39A` is KSC LC 39A (a later word) and Launch Complex 39A (its initials).
    var spellings: [String] {
        switch self {
        case .kennedy39A:
            [name, "Launch Complex 39A", "Kennedy Space Center Historic Launch Complex 39A", "Kennedy Space Center"]
        case .canaveral40:
            [
                name, "Space Launch Complex 40", "Cape Canaveral Space Force Station Space Launch Complex 40",
                "Cape Canaveral SFS",
            ]
        case .vandenberg4E:
            [name, "Space Launch Complex 4E", "Vandenberg Space Force Base Space Launch Complex 4E", "Vandenberg SFB"]
        case .vandenberg3W: [name, "Space Launch Complex 3W", "Vandenberg Space Force Base Space Launch Complex 3W"]
        case .kwajalein: [name, "Omelek Island"]
        case .starbase:
            [name, "STLS", "SpaceX South Texas Launch Site", "SpaceX Starbase", "Orbital Launch Pad", "Boca Chica"]
        }
    }
}
