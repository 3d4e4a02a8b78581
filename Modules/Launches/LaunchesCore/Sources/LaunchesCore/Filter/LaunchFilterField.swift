import Foundation

/// Which end of the date interval an input belongs to, so errors can name it.
public enum LaunchFilterField: String, Sendable, Hashable, CaseIterable {
    /// The first day of the interval.
    case start
    /// The last day of the interval.
    case end
}
