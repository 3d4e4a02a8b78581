import Foundation
import LaunchesCore
import SharedPresentation

/// `spacex watch`'s live screen as rows of text: a title with the time, each watched launch (name and countdown,
/// status, probability and NET, webcast, the last change seen), the latest events, and at the bottom the last
/// request (or why it failed) with the next and `q quit`. Pure: a snapshot and a moment in, rows out, each cut to
/// the width, exactly `rows` of them.
struct WatchScreen: Sendable {
    /// What is watched.
    var snapshot: WatchSnapshot
    /// The latest events, newest last.
    var events: [WatchEvent]
    /// The zone times are shown in.
    var timeZone: TimeZone
    /// A warning shown in the bottom row instead of the request (an `--exec` command failed).
    var warning: String?

    /// A screen of `snapshot` and the latest `events`, times in `timeZone`.
    init(snapshot: WatchSnapshot, events: [WatchEvent], timeZone: TimeZone) {
        self.snapshot = snapshot
        self.events = events
        self.timeZone = timeZone
    }

    /// The rows at `now` for a screen of `columns` × `rows`.
    func rows(at now: Date, columns: Int, rows: Int) -> [String] {
        let text = WatchEventText(timeZone: timeZone)
        let count = snapshot.launches.count
        var lines = [
            spread("Watching \(count) launch\(count == 1 ? "" : "es")", time(now), columns),
            String(repeating: "─", count: columns),
        ]
        if snapshot.launches.isEmpty { lines.append("Nothing to watch yet.") }
        for (id, facts) in snapshot.launches {
            lines.append(spread(facts.name, countdown(facts, now), columns))
            let net = "NET " + text.net(facts)
            let probability = facts.probability.map { " · \($0)%" } ?? ""
            lines.append("  \(facts.status?.rawValue ?? "Status not given")\(probability) · \(net)")
            lines.append("  Webcast \(facts.webcast?.absoluteString ?? "not announced")")
            let last = snapshot.lastEvent[id].map { "\(text.detail($0)) (\(time($0.time)))" } ?? "none yet"
            lines.append("  Last change: \(last)")
        }
        let footer = footer(columns)
        let room = rows - lines.count - 1 - 2
        if room > 0, !events.isEmpty {
            lines.append("")
            lines.append("Events")
            lines += events.suffix(room).map { "  \(time($0.time))  \($0.facts.name): \(text.detail($0))" }
        }
        lines = Array(lines.prefix(max(0, rows - 1))).map { $0.truncated(toWidth: columns) }
        lines += Array(repeating: "", count: max(0, rows - 1 - lines.count))
        return lines + [footer]
    }

    /// The bottom row: the last request (or its failure) and the next, then `q quit` on the right.
    private func footer(_ columns: Int) -> String {
        var status = "Not asked yet"
        if let warning {
            status = "Warning: \(warning)"
        } else if let request = snapshot.lastRequest {
            status = (request.failure.map { "Last request failed: \($0)" } ?? "Asked \(time(request.time))")
            if let next = request.next { status += " · next \(time(next))" }
        }
        return spread(status, "q quit", columns)
    }

    /// `left` and `right` on one row of `columns` cells, `left` cut to make room.
    private func spread(_ left: String, _ right: String, _ columns: Int) -> String {
        guard !right.isEmpty else { return left.truncated(toWidth: columns) }
        let rightWidth = StyledLine(right).width
        let kept = left.truncated(toWidth: max(0, columns - rightWidth - 1))
        let gap = max(1, columns - StyledLine(kept).width - rightWidth)
        return (kept + String(repeating: " ", count: gap) + right).truncated(toWidth: columns)
    }

    /// The countdown to a timed NET ("T-01:02:03", "T+00:12:00"), or nothing when the NET is not known to the hour.
    private func countdown(_ facts: LaunchFacts, _ now: Date) -> String {
        guard let net = WatchEventDetector.timedNET(facts) else { return "" }
        let seconds = Int(net.timeIntervalSince(now).rounded(.up))
        let total = abs(seconds)
        let (days, hours, minutes, rest) = (total / 86_400, total % 86_400 / 3_600, total % 3_600 / 60, total % 60)
        let clock = String(format: "%02d:%02d:%02d", hours, minutes, rest)
        return (seconds > 0 ? "T-" : "T+") + (days > 0 ? "\(days)d \(clock)" : clock)
    }

    /// `date` as "21:30:00 UTC" in the zone.
    private func time(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        let zone = timeZone.abbreviation(for: date) ?? timeZone.identifier
        return String(format: "%02d:%02d:%02d ", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
            + (zone == "GMT" ? "UTC" : zone)
    }
}
