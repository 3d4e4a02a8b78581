import Foundation
import RepositoryDefinitions

/// Where a launch stands, for the status badge and the detail screen.
///
/// The API was frozen in late 2022, so launches it still marks upcoming have dates in the past: those are
/// ``awaitingUpdate``, never shown as future launches.
public enum LaunchStatus: Sendable, Hashable {
    /// The launch succeeded.
    case success
    /// The launch failed; the failures say when, how high and why, when the API knows.
    case failure([LaunchFailure])
    /// The launch is in the future.
    case upcoming
    /// The API still marks it upcoming but its date (to its precision) has passed.
    case awaitingUpdate
    /// A past launch whose outcome the API does not give.
    case unknown
    /// A live status the source reports between scheduling and outcome (Go, TBD, TBC, Hold, In Flight, Payload
    /// Deployed) or a Partial Failure; never from the r/SpaceX API, which reports none.
    case reported(ReportedLaunchStatus)

    /// Derives the status of `launch` at `now`.
    ///
    /// A launch counts as passed once the whole period its date names is over: the hour itself for `hour`
    /// precision, the end of the UTC day, month, quarter, half or year otherwise.
    /// A launch a source still reports before lift-off (Go, TBD, TBC, Hold) whose whole date passed more than
    /// ``LaunchCountdown/awaitingWindow`` ago is awaiting an update, as the r/SpaceX API's stale upcoming ones
    /// are: every source flags a date long past the same way.
    public init(launch: Launch, now: Date) {
        if let reported = launch.reportedStatus, reported != .success, reported != .failure {
            if reported.isBeforeLaunch, let date = launch.dateUtc,
                now.timeIntervalSince(Self.endOfPeriod(starting: date, precision: launch.datePrecision ?? .hour))
                    >= LaunchCountdown.awaitingWindow
            {
                self = .awaitingUpdate
                return
            }
            self = .reported(reported)
            return
        }
        switch launch.success {
        case true?:
            self = .success
        case false?:
            self = .failure(launch.failures)
        case nil:
            guard let date = launch.dateUtc else {
                self = launch.upcoming ? .upcoming : .unknown
                return
            }
            let periodEnd = Self.endOfPeriod(starting: date, precision: launch.datePrecision ?? .hour)
            if now < periodEnd {
                self = .upcoming
            } else {
                self = launch.upcoming ? .awaitingUpdate : .unknown
            }
        }
    }

    /// The badge text.
    public var label: String {
        switch self {
        case .success: "Success"
        case .failure: "Failure"
        case .upcoming: "Upcoming"
        case .awaitingUpdate: "Awaiting update"
        case .unknown: "Unknown"
        case .reported(let status): status.rawValue
        }
    }

    /// Whether the launch has not happened yet as far as the API knows (upcoming or awaiting an update),
    /// which is when dates are prefixed "NET".
    var isPending: Bool {
        switch self {
        case .upcoming, .awaitingUpdate: true
        case .reported(let status): status.isBeforeLaunch
        case .success, .failure, .unknown: false
        }
    }

    /// The failures of a failed launch, else empty.
    public var failures: [LaunchFailure] {
        if case .failure(let failures) = self { failures } else { [] }
    }

    /// The instant after which a date of this precision lies in the past.
    public static func endOfPeriod(starting date: Date, precision: DatePrecision) -> Date {
        let calendar = CalendarDay.calendar(in: LaunchFilter.utc)
        let components = calendar.dateComponents([.year, .month, .day], from: date)
        let year = components.year ?? 1970
        let month = components.month ?? 1
        let periodStart: DateComponents
        let length: DateComponents
        switch precision {
        case .hour: return date
        case .day, .unknown:
            periodStart = DateComponents(year: year, month: month, day: components.day)
            length = DateComponents(day: 1)
        case .month:
            periodStart = DateComponents(year: year, month: month, day: 1)
            length = DateComponents(month: 1)
        case .quarter:
            periodStart = DateComponents(year: year, month: (month - 1) / 3 * 3 + 1, day: 1)
            length = DateComponents(month: 3)
        case .half:
            periodStart = DateComponents(year: year, month: month <= 6 ? 1 : 7, day: 1)
            length = DateComponents(month: 6)
        case .year:
            periodStart = DateComponents(year: year, month: 1, day: 1)
            length = DateComponents(year: 1)
        }
        let start = calendar.date(from: periodStart) ?? date
        return calendar.date(byAdding: length, to: start) ?? date
    }
}
