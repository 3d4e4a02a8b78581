import Foundation

/// How a booster tried to come back, as the API's `landing_type` says.
///
/// Matching is case-insensitive because the real data writes `"Ocean"` where the documentation wrote `ocean`;
/// anything else becomes ``unknown(_:)`` instead of failing the page.
public enum LandingType: Sendable, Hashable, CustomStringConvertible {
    /// Autonomous spaceport drone ship.
    case asds
    /// Return to launch site.
    case rtls
    /// A controlled splash-down in the ocean.
    case ocean
    /// A value the app does not know, kept as sent.
    case unknown(String)

    /// Reads the API's string; `ASDS`, `RTLS` and `Ocean` in any letter case are known.
    public init(rawValue: String) {
        switch rawValue.lowercased() {
        case "asds": self = .asds
        case "rtls": self = .rtls
        case "ocean": self = .ocean
        default: self = .unknown(rawValue)
        }
    }

    /// The string the real API sends for this type.
    public var rawValue: String {
        switch self {
        case .asds: "ASDS"
        case .rtls: "RTLS"
        case .ocean: "Ocean"
        case .unknown(let raw): raw
        }
    }

    /// A short phrase for the detail screen, like "drone ship".
    public var label: String {
        switch self {
        case .asds: "drone ship"
        case .rtls: "landing zone"
        case .ocean: "ocean"
        case .unknown(let raw): raw
        }
    }

    public var description: String { rawValue }
}
