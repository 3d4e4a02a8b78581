import Foundation

/// A launch's rocket: just its id, or the populated `{name, type, id}` a query with `populate` returns.
///
/// The r/SpaceX API sends it as an id or as the populated object; its source package reads both.
public struct RocketReference: Sendable, Hashable, Identifiable {
    /// The rocket's API id, used to navigate to the rocket screen.
    public var id: String
    /// The rocket's name, like "Falcon 9", when populated.
    public var name: String?
    /// The rocket's type, like "rocket", when populated.
    public var type: String?

    /// A reference that knows only the id.
    public init(id: String) {
        self.id = id
    }

    /// Creates a reference.
    public init(id: String, name: String? = nil, type: String? = nil) {
        self.id = id
        self.name = name
        self.type = type
    }

    /// Whether the reference carries more than the id.
    public var isPopulated: Bool { name != nil || type != nil }
}
