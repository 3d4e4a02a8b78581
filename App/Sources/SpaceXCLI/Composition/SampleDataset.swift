import Foundation
import LaunchesCore
import LaunchesMocks
import RepositoryDefinitions
import RepositoryImplementations
import RocketsCore
import RocketsMocks

/// The built-in sample data, served when the API can't be reached and nothing is cached.
///
/// It is the Mocks packages' sample dataset encoded to the API's wire format and answered by an
/// ``InMemoryAPIService``, so every screen runs through the same queries, decoding and repositories as live data,
/// and every answer is marked `.sample` so screens say so.
enum SampleDataset {
    /// An API service over the sample launches, rockets and launchpads.
    static func makeService(catalog: CollectionCatalog = AppGraph.catalog) -> InMemoryAPIService {
        InMemoryAPIService(
            documents: [
                LaunchesEndpoint.collection: documents(LaunchMocks.sampleDataset),
                RocketsEndpoint.collection: documents(RocketSamples.sampleDataset),
                LaunchesEndpoint.launchpadsCollection: documents(SampleLaunchpads.all),
            ], populationTargets: catalog.populationTargets)
    }

    private static func documents<Model: Encodable>(_ models: [Model]) -> [JSONValue] {
        let encoder = SpaceXJSON.makeEncoder()
        let decoder = JSONDecoder()
        return models.compactMap { model in
            (try? encoder.encode(model)).flatMap { try? decoder.decode(JSONValue.self, from: $0) }
        }
    }
}
