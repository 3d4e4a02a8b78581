import Foundation
import Observation

/// The interactive filter screen's state: the two typed days, the zone choice, the order and the search text,
/// validated on every edit so the screen can show the problem before the user submits.
@MainActor
@Observable
public final class LaunchFilterForm {
    /// The typed start day, `YYYY-MM-DD` or empty for an open start.
    public var startText: String
    /// The typed end day, `YYYY-MM-DD` or empty for an open end.
    public var endText: String
    /// Whether days are taken in UTC instead of the user's zone.
    public var usesUTC: Bool
    /// Newest or oldest first.
    public var sortOrder: LaunchSortOrder
    /// The typed search text; blank means no search.
    public var searchText: String
    /// The user's own time zone, used when ``usesUTC`` is off.
    public let userTimeZone: TimeZone

    /// A form showing `filter`.
    public init(filter: LaunchFilter, userTimeZone: TimeZone = .current) {
        self.userTimeZone = userTimeZone
        startText = filter.startDay?.description ?? ""
        endText = filter.endDay?.description ?? ""
        usesUTC = filter.timeZone == LaunchFilter.utc
        sortOrder = filter.sortOrder
        searchText = filter.searchText ?? ""
    }

    /// The zone the typed days are taken in.
    public var timeZone: TimeZone { usesUTC ? LaunchFilter.utc : userTimeZone }

    /// The filter the form describes, or why it cannot.
    public var result: Result<LaunchFilter, LaunchFilterError> {
        Result { () throws(LaunchFilterError) -> LaunchFilter in try makeFilter() }
    }

    /// The current problem, if any.
    public var error: LaunchFilterError? {
        if case .failure(let error) = result { error } else { nil }
    }

    /// The current problem as a sentence naming the bad input.
    public var errorMessage: String? { error?.userMessage }

    /// The problem with one field, for highlighting it.
    public func error(for field: LaunchFilterField) -> LaunchFilterError? {
        error.flatMap { $0.field == field ? $0 : nil }
    }

    /// Whether the form can be submitted.
    public var isValid: Bool { error == nil }

    /// Builds the filter, or throws the first problem.
    func makeFilter() throws(LaunchFilterError) -> LaunchFilter {
        try LaunchFilter(
            start: startText, end: endText, timeZone: timeZone, sortOrder: sortOrder, searchText: searchText)
    }

    /// Empties both days and the search, keeping zone and order.
    func clearCriteria() {
        startText = ""
        endText = ""
        searchText = ""
    }

    /// Shows `filter` again, dropping edits.
    public func reset(to filter: LaunchFilter) {
        startText = filter.startDay?.description ?? ""
        endText = filter.endDay?.description ?? ""
        usesUTC = filter.timeZone == LaunchFilter.utc
        sortOrder = filter.sortOrder
        searchText = filter.searchText ?? ""
    }
}
