import Foundation

/// One crew member on a launch: the crew member's id and, when known, the role.
public struct CrewAssignment: Sendable, Hashable {
    /// The crew member's API id.
    public var crew: String?
    /// The role on this flight, like "Commander", when the API says.
    public var role: String?

    /// Creates a crew assignment.
    public init(crew: String?, role: String? = nil) {
        self.crew = crew
        self.role = role
    }
}
