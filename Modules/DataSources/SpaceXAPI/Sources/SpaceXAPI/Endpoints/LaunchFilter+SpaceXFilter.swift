import Foundation
import LaunchesCore
import RepositoryDefinitions

extension LaunchFilter {
    /// The r/SpaceX query filter: a `date_utc` range, a full-text search, the criteria
    /// (``LaunchCriteria/spaceXFilters``), or everything. Its data are
    /// frozen, so Upcoming and Past are its own `upcoming` flag, not the clock.
    var spaceXFilter: QueryFilter {
        var parts: [QueryFilter] = []
        if timeline != .all { parts.append(.equals(field: "upcoming", value: .bool(timeline == .upcoming))) }
        if lowerBound != nil || upperBound != nil {
            parts.append(.dateRange(field: "date_utc", from: lowerBound, through: upperBound))
        }
        if let searchText { parts.append(.text(searchText)) }
        parts += criteria.spaceXFilters
        switch parts.count {
        case 0: return .all
        case 1: return parts[0]
        default: return .and(parts)
        }
    }
}
