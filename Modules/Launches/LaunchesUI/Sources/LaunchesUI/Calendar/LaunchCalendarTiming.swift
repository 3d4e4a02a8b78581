import Foundation
import ICalendarKit
import LaunchesCore

/// When a launch's calendar event is, to the precision its source gives and never finer: a time (with the window
/// as its end) when the time is known to the hour or better, a whole day when only the day is known, and the last
/// day of the period ("NET") when only the month, quarter, half or year is known.
public enum LaunchCalendarTiming: Sendable, Hashable {
    /// At `start` (UTC), ending after the window when the source gives one.
    case time(start: Date, end: Date?)
    /// All of the UTC day containing the date.
    case day(Date)
    /// No earlier than the last UTC day of a coarser period; shown only when asked for (`--tentative`).
    case period(lastDay: Date, precision: DatePrecision)

    /// The timing of `launch`; nil when it has no date.
    public init?(launch: Launch) {
        guard let date = launch.dateUtc else { return nil }
        switch launch.datePrecision ?? .hour {
        case .hour:
            let window = launch.window.flatMap { $0 > 0 && $0 <= 30 * 86_400 ? TimeInterval($0) : nil }
            self = .time(start: date, end: window.map { date.addingTimeInterval($0) })
        case .day, .unknown: self = .day(date)
        case let precision:
            let end = LaunchStatus.endOfPeriod(starting: date, precision: precision)
            self = .period(lastDay: end.addingTimeInterval(-1), precision: precision)
        }
    }

    /// Whether the event has a date only with `--tentative`.
    public var isTentativeOnly: Bool {
        if case .period = self { true } else { false }
    }

    /// `DTSTART` and `DTEND` (all-day events end on the next day, RFC 5545 section 3.6.1).
    public var properties: [ICalendarProperty] {
        switch self {
        case .time(let start, let end):
            [.dateTime("DTSTART", start)] + (end.map { [.dateTime("DTEND", $0)] } ?? [])
        case .day(let day), .period(let day, _):
            [.date("DTSTART", day), .date("DTEND", ICalendarValue.nextDay(after: day))]
        }
    }

    /// The instant after which the event is over.
    public var end: Date {
        switch self {
        case .time(let start, let end): end ?? start
        case .day(let day), .period(let day, _): ICalendarValue.nextDay(after: day)
        }
    }

    /// The dates as written; two timings are the same event time exactly when their keys are equal.
    public var key: String {
        properties.map(\.line).joined(separator: " ")
    }
}
