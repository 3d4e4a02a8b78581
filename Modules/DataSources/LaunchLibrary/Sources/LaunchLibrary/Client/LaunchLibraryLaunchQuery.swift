import Foundation
import LaunchesCore
import RepositoryDefinitions

/// Which launches to ask Launch Library for: a provider (SpaceX by default), an optional NET interval and search
/// text, newest or oldest first. Always `mode=detailed`, so a detail opened from the list needs no request of its
/// own (the list answer holds the boosters, links and pad the detail shows).
public struct LaunchLibraryLaunchQuery: Sendable, Hashable {
    /// SpaceX's launch service provider id.
    public static let spaceX = 121

    /// The provider (`lsp__id`).
    public var providerID: Int
    /// The earliest NET (`net__gte`).
    public var from: Date?
    /// The latest NET (`net__lte`).
    public var to: Date?
    /// Search text (`search`), matched by the service against launch, mission, pad and rocket names.
    public var search: String?
    /// Newest first (`ordering=-net`) or oldest first (`ordering=net`).
    public var newestFirst: Bool
    /// Vehicle, site, status and crew criteria, each a query parameter (``criteriaParameters``).
    public var criteria = LaunchCriteria()

    /// Creates a query.
    public init(
        providerID: Int = LaunchLibraryLaunchQuery.spaceX, from: Date? = nil, to: Date? = nil, search: String? = nil,
        newestFirst: Bool = true
    ) {
        self.providerID = providerID
        self.from = from
        self.to = to
        self.search = search
        self.newestFirst = newestFirst
    }

    /// The query string for one slice.
    public func parameters(_ page: OffsetPageRequest) -> QueryParameters {
        var parameters = page.parameters
        parameters.set("lsp__id", String(providerID))
        parameters.set("mode", "detailed")
        parameters.set("ordering", newestFirst ? "-net" : "net")
        if let from { parameters.set("net__gte", Self.timestamp(from)) }
        if let to { parameters.set("net__lte", Self.timestamp(to)) }
        for (name, value) in criteriaParameters { parameters.set(name, value) }
        if let search = search?.trimmingCharacters(in: .whitespacesAndNewlines), !search.isEmpty {
            parameters.set("search", search)
        }
        return parameters
    }

    /// How long an answer to this query stays fresh: past lists (the interval ends before `now`) for days,
    /// anything else for minutes.
    public func kind(now: Date) -> LaunchLibraryAnswerKind {
        if let to, to < now { .pastLaunches } else { .upcomingLaunches }
    }

    /// `2026-05-01T00:00:00Z`.
    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
