import Foundation
import LaunchesCore
import RepositoryDefinitions

/// Finds a launch by name in Launch Library with one search request. Launch Library names a launch
/// `Rocket | Mission` (`Starship | Flight 12`); a lookup compares names as every lookup does (``NameMatches``) and
/// matches the whole name or the mission alone: `starship flight 12`, `Starship | Flight 12` and `flight 12` find
/// the same launch, and `crew 1`, `crew-1` and `CREW_1` find Crew-12 when no other crew flight is listed.
public struct LaunchLibraryLaunchLookup: Sendable {
    private let client: LaunchLibraryClient

    /// Creates a lookup over `client`.
    public init(client: LaunchLibraryClient) {
        self.client = client
    }

    /// The launch named `name`: one `search` request (a saved answer when throttled); a failure when the name
    /// matches no single launch or nothing could be had. A Launch Library id (a UUID) is the launch itself.
    public func find(_ name: String) async -> Result<LoadState<Launch>, LaunchLookupError> {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if UUID(uuidString: trimmed) != nil {
            do {
                let fetched = try await client.launch(id: trimmed.lowercased())
                return .success(.loaded(fetched.value, freshness: fetched.freshness))
            } catch .notFound, .server(status: 404) {
                return .failure(.unknownName(trimmed))
            } catch {
                return .failure(.unavailable(error.from(.launchLibrary)))
            }
        }
        let key = NameKey(name).searchText
        guard !key.isEmpty else { return .failure(.emptyQuery) }
        guard let slice = OffsetPageRequest(limit: LaunchLookup.matchLimit) else { return .failure(.unknownName(name)) }
        do {
            let fetched = try await client.launches(LaunchLibraryLaunchQuery(search: key), page: slice)
            return Self.pick(name, among: fetched.value.items, total: fetched.value.totalItems)
                .map { .loaded($0, freshness: fetched.freshness) }
        } catch {
            return .failure(.unavailable(error.from(.launchLibrary)))
        }
    }

    /// The launch `name` names among `launches`: its whole name (`Rocket | Mission`) or its mission, as every
    /// launch lookup picks (``LaunchLookup/pick(_:among:total:spellings:)``).
    public static func pick(_ name: String, among launches: [Launch], total: Int? = nil) -> Result<
        Launch, LaunchLookupError
    > {
        LaunchLookup.pick(name, among: launches, total: total) { [fullName(of: $0), $0.name] }
    }

    /// `Rocket | Mission`, as Launch Library names the launch; the mission alone when the rocket is unknown.
    public static func fullName(of launch: Launch) -> String {
        guard let rocket = launch.rocket?.name, !rocket.isEmpty else { return launch.name }
        return rocket + " | " + launch.name
    }
}
