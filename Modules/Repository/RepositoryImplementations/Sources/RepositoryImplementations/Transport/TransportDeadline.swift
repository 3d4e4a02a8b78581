import Foundation

/// The monotonic clock behind every transport deadline: an instant of `ContinuousClock` (never moved by a
/// change of the wall clock), made from a request's deadline in seconds, whatever that holds.
enum TransportDeadline {
    /// The instant `seconds` from now; a negative or not-a-number value is now, and an endless one a day away.
    static func instant(after seconds: TimeInterval) -> ContinuousClock.Instant {
        let bounded = seconds.isNaN ? 0 : min(max(seconds, 0), 86_400)
        return ContinuousClock.now.advanced(by: .milliseconds(Int64((bounded * 1000).rounded(.up))))
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> TimeInterval {
        let (whole, fraction) = duration.components
        return TimeInterval(whole) + TimeInterval(fraction) / 1e18
    }
}
