import RepositoryDefinitions

/// What a launch carries (`mission`): its name, description, type and orbit.
struct LaunchLibraryMission: Decodable, Sendable, Hashable {
    /// The mission's name (`Flight 12`), the part after `|` in the launch's name.
    var name: String?
    /// A description.
    var description: String?
    /// The kind (`Communications`, `Test Flight`).
    var type: String?
    /// The target orbit's name (`Low Earth Orbit`).
    var orbit: String?

    /// Creates a mission.
    init(name: String? = nil, description: String? = nil, type: String? = nil, orbit: String? = nil) {
        self.name = name
        self.description = description
        self.type = type
        self.orbit = orbit
    }

    private enum CodingKeys: String, CodingKey { case name, description, type, orbit }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = container.lenient(String.self, forKey: .name)
        description = container.lenient(String.self, forKey: .description)
        type = container.lenient(String.self, forKey: .type)
        orbit = container.lenient(LaunchLibraryCode.self, forKey: .orbit)?.name
    }
}
