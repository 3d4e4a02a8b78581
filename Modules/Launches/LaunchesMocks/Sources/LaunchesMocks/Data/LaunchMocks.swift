import Foundation
import LaunchesCore
import RepositoryDefinitions

/// Launch data for tests, previews and the App's sample mode: a realistic dataset, two static pages and edge
/// cases for every field (see ``LaunchEdgeCases``).
public enum LaunchMocks {
    /// Forty-two real launches from 2006 to 2022 with populated rockets and launchpads, in flight order.
    public static let sampleDataset: [Launch] = SampleLaunches.all

    /// The sample launches newest first, as the list's default query orders them (date, then flight number).
    public static let sampleNewestFirst: [Launch] = sorted(sampleDataset, order: .newestFirst)

    /// The first page of the list: the ten newest sample launches.
    public static let pageOne: [Launch] = Array(sampleNewestFirst[0..<10])

    /// The second page: the next ten; no id in common with ``pageOne``.
    public static let pageTwo: [Launch] = Array(sampleNewestFirst[10..<20])

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

    /// The launches of `launches` that `filter` keeps, in its order: dates within its bounds, and the search
    /// words (case-insensitively) in the name or details, like the API's text search.
    public static func matching(_ filter: LaunchFilter, in launches: [Launch]) -> [Launch] {
        let words = filter.searchText?.lowercased().split(separator: " ").map(String.init) ?? []
        let kept = launches.filter { launch in
            if filter.lowerBound != nil || filter.upperBound != nil {
                guard let date = launch.dateUtc else { return false }
                if let lower = filter.lowerBound, date < lower { return false }
                if let upper = filter.upperBound, date > upper { return false }
            }
            guard !words.isEmpty else { return true }
            let text = (launch.name + " " + (launch.details ?? "")).lowercased()
            return words.contains { text.contains($0) }
        }
        return sorted(kept, order: filter.sortOrder)
    }
}
