import Foundation

/// A rocket flown from a launchpad: the plain id the document holds, or `{name, id}` when the query populated it.
///
/// A source sends it as an id or with its name; the source package reads both.
public struct LaunchpadRocket: Sendable, Hashable, Identifiable {
    /// The rocket's API id.
    public var id: String
    /// The rocket's name, like "Falcon 9", when populated.
    public var name: String?

    /// A reference that knows only the id.
    public init(id: String) {
        self.id = id
    }

    /// Creates a reference.
    public init(id: String, name: String?) {
        self.id = id
        self.name = name
    }

    /// Whether the name is known.
    public var isPopulated: Bool { name != nil }
}
