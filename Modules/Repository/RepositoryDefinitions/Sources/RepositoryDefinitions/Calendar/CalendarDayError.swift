import Foundation

/// Why a text is not a ``CalendarDay``; callers add which field it was and how to fix it.
public enum CalendarDayError: Error, Sendable, Hashable {
    /// Not in the `YYYY-MM-DD` shape at all.
    case malformed
    /// Well formed, but no such day exists; `reason` says why, like "February 2021 has 28 days".
    case nonexistent(reason: String)
}
