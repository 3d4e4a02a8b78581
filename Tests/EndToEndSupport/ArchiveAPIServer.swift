import DocumentQuery
import FakeSpaceXAPI
import Foundation
import LaunchesCore
import RepositoryDefinitions
import RocketsCore
import SpaceXArchive

@testable import RepositoryImplementations  // SpaceXJSON.prettyPrinted: internal, its one user outside is this

/// A loopback fake API serving the built-in archive (the real API's 205 launches, 4 rockets and 6 launchpads),
/// so end-to-end tests stand alone with nothing outside the repository.
public enum ArchiveAPIServer {
    /// Starts a server on an ephemeral port with the archive plus `extraLaunches` and `extraRockets`; stop it
    /// when done.
    public static func start(
        extraLaunches: [Launch] = [], extraRockets: [Rocket] = [],
        configuration: FakeSpaceXConfiguration = FakeSpaceXConfiguration()
    ) throws -> FakeSpaceXServer {
        let server = FakeSpaceXServer(
            dataset: try dataset(extraLaunches: extraLaunches, extraRockets: extraRockets),
            configuration: configuration)
        try server.start()
        return server
    }

    /// Starts a server with the archive's launches (`extraLaunches` first) and launchpads, and `rockets` in place
    /// of the archive's rockets: the same rockets with their photos on a loopback server, say.
    public static func start(extraLaunches: [Launch] = [], replacingRocketsWith rockets: [Rocket]) throws
        -> FakeSpaceXServer
    {
        let dataset = SpaceXDataset(
            launches: try documents(extraLaunches.map(unpopulated)) + archived(.launches),
            rockets: try documents(rockets), launchpads: try archived(.launchpads))
        let server = FakeSpaceXServer(dataset: dataset)
        try server.start()
        return server
    }

    /// The archive as the fake serves it, with extra documents first.
    public static func dataset(extraLaunches: [Launch] = [], extraRockets: [Rocket] = []) throws -> SpaceXDataset {
        SpaceXDataset(
            launches: try documents(extraLaunches.map(unpopulated)) + archived(.launches),
            rockets: try documents(extraRockets) + archived(.rockets), launchpads: try archived(.launchpads))
    }

    /// The launches as the server stores them: references as plain ids, populated only on request.
    private static func unpopulated(_ launch: Launch) -> Launch {
        var launch = launch
        launch.rocket = launch.rocket.map { RocketReference(id: $0.id) }
        launch.launchpad = launch.launchpad.map { Launchpad(id: $0.id) }
        return launch
    }

    private static func archived(_ file: SpaceXArchive.File) throws -> [OrderedJSON] {
        try OrderedJSON.parse(file.data).arrayValue ?? []
    }

    private static func documents(_ models: [Any]) throws -> [OrderedJSON] {
        try models.map { try OrderedJSON.parse(SpaceXJSON.prettyPrinted(WireDocument(value: $0))) }
    }
}
