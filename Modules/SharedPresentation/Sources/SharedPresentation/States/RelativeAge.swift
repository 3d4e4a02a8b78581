import Foundation

/// Short wording for how old something is: "just now", "42 s ago", "3 min ago", "5 h ago", "2 days ago".
///
/// Takes `now` as a parameter so views never read the clock themselves.
public enum RelativeAge {
    /// The age of `date` at `now`; dates in the future (clock skew) read "just now".
    public static func phrase(since date: Date, now: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date).rounded(.down))
        switch seconds {
        case ..<5: return "just now"
        case ..<60: return "\(seconds) s ago"
        case ..<3600: return "\(seconds / 60) min ago"
        case ..<86400: return "\(seconds / 3600) h ago"
        case ..<172_800: return "1 day ago"
        default: return "\(seconds / 86400) days ago"
        }
    }
}
