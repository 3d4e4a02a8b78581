import Foundation

/// A titled group of facts, like "Engines", so any UI can render the whole specification generically.
public struct RocketFactSection: Sendable, Hashable {
    /// The group's title.
    public var title: String
    /// The facts, in display order.
    public var facts: [RocketFact]

    /// Creates a section.
    public init(title: String, facts: [RocketFact]) {
        self.title = title
        self.facts = facts
    }
}
