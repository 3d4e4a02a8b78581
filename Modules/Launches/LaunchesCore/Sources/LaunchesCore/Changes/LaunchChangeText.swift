import Foundation

/// A ``LaunchChange`` in words, one line each, dates as the screens write them (to their precision, in the chosen
/// zone): "NET 21 May 2026, 22:30:01 UTC → 21 May 2026, 23:30:00 UTC (1 h later)", "Status Go → TBC",
/// "Probability 55% → not given", "Rocket Falcon 9 → New Glenn", "Left the list".
public struct LaunchChangeText: Sendable {
    /// The zone exact times are shown in.
    public let timeZone: TimeZone

    /// Creates the wording for `timeZone`.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The words for a value the source did not give.
    public static let notGiven = "not given"

    /// `change` in one line; NETs are written to the precision known on their side (`before`, `after`).
    public func line(_ change: LaunchChange, before: LaunchFacts, after: LaunchFacts?) -> String {
        switch change {
        case .net(let from, let to):
            let dates = LaunchDateFormatter(timeZone: timeZone)
            let old = from.map { dates.moment($0, precision: before.datePrecision, time: before.timePrecision) }
            let new = to.map { dates.moment($0, precision: after?.datePrecision, time: after?.timePrecision) }
            let shift = change.shift.map { " (\(Self.shift($0)))" } ?? ""
            return "NET \(old ?? Self.notGiven) → \(new ?? Self.notGiven)\(shift)"
        case .precision(let from, let to):
            return "Precision \(Self.words(from)) → \(Self.words(to))"
        case .status(let from, let to):
            return "Status \(from?.rawValue ?? Self.notGiven) → \(to?.rawValue ?? Self.notGiven)"
        case .probability(let from, let to):
            return "Probability \(from.map { "\($0)%" } ?? Self.notGiven) → \(to.map { "\($0)%" } ?? Self.notGiven)"
        case .webcast(let from, let to):
            return "Webcast \(from?.absoluteString ?? "none") → \(to?.absoluteString ?? "none")"
        case .provider(let from, let to):
            return "Provider \(from ?? Self.notGiven) → \(to ?? Self.notGiven)"
        case .rocket(let from, let to):
            return "Rocket \(from ?? Self.notGiven) → \(to ?? Self.notGiven)"
        case .leftList:
            return "Left the list"
        }
    }

    /// When a move was seen: "22 May 2026, 22:48 UTC", to the minute in the chosen zone.
    public func seen(_ date: Date) -> String {
        LaunchDateFormatter(timeZone: timeZone).moment(date, precision: .hour, time: .minute)
    }

    /// `entry`, seen at `seen`, in words; an unnamed launch is called ``LaunchPresenter/unnamedMission``.
    public func move(_ entry: LaunchListDiff.Entry, seen: Date) -> LaunchMove {
        LaunchMove(
            name: entry.name.isEmpty ? LaunchPresenter.unnamedMission : entry.name, seen: self.seen(seen),
            lines: lines(entry))
    }

    /// Every change of `entry`, one line each.
    public func lines(_ entry: LaunchListDiff.Entry) -> [String] {
        entry.changes.map { line($0, before: entry.before, after: entry.after) }
    }

    /// How far a NET moved: "2 s later", "1 h later", "23 h 34 min later", "3 d 2 h earlier"; to the second under
    /// a minute, else to the minute, and to the hour from a day on.
    static func shift(_ seconds: TimeInterval) -> String {
        let direction = seconds < 0 ? "earlier" : "later"
        // At most about 31,700 years, so the whole numbers below always fit (a shift is not always from a server
        // that keeps to the calendar).
        let magnitude = seconds.isFinite ? min(abs(seconds), 1e12) : 1e12
        guard magnitude >= 60 else { return "\(Int(magnitude.rounded())) s \(direction)" }
        let parts: [(Int, String)]
        if magnitude >= 86_400 {
            let hours = Int((magnitude / 3600).rounded())
            parts = [(hours / 24, "d"), (hours % 24, "h")]
        } else {
            let minutes = Int((magnitude / 60).rounded())
            parts = [(minutes / 60, "h"), (minutes % 60, "min")]
        }
        let text = parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: " ")
        return "\(text) \(direction)"
    }

    /// "to the second", "to the day", "to the month", … for a precision; "not given" for none.
    public static func words(_ precision: LaunchPrecision?) -> String {
        guard let precision else { return notGiven }
        switch (precision.date, precision.time) {
        case (.hour, .second?): return "to the second"
        case (.hour, .minute?): return "to the minute"
        case (.hour, _): return "to the hour"
        case (.day, _): return "to the day"
        case (.month, _): return "to the month"
        case (.quarter, _): return "to the quarter"
        case (.half, _): return "to the half year"
        case (.year, _): return "to the year"
        case (.unknown(let raw), _): return raw.isEmpty ? notGiven : "\"\(raw)\""
        }
    }
}
