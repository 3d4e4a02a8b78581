import FakeSpaceXAPI
import Foundation
import LaunchesCore
import LaunchesMocks
import RepositoryImplementations
import RocketsCore
import RocketsMocks

/// A loopback fake API serving the Mocks' sample dataset, so end-to-end tests stand alone without ../shared.
enum SampleAPIServer {
    /// Starts a server on an ephemeral port; stop it when done.
    static func start() throws -> FakeSpaceXServer {
        let launches = LaunchMocks.sampleDataset.map(unpopulated)
        let dataset = SpaceXDataset(
            launches: try documents(launches), rockets: try documents(RocketSamples.sampleDataset),
            launchpads: try documents(SampleLaunchpads.all))
        let server = FakeSpaceXServer(dataset: dataset)
        try server.start()
        return server
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
