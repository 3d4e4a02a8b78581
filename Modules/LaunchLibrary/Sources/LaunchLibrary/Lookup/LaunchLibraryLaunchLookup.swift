import Foundation
import LaunchesCore
import RepositoryDefinitions

/// Finds a launch by name in Launch Library with one search request. Launch Library names a launch
/// `Rocket | Mission` (`Starship | Flight 12`); a lookup ignores case and punctuation and matches the whole name
/// or the mission alone: `starship flight 12`, `Starship | Flight 12` and `flight 12` find the same launch.
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
        let key = Self.normalized(name)
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

    /// The launch `name` names among `launches`: the one whose whole name or mission equals it (ignoring case and
    /// punctuation), else the only one whose whole name or mission starts with it.
    public static func pick(_ name: String, among launches: [Launch], total: Int? = nil) -> Result<
        Launch, LaunchLookupError
    > {
        let key = normalized(name)
        guard !key.isEmpty else { return .failure(.emptyQuery) }
        let spellings = launches.map { launch in [normalized(fullName(of: launch)), normalized(launch.name)] }
        let exact = launches.indices.filter { spellings[$0].contains(key) }
        if exact.count == 1 { return .success(launches[exact[0]]) }
        let matches = launches.indices.filter { spellings[$0].contains { $0.hasPrefix(key) } }
        let candidates = exact.isEmpty ? matches : exact
        let more = max(0, (total ?? launches.count) - launches.count)
        switch (candidates.count, more) {
        case (0, _): return .failure(.unknownName(name))
        case (1, 0): return .success(launches[candidates[0]])
        default:
            return .failure(
                .ambiguous(name, matches: candidates.map { fullName(of: launches[$0]) }, more: exact.isEmpty ? more : 0)
            )
        }
    }

    /// `Rocket | Mission`, as Launch Library names the launch; the mission alone when the rocket is unknown.
    public static func fullName(of launch: Launch) -> String {
        guard let rocket = launch.rocket?.name, !rocket.isEmpty else { return launch.name }
        return rocket + " | " + launch.name
    }

    /// Lowercased words of letters and digits, one space apart: `Starship | Flight 12` → `starship flight 12`.
    public static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: " ")
    }
}
