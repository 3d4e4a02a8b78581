import LaunchSitesCore
import LaunchesCore
import RepositoryDefinitions
import RepositoryImplementations
import RocketsCore
import SpaceXArchive

/// The API's own data as of its last update (October 2022), built into the binary: what the app shows with
/// `--offline`, or when the default API can't be reached, and nothing is cached.
///
/// An ``InMemoryAPIService`` answers the same queries as the API over the archive's documents, so every screen
/// runs through the same decoding and repositories as live data; every answer is marked `.builtInArchive` so screens
/// say where it came from. The archive is parsed only when a run first needs it.
enum BuiltInArchive {
    /// An API service over the archive's launches, rockets and launchpads.
    static func makeService() -> InMemoryAPIService {
        let files: [APICollection: SpaceXArchive.File] = [
            LaunchesEndpoint.collection: .launches, RocketsEndpoint.collection: .rockets,
            LaunchpadsEndpoint.collection: .launchpads,
        ]
        // The archive's own tests parse every file, so this cannot fail (nor need its grammar checked on every run);
        // an empty service would say "no data".
        let service = try? InMemoryAPIService(checkedJSONDocuments: files.mapValues(\.data))
        return service ?? InMemoryAPIService(documents: [:])
    }

    /// The notice for script mode: what is shown instead of live data.
    static let notice =
        "showing the built-in copy of the SpaceX API's data as of its last update (\(SpaceXArchive.lastUpdated)), "
        + "not live data"
}
