import FakeSpaceXAPI
import Foundation
import LaunchesCore
import LaunchesMocks
import RepositoryImplementations
import RocketsCore
import RocketsMocks

/// A loopback fake API serving the Mocks' sample dataset, so end-to-end tests stand alone without ../shared.
public enum SampleAPIServer {
    /// Starts a server on an ephemeral port with the sample data plus `extraLaunches` and `extraRockets`;
    /// stop it when done.
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

    /// The sample dataset as the fake serves it, with extra documents first.
    public static func dataset(extraLaunches: [Launch] = [], extraRockets: [Rocket] = []) throws -> SpaceXDataset {
        let launches = (extraLaunches + LaunchMocks.sampleDataset).map(unpopulated)
        return SpaceXDataset(
            launches: try documents(launches), rockets: try documents(extraRockets + RocketSamples.sampleDataset),
            launchpads: try documents(SampleLaunchpads.all))
    }

    /// The launches as the server stores them: references as plain ids, populated only on request.
    private static func unpopulated(_ launch: Launch) -> Launch {
        var launch = launch
        launch.rocket = launch.rocket.map { RocketReference(id: $0.id) }
        launch.launchpad = launch.launchpad.map { LaunchpadReference(id: $0.id) }
        return launch
    }

    private static func documents<Model: Encodable>(_ models: [Model]) throws -> [OrderedJSON] {
        let encoder = SpaceXJSON.makeEncoder()
        return try models.map { try OrderedJSON.parse(encoder.encode($0)) }
    }
}
