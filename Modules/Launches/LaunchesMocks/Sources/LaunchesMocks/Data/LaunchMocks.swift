import Foundation
import LaunchesCore
import RepositoryDefinitions

/// Launch data for tests and previews: the built-in archive's real launches, two static pages and edge cases
/// for every field (see ``LaunchEdgeCases``). Nothing here is the app's data: the app reads the archive itself.
public enum LaunchMocks {
    /// Every launch of the built-in archive (205, 2006 to 2022) with populated rockets and launchpads, in flight
    /// order.
    public static var sampleDataset: [Launch] { ArchiveLaunches.all }

    /// The archive's launches newest first, as the list's default query orders them (date, then flight number).
    public static let sampleNewestFirst: [Launch] = sorted(sampleDataset, order: .newestFirst)
    /// The first row of the browser's Upcoming view over the archive: its soonest launch flagged upcoming.
    public static var soonestUpcoming: Launch {
        sorted(sampleDataset.filter(\.upcoming), order: .oldestFirst)[0]
    }

    /// The ids of the two static pages' twenty launches, newest first: from Viasat-3 (upcoming, Dec 2022) back
    /// to GPS III SV03 (Jun 2020), mixing upcoming, crewed, successful, unknown-outcome and Starlink launches.
    static let staticPageIDs = [
        "633f72130531f07b4fdf59c3", "633f71a90531f07b4fdf59be", "6243aec2af52800c6e91925d",
        "633f72000531f07b4fdf59c2", "62dd70d5202306255024d139", "62a9f12820413d2695d88716",
        "62a9f0e320413d2695d88713", "6243ade2af52800c6e919255", "61eefaa89eb1064137a1bd73",
        "5fe3b15eb3467846b324216d", "607a37565a906a44023e0866", "5fe3af58b3467846b324215f",
        "5f8399fb818d8b59f5740d43", "5eb87d4effd86e000604b391", "5ed983aa1f30554030d45c31",
        "5eb87d4dffd86e000604b38e", "5eb87d4cffd86e000604b38d", "5eb87d47ffd86e000604b38a",
        "5eb87d50ffd86e000604b394", "5eb87d4affd86e000604b38b",
    ]

    private static let staticPages: [Launch] = staticPageIDs.compactMap { id in
        sampleDataset.first { $0.id == id }
    }

    /// The first static page: ten archive launches, newest first.
    public static var pageOne: [Launch] { Array(staticPages[0..<10]) }

    /// The second static page: the next ten; no id in common with ``pageOne``.
    public static var pageTwo: [Launch] { Array(staticPages[10..<20]) }

    /// ``pageOne`` in the API's paging envelope (page 1 of 2, ten per page).
    public static let pageOneEnvelope = Page(
        items: pageOne, page: 1, limit: 10, totalItems: 20, totalPages: 2, hasNextPage: true, nextPage: 2)

    /// ``pageTwo`` in the API's paging envelope (page 2 of 2).
    public static let pageTwoEnvelope = Page(
        items: pageTwo, page: 2, limit: 10, totalItems: 20, totalPages: 2, hasNextPage: false, nextPage: nil)

    /// `launch` as a list page returns it: only the fields ``LaunchesEndpoint/listFields`` selects, with the
    /// rocket and launchpad populated as before. What a detail screen paints before the full launch arrives.
    public static func listProjection(of launch: Launch) -> Launch {
        Launch(
            id: launch.id, name: launch.name, flightNumber: launch.flightNumber, dateUtc: launch.dateUtc,
            datePrecision: launch.datePrecision, upcoming: launch.upcoming, success: launch.success,
            failures: launch.failures, rocket: launch.rocket, launchpad: launch.launchpad,
            links: LaunchLinks(patch: launch.links.patch.map { PatchLinks(small: $0.small) }))
    }

    /// `launches` in the list's order: by date, then flight number, both in `order`; undated launches last.
    public static func sorted(_ launches: [Launch], order: LaunchSortOrder) -> [Launch] {
        launches.sorted { lhs, rhs in
            let left = (lhs.dateUtc ?? .distantPast, lhs.flightNumber ?? 0)
            let right = (rhs.dateUtc ?? .distantPast, rhs.flightNumber ?? 0)
            return order == .newestFirst ? left > right : left < right
        }
    }

    /// The launches of `launches` that `filter` keeps, in its order: dates within its bounds (and its Upcoming or Past window), and the search
    /// words (case-insensitively) in the name or details, like the API's text search.
    public static func matching(_ filter: LaunchFilter, in launches: [Launch]) -> [Launch] {
        let words = filter.searchText?.lowercased().split(separator: " ").map(String.init) ?? []
        let kept = launches.filter { launch in
            if filter.netFrom != nil || filter.netThrough != nil {
                guard let date = launch.dateUtc else { return false }
                if let lower = filter.netFrom, date < lower { return false }
                if let upper = filter.netThrough, date > upper { return false }
            }
            guard !words.isEmpty else { return true }
            let text = (launch.name + " " + (launch.details ?? "")).lowercased()
            return words.contains { text.contains($0) }
        }
        return sorted(kept, order: filter.sortOrder)
    }
}
