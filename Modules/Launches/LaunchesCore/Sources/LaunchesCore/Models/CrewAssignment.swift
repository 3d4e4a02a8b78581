import Foundation

/// One crew member on a launch: the v4 API sends a plain crew id, the v5 API `{crew, role}`; both decode, and
/// encoding (synthesised) always writes the v5 shape, since the app speaks v5 for launches.
public struct CrewAssignment: Sendable, Hashable, Codable {
    /// The crew member's API id.
    public var crew: String?
    /// The role on this flight, like "Commander", when the API says.
    public var role: String?

    /// Creates a crew assignment.
    public init(crew: String?, role: String? = nil) {
        self.crew = crew
        self.role = role
    }

    private enum CodingKeys: String, CodingKey {
        case crew, role
    }

    public init(from decoder: any Decoder) throws {
        if let id = try? decoder.singleValueContainer().decode(String.self) {
            self.init(crew: id)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            crew: try container.decodeIfPresent(String.self, forKey: .crew),
            role: try container.decodeIfPresent(String.self, forKey: .role))
    }
}
