import Foundation
import LaunchSitesCore
import LaunchesCore
import RepositoryDefinitions
import RepositoryImplementations
import RocketsCore

/// The features' repositories over this client: the one list repository (``LivePaginatedRepository``) fed with
/// this client's pages and items, what the App hands the launches, rockets and launch-site screens when the source
/// is Launch Library. Every request runs in its own task, so a screen left mid-request (a cancelled caller) never
/// throws away an answer already asked for (the budget is 15 requests an hour), and every failure names the
/// Launch Library; `refresh` (`--refresh`) asks even when the saved answer is fresh.
extension LaunchLibraryClient {
    /// The query a launches filter asks: its NET interval (Upcoming from 24 hours before its moment, Past up to
    /// it), search text, criteria and order: one request a page either way.
    public nonisolated static func query(for filter: LaunchFilter) -> LaunchLibraryLaunchQuery {
        var query = LaunchLibraryLaunchQuery(
            from: filter.netFrom, to: filter.netThrough, search: filter.searchText,
            newestFirst: filter.sortOrder == .newestFirst)
        query.criteria = filter.criteria
        return query
    }

    /// A launches repository for `filter`: one request a page, details from the list answers.
    @MainActor
    public func launchesRepository(
        filter: LaunchFilter, pageSize: Int = PageRequest.defaultLimit, firstPage: Int = 1, refresh: Bool = false
    ) -> LivePaginatedRepository<Launch, LaunchFilter> {
        LivePaginatedRepository(
            filter: filter, pageSize: pageSize, firstPage: firstPage, now: now, throttle: throttleRefusal,
            fetchPage: Self.rationed(refresh) { [self] filter, page, limit, policy throws(RepositoryError) in
                let slice = try Self.slice(page: page, limit: limit)
                return try await launches(Self.query(for: filter), page: slice, policy: policy)
            },
            fetchItem: Self.rationed { [self] id, policy throws(RepositoryError) in
                try await launch(id: id, policy: policy)
            })
    }

    /// A rockets repository: the SpaceX vehicles are one request, paged here.
    @MainActor
    public func rocketsRepository(
        pageSize: Int = PageRequest.defaultLimit, firstPage: Int = 1, refresh: Bool = false
    ) -> LivePaginatedRepository<Rocket, RocketFilter> {
        LivePaginatedRepository(
            filter: RocketFilter(), pageSize: pageSize, firstPage: firstPage, now: now, throttle: throttleRefusal,
            fetchPage: Self.rationed(refresh) { [self] _, page, limit, policy throws(RepositoryError) in
                try Self.page(page, limit: limit, of: await rockets(policy: policy))
            },
            fetchItem: Self.rationed { [self] id, policy throws(RepositoryError) in
                try await rocket(id: id, policy: policy)
            })
    }

    /// A launch-sites repository: the pads of the newest SpaceX launches, one request at most, paged here; a site
    /// opened from a launch needs none.
    @MainActor
    public func launchSitesRepository(
        pageSize: Int = PageRequest.defaultLimit, refresh: Bool = false
    ) -> LivePaginatedRepository<Launchpad, LaunchpadFilter> {
        LivePaginatedRepository(
            filter: LaunchpadFilter(), pageSize: pageSize, firstPage: 1, now: now, throttle: throttleRefusal,
            fetchPage: Self.rationed(refresh) { [self] _, page, limit, policy throws(RepositoryError) in
                try Self.page(page, limit: limit, of: await launchSites(policy: policy))
            },
            fetchItem: Self.rationed { [self] id, policy throws(RepositoryError) in
                try await launchSite(id: id, policy: policy)
            })
    }

    /// While the service throttles, the refusal a request would meet, naming the Launch Library and the seconds
    /// until the next request is allowed; nil when a request may be sent. A refresh meanwhile keeps every row.
    private var throttleRefusal: @Sendable () -> RepositoryError? {
        { [self] in throttleWait.map { RepositoryError.rateLimited(retryAfter: $0.rounded(.up)).from(service) } }
    }

    /// `fetch` run in its own task (a cancelled caller never throws away an answer already asked for), its
    /// failures naming the Launch Library; with `refresh`, a saved page counts as stale so the network is asked.
    private nonisolated static func rationed<Filter: Sendable, Item: Sendable>(
        _ refresh: Bool,
        _ fetch:
            @escaping @Sendable (Filter, Int, Int, CachePolicy) async throws(RepositoryError) -> Fetched<Page<Item>>
    ) -> @Sendable (Filter, Int, Int, CachePolicy) async throws(RepositoryError) -> Fetched<Page<Item>> {
        { filter, page, limit, policy throws(RepositoryError) in
            let fetched = try await spend { () throws(RepositoryError) in try await fetch(filter, page, limit, policy) }
            guard refresh, policy == .cacheOnly else { return fetched }
            return Fetched(value: fetched.value, freshness: fetched.freshness, isFresh: false)
        }
    }

    /// `fetch` run in its own task, its failures naming the Launch Library.
    private nonisolated static func rationed<Item: Sendable>(
        _ fetch: @escaping @Sendable (String, CachePolicy) async throws(RepositoryError) -> Fetched<Item>
    ) -> @Sendable (String, CachePolicy) async throws(RepositoryError) -> Fetched<Item> {
        { id, policy throws(RepositoryError) in
            try await spend { () throws(RepositoryError) in try await fetch(id, policy) }
        }
    }

    /// Runs `work` in its own task, so a caller that is cancelled (a screen left) never throws away a request
    /// already sent: its answer is still saved, and the budget is not spent twice. A failure names the Launch
    /// Library (and, throttled, its budget and wait).
    private nonisolated static func spend<Value: Sendable>(
        _ work: @escaping @Sendable () async throws(RepositoryError) -> Value
    ) async throws(RepositoryError) -> Value {
        let result = await Task { () async -> Result<Value, RepositoryError> in
            do throws(RepositoryError) {
                return .success(try await work())
            } catch {
                return .failure(error.from(.launchLibrary))
            }
        }.value
        return try result.get()
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
