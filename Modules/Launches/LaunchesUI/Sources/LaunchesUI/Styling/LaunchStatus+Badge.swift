import LaunchesCore
import SharedPresentation

extension LaunchStatus {
    /// The badge colour and glyph for this status; the label always comes along so colour is never the only signal.
    var badgeStatus: BadgeStatus {
        switch self {
        case .success: .success
        case .failure: .failure
        case .upcoming: .upcoming
        case .awaitingUpdate: .warning
        case .unknown: .unknown
        case .reported(.hold), .reported(.partialFailure): .warning
        case .reported(.unknown): .unknown
        case .reported: .upcoming
        }
    }

    /// The status as a badge: `✓ Success`, `✗ Failure`, `◷ Upcoming`, `⚠ Awaiting update`, `? Unknown`; a source's
    /// live status with its own name (`◷ Go`, `◷ TBD`, `⚠ Hold`, `⚠ Partial Failure`).
    var badge: Badge {
        Badge(badgeStatus, label: label)
    }

    /// A dim sentence explaining statuses whose label alone could puzzle, or nil.
    var explanation: String? {
        switch self {
        case .awaitingUpdate:
            "The API still lists this launch as upcoming, but its date has passed; the outcome is not recorded yet."
        case .unknown:
            "The API does not record an outcome for this launch."
        case .success, .failure, .upcoming, .reported:
            nil
        }
    }
}
