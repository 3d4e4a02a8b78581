import Foundation
import LaunchSitesCore
import RepositoryDefinitions

/// Launch sites from Launch Library: the pads its launches name. Every launch answer carries its pad whole, so a
/// site opened from a launch costs no request; a site asked for alone (`spacex launchpad`) comes from the newest
/// SpaceX launches, one request at most, and a pad none of them used is not found.
extension LaunchLibraryClient {
    /// How many of the newest launches the sites are gathered from: one request's most.
    static let sitesLaunchLimit = 100

    /// The sites of the newest SpaceX launches, by name (then id); one request at most.
    public func launchSites(policy: CachePolicy = .returnFreshElseLoad) async throws(RepositoryError)
        -> Fetched<[LaunchpadDocument]>
    {
        guard let page = OffsetPageRequest(limit: Self.sitesLaunchLimit) else { throw .badRequest(message: "limit") }
        let answer = try await launches(LaunchLibraryLaunchQuery(), page: page, policy: policy)
        let ids = Set(answer.value.items.compactMap { $0.launchpad?.id })
        let sites = ids.compactMap { siteSeen(id: $0)?.value }.sorted {
            ($0.name?.lowercased() ?? "", $0.id) < ($1.name?.lowercased() ?? "", $1.id)
        }
        return Fetched(value: sites, freshness: answer.freshness, isFresh: answer.isFresh)
    }

    /// One site: from a launches answer already received (no request), else from the newest launches' sites.
    public func launchSite(id: String, policy: CachePolicy = .returnFreshElseLoad) async throws(RepositoryError)
        -> Fetched<LaunchpadDocument>
    {
        if policy != .reload, let seen = siteSeen(id: id) { return seen }
        let sites = try await launchSites(policy: policy)
        guard let site = sites.value.first(where: { $0.id == id }) else { throw .notFound(id: id) }
        return Fetched(value: site, freshness: sites.freshness, isFresh: sites.isFresh)
    }
}
