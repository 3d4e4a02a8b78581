import Foundation

/// How finely the time of a launch dated to the hour (``DatePrecision/hour``) is known: to the second, the
/// minute or only the hour. A countdown never shows a unit finer than this. Sources that do not say (the r/SpaceX
/// API) leave it nil, which means "to the hour".
public enum TimePrecision: String, Sendable, Hashable, CaseIterable {
    /// The exact second is known.
    case second
    /// The minute is known.
    case minute
    /// Only the hour is known.
    case hour
}
