/// The collections the fake serves, with the schema facts the real server's queries depend on.
public enum SpaceXCollection: String, Sendable, CaseIterable {
    /// Launches (`/v5/launches`, `/v4/launches`).
    case launches
    /// Rockets (`/v4/rockets`).
    case rockets
    /// Launchpads (`/v4/launchpads`).
    case launchpads

    /// What a populatable path of this collection refers to.
    enum PopulateTarget: Equatable {
        /// Documents of another collection the fake holds.
        case collection(SpaceXCollection)
        /// A reference to a collection the fake does not hold (payloads, crew, …): accepted, left as ids.
        case notHeld
    }

    /// The fixture file the collection is loaded from.
    var fixtureFileName: String {
        "\(rawValue)-v4.json"
    }

    /// The string fields `$text` searches.
    var textSearchFields: [String] {
        switch self {
        case .launches: ["name", "details"]
        case .rockets: ["name", "description"]
        case .launchpads: ["name", "full_name", "details"]
        }
    }

    /// The reference paths `populate` accepts; any other path is refused like Mongoose's strictPopulate does.
    var populateTargets: [String: PopulateTarget] {
        switch self {
        case .launches:
            [
                "rocket": .collection(.rockets), "launchpad": .collection(.launchpads), "payloads": .notHeld,
                "crew": .notHeld, "crew.crew": .notHeld, "ships": .notHeld, "capsules": .notHeld,
                "cores.core": .notHeld, "cores.landpad": .notHeld, "fairings.ships": .notHeld,
            ]
        case .rockets:
            [:]
        case .launchpads:
            ["rockets": .collection(.rockets), "launches": .collection(.launches)]
        }
    }
}
