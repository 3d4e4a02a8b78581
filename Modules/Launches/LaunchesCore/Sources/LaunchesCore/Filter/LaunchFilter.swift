import Foundation
import RepositoryDefinitions

/// What narrows and orders the launches list: an inclusive interval of whole days in a time zone, a sort order
/// and optional search text.
///
/// Days are taken in `timeZone` (the user's by default, UTC on request) and become UTC bounds from 00:00:00.000
/// of the start day to 23:59:59.999 of the end day; either end may be open. A reversed interval cannot be built.
public struct LaunchFilter: Sendable, Hashable {
    /// The first day shown, inclusive; nil leaves the start open.
    private(set) var startDay: CalendarDay?
    /// The last day shown, inclusive; nil leaves the end open.
    private(set) var endDay: CalendarDay?
    /// The zone the days are taken in, and the zone dates are shown in.
    public var timeZone: TimeZone
    /// Newest or oldest first.
    public var sortOrder: LaunchSortOrder
    /// Words to search for in names and details; never empty or blank.
    public private(set) var searchText: String?
    /// Upcoming, Past or every launch; Upcoming and Past are read from ``anchor``.
    public private(set) var timeline: LaunchTimeline = .all
    /// The vehicle, site, status and crew criteria.
    public private(set) var criteria = LaunchCriteria()
    /// The moment Upcoming and Past are measured from (when the view was opened), so a page and the next one
    /// ask the same question.
    public private(set) var anchor: Date?

    /// UTC, for users who ask for it.
    public static let utc = TimeZone(identifier: "UTC")!

    /// A filter with no date interval and no search.
    public init(timeZone: TimeZone = .current, sortOrder: LaunchSortOrder = .newestFirst, searchText: String? = nil) {
        self.timeZone = timeZone
        self.sortOrder = sortOrder
        self.searchText = Self.normalizedSearch(searchText)
    }

    /// A filter over the days from `startDay` through `endDay`; throws when the start is after the end.
    public init(
        startDay: CalendarDay?, endDay: CalendarDay?, timeZone: TimeZone = .current,
        sortOrder: LaunchSortOrder = .newestFirst, searchText: String? = nil
    ) throws(LaunchFilterError) {
        self.init(timeZone: timeZone, sortOrder: sortOrder, searchText: searchText)
        self = try settingDays(start: startDay, end: endDay)
    }

    /// A filter from typed `YYYY-MM-DD` text; nil, empty or blank text leaves that end open.
    public init(
        start: String?, end: String?, timeZone: TimeZone = .current, sortOrder: LaunchSortOrder = .newestFirst,
        searchText: String? = nil
    ) throws(LaunchFilterError) {
        try self.init(
            startDay: try Self.parseDay(start, field: .start), endDay: try Self.parseDay(end, field: .end),
            timeZone: timeZone, sortOrder: sortOrder, searchText: searchText)
    }

    /// Parses one typed day; nil, empty or blank text is an open end.
    public static func parseDay(_ text: String?, field: LaunchFilterField) throws(LaunchFilterError) -> CalendarDay? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return try CalendarDay(parsing: text, field: field)
    }

    /// The same filter over another interval; throws when the start is after the end.
    func settingDays(start: CalendarDay?, end: CalendarDay?) throws(LaunchFilterError) -> LaunchFilter {
        if let start, let end, start > end { throw .startAfterEnd(start: start, end: end) }
        var copy = self
        copy.startDay = start
        copy.endDay = end
        return copy
    }

    /// The same filter with other search text (blank clears it).
    public func settingSearchText(_ text: String?) -> LaunchFilter {
        var copy = self
        copy.searchText = Self.normalizedSearch(text)
        return copy
    }

    /// The same filter with other vehicle, site, status and crew criteria.
    public func settingCriteria(_ criteria: LaunchCriteria) -> LaunchFilter {
        var copy = self
        copy.criteria = criteria
        return copy
    }

    /// The same zone, order and timeline with no interval, no search and no criteria.
    public func clearingCriteria() -> LaunchFilter {
        var copy = LaunchFilter(timeZone: timeZone, sortOrder: sortOrder)
        copy.timeline = timeline
        copy.anchor = anchor
        return copy
    }

    /// The launches from 24 hours before `now` on, soonest first.
    public static func upcoming(now: Date, timeZone: TimeZone = .current) -> LaunchFilter {
        LaunchFilter(timeZone: timeZone).settingTimeline(.upcoming, now: now)
    }

    /// The same criteria over `timeline` measured from `now`, in the timeline's order.
    public func settingTimeline(_ timeline: LaunchTimeline, now: Date) -> LaunchFilter {
        var copy = self
        copy.timeline = timeline
        copy.anchor = timeline == .all ? nil : now
        if let order = timeline.sortOrder { copy.sortOrder = order }
        return copy
    }

    /// The earliest NET a live source asks for: the start day, or for Upcoming 24 hours before the anchor
    /// rounded down to the whole hour (so runs within an hour ask the same question and share the saved answer),
    /// whichever is later.
    public var netFrom: Date? {
        guard timeline == .upcoming, let anchor else { return lowerBound }
        let day = anchor.addingTimeInterval(-LaunchTimeline.upcomingGrace).timeIntervalSince1970
        let since = Date(timeIntervalSince1970: (day / 3600).rounded(.down) * 3600)
        return lowerBound.map { max($0, since) } ?? since
    }

    /// The latest NET a live source asks for: the end day, or for Past the anchor rounded down to the minute (a
    /// stable question for a minute), whichever is earlier.
    public var netThrough: Date? {
        guard timeline == .past, let anchor else { return upperBound }
        let minute = Date(timeIntervalSince1970: (anchor.timeIntervalSince1970 / 60).rounded(.down) * 60)
        return upperBound.map { min($0, minute) } ?? minute
    }

    /// Whether an interval, search or criterion narrows the list.
    public var hasCriteria: Bool { startDay != nil || endDay != nil || searchText != nil || !criteria.isEmpty }

    /// The first instant shown: 00:00:00.000 of the start day in `timeZone`.
    public var lowerBound: Date? { startDay?.start(in: timeZone) }

    /// The last instant shown: 23:59:59.999 of the end day in `timeZone`.
    public var upperBound: Date? { endDay?.end(in: timeZone) }

    /// The ``summary`` when the filter narrows the list, nil when every launch is listed.
    public var criteriaSummary: String? { hasCriteria ? summary : nil }

    /// A short description for a status line, like "2020-01-01 to 2020-12-31 (UTC)".
    public var summary: String {
        let zone = Self.displayName(of: timeZone)
        var text: String
        switch (startDay, endDay) {
        case (let start?, let end?) where start == end: text = "\(start) (\(zone))"
        case (let start?, let end?): text = "\(start) to \(end) (\(zone))"
        case (let start?, nil): text = "from \(start) (\(zone))"
        case (nil, let end?): text = "until \(end) (\(zone))"
        case (nil, nil): text = criteria.summary == nil ? "all dates" : ""
        }
        if let narrowing = criteria.summary { text += text.isEmpty ? narrowing : ", \(narrowing)" }
        if let searchText { text += ", matching \"\(searchText)\"" }
        return text
    }

    /// "UTC" for the zone-less zones (Linux names UTC "GMT"), else the IANA identifier.
    static func displayName(of zone: TimeZone) -> String {
        let universal: Set = ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Universal", "Zulu", "Etc/Zulu"]
        return universal.contains(zone.identifier) ? "UTC" : zone.identifier
    }

    private static func normalizedSearch(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }
}
