import Foundation

/// The SpaceX vehicle families a launch list can be narrowed to (`--rocket`), named the same for every source:
/// each source turns a family into its own filter (Launch Library's configuration name, r/SpaceX's rocket id).
public enum LaunchVehicle: String, Sendable, Hashable, CaseIterable {
    /// Falcon 1 (2006–2009).
    case falcon1
    /// Falcon 9, every version.
    case falcon9
    /// Falcon Heavy.
    case falconHeavy
    /// Starship, every version.
    case starship

    /// The family's name, as both sources spell it (`Falcon 9`).
    public var name: String {
        switch self {
        case .falcon1: "Falcon 1"
        case .falcon9: "Falcon 9"
        case .falconHeavy: "Falcon Heavy"
        case .starship: "Starship"
        }
    }

    /// Every name the family is known by, for ``LaunchCriteria/choose(_:among:kind:spellings:)``.
    var spellings: [String] {
        switch self {
        case .falcon1: [name]
        case .falcon9: [name, "Falcon 9 Block 5", "F9"]
        case .falconHeavy: [name, "FH"]
        case .starship: [name, "Starship V3", "Super Heavy", "BFR"]
        }
    }
}
