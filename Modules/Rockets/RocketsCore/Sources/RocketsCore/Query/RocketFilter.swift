import Foundation

/// What narrows the rockets list. The screen offers no filter today, so the default lists every rocket.
public struct RocketFilter: Hashable, Sendable {
    /// Whether to list only rockets that still fly.
    public var activeOnly: Bool

    /// Creates a filter; by default every rocket is listed.
    public init(activeOnly: Bool = false) {
        self.activeOnly = activeOnly
    }

    /// Every rocket.
    public static let all = RocketFilter()
}
