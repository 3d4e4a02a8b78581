import LaunchesCore

/// The fields of the filter form in Tab order, so the App can keep the focus as an index (`rawValue`).
///
/// `LaunchFilterField` only names the two dates (for errors); this adds the zone, order and search rows.
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

    /// The row of a date field.
    public init(_ field: LaunchFilterField) {
        switch field {
        case .start: self = .start
        case .end: self = .end
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
        }
    }
}
