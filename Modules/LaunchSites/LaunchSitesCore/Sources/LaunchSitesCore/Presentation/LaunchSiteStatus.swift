/// Whether a launch site is in use, from the document's `status` text.
public enum LaunchSiteStatus: Sendable, Hashable {
    /// "active": launches fly from it.
    case active
    /// "retired": no longer used.
    case retired
    /// "under construction": not yet used.
    case underConstruction
    /// Any other text the API gives, as given.
    case other(String)
    /// No status recorded.
    case unknown

    /// The status `text` names (any case, spaces or underscores between words).
    public init(_ text: String?) {
        let words = (text ?? "").lowercased().split { $0 == " " || $0 == "_" || $0 == "-" }.joined(separator: " ")
        switch words {
        case "": self = .unknown
        case "active": self = .active
        case "retired": self = .retired
        case "under construction": self = .underConstruction
        default: self = .other(text ?? "")
        }
    }

    /// "Active", "Retired", "Under construction", the API's own text, or "Unknown".
    public var label: String {
        switch self {
        case .active: "Active"
        case .retired: "Retired"
        case .underConstruction: "Under construction"
        case .other(let text): text
        case .unknown: "Unknown"
        }
    }
}
