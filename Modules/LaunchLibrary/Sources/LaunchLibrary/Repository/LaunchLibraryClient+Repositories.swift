import Foundation
import LaunchSitesCore
import LaunchesCore
import RepositoryDefinitions
import RocketsCore

/// The features' repositories over this client: what the App hands the launches, rockets and launch-site screens
/// when the source is Launch Library.
extension LaunchLibraryClient {
    /// The query a launches filter asks: its NET interval, search text and order.
    public nonisolated static func query(for filter: LaunchFilter) -> LaunchLibraryLaunchQuery {
        LaunchLibraryLaunchQuery(
            from: filter.lowerBound, to: filter.upperBound, search: filter.searchText,
            newestFirst: filter.sortOrder == .newestFirst)
    }

    /// A launches repository for `filter`: one request a page, details from the list answers; `refresh` asks
    /// even when the saved answer is fresh.
    @MainActor
    public func launchesRepository(
        filter: LaunchFilter, pageSize: Int = PageRequest.defaultLimit, firstPage: Int = 1, refresh: Bool = false
    ) -> LaunchLibraryRepository<Launch, LaunchFilter> {
        LaunchLibraryRepository(
            filter: filter, pageSize: pageSize, firstPage: firstPage, asksEvenWhenFresh: refresh,
            throttleWait: { [self] in throttleWait },
            fetchPage: { [self] filter, page, limit, policy throws(RepositoryError) in
                let slice = try Self.slice(page: page, limit: limit)
                return try await launches(Self.query(for: filter), page: slice, policy: policy)
            },
            fetchItem: { [self] id, policy throws(RepositoryError) in try await launch(id: id, policy: policy) })
    }

    /// A rockets repository: the SpaceX vehicles are one request, paged here; `refresh` asks even when the
    /// saved answer is fresh.
    @MainActor
    public func rocketsRepository(
        pageSize: Int = PageRequest.defaultLimit, firstPage: Int = 1, refresh: Bool = false
    ) -> LaunchLibraryRepository<Rocket, RocketFilter> {
        LaunchLibraryRepository(
            filter: RocketFilter(), pageSize: pageSize, firstPage: firstPage, asksEvenWhenFresh: refresh,
            fetchPage: { [self] _, page, limit, policy throws(RepositoryError) in
                try Self.page(page, limit: limit, of: await rockets(policy: policy))
            },
            fetchItem: { [self] id, policy throws(RepositoryError) in try await rocket(id: id, policy: policy) })
    }

    /// A launch-sites repository: the pads of the newest SpaceX launches, one request at most, paged here; a site
    /// opened from a launch needs none. `refresh` asks even when the saved answer is fresh.
    @MainActor
    public func launchSitesRepository(
        pageSize: Int = PageRequest.defaultLimit, refresh: Bool = false
    ) -> LaunchLibraryRepository<LaunchpadDocument, LaunchpadFilter> {
        LaunchLibraryRepository(
            filter: LaunchpadFilter(), pageSize: pageSize, firstPage: 1, asksEvenWhenFresh: refresh,
            fetchPage: { [self] _, page, limit, policy throws(RepositoryError) in
                try Self.page(page, limit: limit, of: await launchSites(policy: policy))
            },
            fetchItem: { [self] id, policy throws(RepositoryError) in try await launchSite(id: id, policy: policy) })
    }

    /// Page `page` of `limit` items of a list that came whole in one answer, as fresh as that answer.
    private nonisolated static func page<Item: Sendable>(
        _ page: Int, limit: Int, of all: Fetched<[Item]>
    ) throws(RepositoryError) -> Fetched<Page<Item>> {
        let listed = all.value
        let slice = try Self.slice(page: page, limit: limit)
        let items = Array(listed.dropFirst(slice.offset).prefix(limit))
        let more = slice.offset + items.count < listed.count
        let pages = Page(
            items: items, page: page, limit: limit, totalItems: listed.count,
            totalPages: max(1, (listed.count + limit - 1) / limit), hasNextPage: more,
            nextPage: more ? page + 1 : nil)
        return Fetched(value: pages, freshness: all.freshness, isFresh: all.isFresh)
    }

    /// Page `page` of `limit` items as an offset slice; numbers out of range are a bad request.
    private nonisolated static func slice(page: Int, limit: Int) throws(RepositoryError) -> OffsetPageRequest {
        guard let request = PageRequest(page: page, limit: limit) else {
            throw .badRequest(message: "page \(page) of \(limit) is out of range")
        }
        return OffsetPageRequest(request)
    }
}
