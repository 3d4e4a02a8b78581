import Foundation

/// The rockets list's filter: there is none, every rocket is listed. The type exists because the generic
/// repository is parameterised by a filter (``PaginatedRepository``'s `Filter`); a rocket filter the screen offers
/// would be added here.
public struct RocketFilter: Hashable, Sendable {
    /// The one filter: every rocket.
    public init() {}

    /// Every rocket.
    public static let all = RocketFilter()
}
