@testable import RepositoryDefinitions

/// The API's collections, named here for tests only: the generic layers themselves name no feature's collection.
extension APICollection {
    static let launches = APICollection(name: "launches", version: "v5")
    static let rockets = APICollection(name: "rockets", version: "v4")
    static let launchpads = APICollection(name: "launchpads", version: "v4")
}

extension CollectionCatalog {
    /// What the app's endpoints declare, copied for tests: launches fresh for 5 minutes with `rocket`,
    /// `launchpad` (and, for these tests, `payloads`) populated; rockets and launchpads fresh for a day.
    static let test = CollectionCatalog(
        minimumFreshness: [.launches: 300, .rockets: 86_400, .launchpads: 86_400],
        populationTargets: [
            .launches: [
                "rocket": .rockets, "launchpad": .launchpads,
                "payloads": APICollection(name: "payloads", version: "v4"),
            ]
        ])
}
