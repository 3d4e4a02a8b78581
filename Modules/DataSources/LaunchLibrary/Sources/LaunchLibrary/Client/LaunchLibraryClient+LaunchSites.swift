import Foundation
import LaunchSitesCore
import LaunchesCore
import RepositoryDefinitions

/// Launch sites from Launch Library: the pads its launches name. Every launch answer carries its pad whole, so a
/// site opened from a launch costs no request; a site asked for alone (`spacex launchpad`) comes from the newest
/// SpaceX launches, one request at most, and a pad none of them used is not found.
extension LaunchLibraryClient {
    /// How many of the newest launches the sites are gathered from: one request's most.
    static let sitesLaunchLimit = 100

    /// The sites of the newest SpaceX launches, by name (then id); one request at most. When Launch Library can't
    /// answer (offline, throttled) and that answer isn't saved, the sites of the launches of every saved answer.
    public func launchSites(policy: CachePolicy = .returnFreshElseLoad) async throws(RepositoryError)
        -> Fetched<[Launchpad]>
    {
        guard let page = OffsetPageRequest(limit: Self.sitesLaunchLimit) else { throw .badRequest(message: "limit") }
        let answer: Fetched<Page<Launch>>
        do {
            answer = try await launches(LaunchLibraryLaunchQuery(), page: page, policy: policy)
        } catch {
            guard let saved = await savedSites() else { throw error }
            return saved
        }
        let ids = Set(answer.value.items.compactMap { $0.launchpad?.id })
        return Fetched(value: sitesSeen(ids), freshness: answer.freshness, isFresh: answer.isFresh)
    }

    /// The sites of the launches of every saved answer, as old as the oldest of those answers; nil when none is
    /// saved.
    private func savedSites() async -> Fetched<[Launchpad]>? {
        let answers = await savedLaunchAnswers()
        guard let oldest = answers.map(\.storedAt).min() else { return nil }
        let launches = answers.reversed().flatMap(\.launches)
        remember(sitesOf: launches, freshness: .cached(storedAt: oldest), isFresh: false)
        let ids = Set(LaunchLibrarySiteMapper.sites(of: launches).map(\.id))
        return Fetched(value: sitesSeen(ids), freshness: .cached(storedAt: oldest), isFresh: false)
    }

    /// The sites already received with these ids, by name (then id).
    private func sitesSeen(_ ids: Set<String>) -> [Launchpad] {
        ids.compactMap { siteSeen(id: $0)?.value }.sorted {
            ($0.name?.lowercased() ?? "", $0.id) < ($1.name?.lowercased() ?? "", $1.id)
        }
    }

    /// One site: from a launches answer already received (no request), else from the newest launches' sites.
    public func launchSite(id: String, policy: CachePolicy = .returnFreshElseLoad) async throws(RepositoryError)
        -> Fetched<Launchpad>
    {
        if policy != .reload, let seen = siteSeen(id: id) { return seen }
        let sites = try await launchSites(policy: policy)
        guard let site = sites.value.first(where: { $0.id == id }) else { throw .notFound(id: id) }
        return Fetched(value: site, freshness: sites.freshness, isFresh: sites.isFresh)
    }
}
