import LaunchesCore

/// The fields of the filter form in Tab order, so the App can keep the focus as an index (`rawValue`).
///
/// `LaunchFilterField` only names the two dates (for errors); this adds the zone, order, search and criteria rows.
public enum LaunchFilterFocus: Int, Sendable, Hashable, CaseIterable {
    /// The first day, `YYYY-MM-DD`.
    case start
    /// The last day, `YYYY-MM-DD`.
    case end
    /// Local time or UTC (a toggle).
    case timeZone
    /// Newest or oldest first (a toggle).
    case sortOrder
    /// Words to search for.
    case search
    /// A SpaceX rocket, by name.
    case rocket
    /// A launch site, by name.
    case site
    /// Upcoming, a live status or an outcome.
    case status
    /// Crewed flights only (a toggle).
    case crewed

    /// The row of a date field.
    public init(_ field: LaunchFilterField) {
        switch field {
        case .start: self = .start
        case .end: self = .end
        }
    }

    /// The row of a criterion's field.
    public init(_ kind: LaunchCriteriaError.Kind) {
        switch kind {
        case .rocket: self = .rocket
        case .site: self = .site
        case .status: self = .status
        }
    }

    /// The row's label.
    var label: String {
        switch self {
        case .start: "Start date"
        case .end: "End date"
        case .timeZone: "Time zone"
        case .sortOrder: "Sort order"
        case .search: "Search"
        case .rocket: "Rocket"
        case .site: "Site"
        case .status: "Status"
        case .crewed: "Crew"
        }
    }
}
