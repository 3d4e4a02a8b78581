import RepositoryDefinitions

/// A coded value Launch Library sends as `{id, name, abbrev}`: a launch status (`{3, "Launch Successful",
/// "Success"}`), a date precision (`{0, "Second", "SEC"}`), a landing type (`{2, "Autonomous Spaceport Drone
/// Ship", "ASDS"}`).
struct LaunchLibraryCode: Decodable, Sendable, Hashable {
    /// The numeric id, the stable part.
    var id: Int?
    /// The long name.
    var name: String?
    /// The short name.
    var abbrev: String?

    /// Creates a code.
    init(id: Int? = nil, name: String? = nil, abbrev: String? = nil) {
        self.id = id
        self.name = name
        self.abbrev = abbrev
    }

    private enum CodingKeys: String, CodingKey { case id, name, abbrev }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenientInt(forKey: .id)
        name = container.lenient(String.self, forKey: .name)
        abbrev = container.lenient(String.self, forKey: .abbrev)
    }
}
