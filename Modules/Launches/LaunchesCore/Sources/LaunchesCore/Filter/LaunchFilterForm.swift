import Foundation
import Observation

/// The interactive filter screen's state: the two typed days, the zone choice, the order, the search text and the
/// rocket, site, status and crew criteria, validated on every edit so the screen can show the problem before the user submits.
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
    /// The typed rocket name (`--rocket`); blank means any.
    public var rocketText: String
    /// The typed launch site (`--site`); blank means any.
    public var siteText: String
    /// The typed status (`--status`); blank means any.
    public var statusText: String
    /// Crewed flights only (`--crewed`).
    public var crewedOnly: Bool
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
        (rocketText, siteText, statusText, crewedOnly) = Self.criteriaFields(filter.criteria)
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

    /// The rocket, site, status and crew criteria the form describes, or the name that names nothing (or several
    /// things), read as every lookup reads names.
    public var criteria: Result<LaunchCriteria, LaunchCriteriaError> {
        Result { () throws(LaunchCriteriaError) -> LaunchCriteria in
            try LaunchCriteria(rocket: rocketText, site: siteText, status: statusText, crewedOnly: crewedOnly)
        }
    }

    /// The criteria's fields as the form shows them: each chosen value's name, and the crew toggle.
    private static func criteriaFields(_ criteria: LaunchCriteria) -> (String, String, String, Bool) {
        (criteria.rocket?.name ?? "", criteria.site?.name ?? "", criteria.status?.rawValue ?? "", criteria.crewedOnly)
    }

    /// Builds the filter, or throws the first problem.
    func makeFilter() throws(LaunchFilterError) -> LaunchFilter {
        try LaunchFilter(
            start: startText, end: endText, timeZone: timeZone, sortOrder: sortOrder, searchText: searchText)
    }

    /// Empties both days, the search and the criteria, keeping zone and order.
    func clearCriteria() {
        startText = ""
        endText = ""
        searchText = ""
        (rocketText, siteText, statusText, crewedOnly) = ("", "", "", false)
    }

    /// Shows `filter` again, dropping edits.
    public func reset(to filter: LaunchFilter) {
        startText = filter.startDay?.description ?? ""
        endText = filter.endDay?.description ?? ""
        usesUTC = filter.timeZone == LaunchFilter.utc
        sortOrder = filter.sortOrder
        searchText = filter.searchText ?? ""
        (rocketText, siteText, statusText, crewedOnly) = Self.criteriaFields(filter.criteria)
    }
}
