import Foundation

/// A ``WatchEvent`` in words and as variables: the line `spacex watch` prints in a pipe, the notification's title
/// and body, and the environment an `--exec` command gets. Dates as the screens write them, to their precision.
public struct WatchEventText: Sendable {
    /// The zone NETs are written in.
    public let timeZone: TimeZone

    /// The wording for `timeZone`.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// What happened, after the launch's name: "T-1h, NET 21 May 2026, 22:30:01 UTC", "Scrubbed: NET … → … (23 h
    /// later)", "Go", "Webcast https://…", "Left the list".
    public func detail(_ event: WatchEvent) -> String {
        let changes = LaunchChangeText(timeZone: timeZone)
        switch event.kind {
        case .leadTime(let lead): return "\(Self.lead(lead)), NET \(net(event.facts))"
        case .netMoved(let from, let to):
            return changes.line(.net(from: from, to: to), before: event.previous ?? event.facts, after: event.facts)
        case .scrubbed(let from, let to):
            return "Scrubbed: "
                + changes.line(.net(from: from, to: to), before: event.previous ?? event.facts, after: event.facts)
        case .status(let status):
            return "\(status.rawValue)" + (event.facts.net.map { _ in ", NET \(net(event.facts))" } ?? "")
        case .webcast(let url): return "Webcast \(url.absoluteString)"
        case .leftList: return "Left the list"
        }
    }

    /// The line printed in a pipe: the moment in UTC (ISO 8601), the event's code, the launch and the detail,
    /// separated by two spaces, e.g. `2026-05-21T21:30:01Z  lead-time  Starship Flight 12  T-1h, NET …`.
    public func line(_ event: WatchEvent) -> String {
        let parts = [Self.instant(event.time), event.kind.code, oneLine(event.facts.name), oneLine(detail(event))]
        return parts.joined(separator: "  ")
    }

    /// The variables an `--exec` command gets for `event`: `SPACEX_EVENT` (its code), `SPACEX_LAUNCH` (the name),
    /// `SPACEX_LAUNCH_ID`, `SPACEX_NET` (ISO 8601, empty when unknown), `SPACEX_STATUS`, `SPACEX_WEBCAST`,
    /// `SPACEX_MESSAGE` (the detail), `SPACEX_TIME` (when it happened) and, for a lead time, `SPACEX_LEAD` (seconds).
    public func environment(_ event: WatchEvent) -> [String: String] {
        var variables = [
            "SPACEX_EVENT": event.kind.code, "SPACEX_LAUNCH": oneLine(event.facts.name),
            "SPACEX_LAUNCH_ID": event.launchID, "SPACEX_NET": event.facts.net.map(Self.instant) ?? "",
            "SPACEX_STATUS": event.facts.status?.rawValue ?? "",
            "SPACEX_WEBCAST": event.facts.webcast?.absoluteString ?? "",
            "SPACEX_MESSAGE": oneLine(detail(event)), "SPACEX_TIME": Self.instant(event.time),
        ]
        if case .leadTime(let lead) = event.kind { variables["SPACEX_LEAD"] = String(Int(lead)) }
        return variables
    }

    /// A lead time as `--before` takes it, after "T-": "T-1h", "T-10m", "T-90s", "T-1h30m".
    public static func lead(_ seconds: TimeInterval) -> String {
        let total = Int(seconds)
        let (hours, minutes, rest) = (total / 3_600, total % 3_600 / 60, total % 60)
        var text = "T-"
        if hours > 0 { text += "\(hours)h" }
        if minutes > 0 { text += "\(minutes)m" }
        if rest > 0 || total == 0 { text += "\(rest)s" }
        return text
    }

    /// `date` in UTC, ISO 8601 to the second.
    public static func instant(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// The NET of `facts` as the screens write it, to its precision; "not given" when unknown.
    public func net(_ facts: LaunchFacts) -> String {
        guard let net = facts.net else { return LaunchChangeText.notGiven }
        return LaunchDateFormatter(timeZone: timeZone).moment(
            net, precision: facts.datePrecision, time: facts.timePrecision)
    }

    /// Text from a server on one line, no control characters (a name cannot break the line format).
    private func oneLine(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
    }
}
