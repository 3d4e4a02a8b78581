import Foundation
import LaunchesCore
import RepositoryDefinitions
import RocketsCore

/// The features' repositories over this client: what the App hands the launches and rockets screens when the
/// source is Launch Library.
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
                let all = try await rockets(policy: policy)
                let listed = all.value
                let slice = try Self.slice(page: page, limit: limit)
                let items = Array(listed.dropFirst(slice.offset).prefix(limit))
                let more = slice.offset + items.count < listed.count
                let pages = Page(
                    items: items, page: page, limit: limit, totalItems: listed.count,
                    totalPages: max(1, (listed.count + limit - 1) / limit), hasNextPage: more,
                    nextPage: more ? page + 1 : nil)
                return Fetched(value: pages, freshness: all.freshness, isFresh: all.isFresh)
            },
            fetchItem: { [self] id, policy throws(RepositoryError) in try await rocket(id: id, policy: policy) })
    }

    /// Page `page` of `limit` items as an offset slice; numbers out of range are a bad request.
    private nonisolated static func slice(page: Int, limit: Int) throws(RepositoryError) -> OffsetPageRequest {
        guard let request = PageRequest(page: page, limit: limit) else {
            throw .badRequest(message: "page \(page) of \(limit) is out of range")
        }
        return OffsetPageRequest(request)
    }
}
