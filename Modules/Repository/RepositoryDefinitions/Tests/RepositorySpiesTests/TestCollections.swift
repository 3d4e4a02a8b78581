@testable import RepositoryDefinitions

/// The API's collections, named here for tests only: the generic layers themselves name no feature's collection.
extension APICollection {
    static let launches = APICollection(name: "launches", version: "v5")
    static let rockets = APICollection(name: "rockets", version: "v4")
    static let launchpads = APICollection(name: "launchpads", version: "v4")
}
