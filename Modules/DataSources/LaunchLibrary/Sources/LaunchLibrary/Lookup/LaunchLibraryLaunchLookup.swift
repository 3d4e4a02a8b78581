import Foundation
import LaunchesCore
import RepositoryDefinitions

/// Finds a launch by name in Launch Library with one search request. Launch Library names a launch
/// `Rocket | Mission` (`Starship | Flight 12`); a lookup compares names as every lookup does (``NameMatches``) and
/// matches the whole name or the mission alone: `starship flight 12`, `Starship | Flight 12` and `flight 12` find
/// the same launch, as `crew 12`, `crew-12` and `CREW_12` find Crew-12.
struct LaunchLibraryLaunchLookup: Sendable {
    private let client: LaunchLibraryClient

    /// Creates a lookup over `client`.
    init(client: LaunchLibraryClient) {
        self.client = client
    }

    /// The launch named `name`: one `search` request (a saved answer when throttled); a failure when the name
    /// matches no single launch or nothing could be had. A Launch Library id (a UUID) is the launch itself. When
    /// Launch Library can't answer (offline, throttled, unreachable), a launch saved in any saved answer is found
    /// by its id or name, without a request.
    func find(_ name: String) async -> Result<LoadState<Launch>, LaunchLookupError> {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if UUID(uuidString: trimmed) != nil {
            let id = trimmed.lowercased()
            do {
                let fetched = try await client.launch(id: id)
                return .success(.loaded(fetched.value, freshness: fetched.freshness))
            } catch .notFound, .server(status: 404) {
                return .failure(.unknownName(trimmed))
            } catch {
                return await saved(after: error) { launches in
                    launches.first { $0.id == id }.map { .success($0) } ?? .failure(.unknownName(trimmed))
                }
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
            return await saved(after: error) { Self.pick(name, among: $0) }
        }
    }

    /// The launch `pick` chooses among the launches of every saved answer, after `error` kept Launch Library from
    /// answering: as saved data when only this very answer was missing offline, else with the error (a throttle
    /// says its wait). Several saved launches are ambiguous; none is the error itself.
    private func saved(
        after error: RepositoryError, pick: ([Launch]) -> Result<Launch, LaunchLookupError>
    ) async -> Result<LoadState<Launch>, LaunchLookupError> {
        let failure = error.from(.launchLibrary)
        let saved = await client.savedLaunches()
        switch pick(saved.map(\.value)) {
        case .success(let launch):
            let storedAt = saved.first { $0.value.id == launch.id }?.storedAt ?? .distantPast
            if error.reason == .notCached { return .success(.loaded(launch, freshness: .cached(storedAt: storedAt))) }
            return .success(.failed(failure, cached: CachedValue(value: launch, storedAt: storedAt)))
        case .failure(let lookupError) where lookupError.isUsageError:
            return .failure(lookupError)
        case .failure:
            return .failure(.unavailable(failure))
        }
    }

    /// The launch `name` names among `launches`: its whole name (`Rocket | Mission`) or its mission, as every
    /// launch lookup picks (``LaunchLookup/pick(_:among:total:spellings:)``).
    static func pick(_ name: String, among launches: [Launch], total: Int? = nil) -> Result<
        Launch, LaunchLookupError
    > {
        LaunchLookup.pick(name, among: launches, total: total) { [fullName(of: $0), $0.name] }
    }

    /// `Rocket | Mission`, as Launch Library names the launch; the mission alone when the rocket is unknown.
    static func fullName(of launch: Launch) -> String {
        guard let rocket = launch.rocket?.name, !rocket.isEmpty else { return launch.name }
        return rocket + " | " + launch.name
    }
}
