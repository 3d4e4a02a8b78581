import Foundation
import ICalendarKit
import LaunchesCore
import RepositoryDefinitions

/// Launches as an iCalendar file (RFC 5545): one `VEVENT` per launch, dated only as precisely as its source
/// knows it (``LaunchCalendarTiming``), with a `SEQUENCE` from the ``LaunchCalendarLedger`` that grows exactly when
/// its dates change, and launches that left the list written once more as `CANCELLED`.
struct LaunchCalendar: Sendable {
    /// The calendar's `PRODID`.
    public static let productID = "-//SpaceX Info//spacex calendar//EN"

    private let options: LaunchCalendarOptions
    private let now: Date

    /// Creates the writer for `options`, dated `now` (`DTSTAMP`, and the ledger's times).
    public init(options: LaunchCalendarOptions, now: Date) {
        self.options = options
        self.now = now
    }

    /// The event `UID` of the launch `id`.
    func uid(of id: String) -> String { "\(id)@\(options.source).spacex-info" }

    /// The calendar of `launches` (one answer of `feed`, the source and filter that asked for it), updating
    /// `ledger`. `isComplete` says the answer holds every launch of the feed (not one page of many), so a launch
    /// the ledger knows in that feed and that is missing has left the list; otherwise only one dated within the
    /// answer's span has (one before it may merely have moved to a later page).
    public func calendar(
        of launches: [Launch], feed: String, isComplete: Bool, ledger: inout LaunchCalendarLedger
    ) -> String {
        var events: [ICalendarComponent] = []
        var present: Set<String> = []
        var span: ClosedRange<Date>?
        for launch in launches {
            let uid = uid(of: launch.id)
            guard present.insert(uid).inserted, let timing = LaunchCalendarTiming(launch: launch) else { continue }
            span =
                span.map { min($0.lowerBound, timing.end)...max($0.upperBound, timing.end) } ?? timing.end...timing.end
            let properties = eventProperties(launch, timing: timing)
            let recorded = ledger.record(
                uid: uid, feed: feed, timing: timing, properties: properties, now: now)
            guard options.tentative || !timing.isTentativeOnly else { continue }
            events.append(
                event(
                    uid: uid, properties: properties, sequence: recorded.sequence, modified: recorded.modified,
                    status: Self.status(of: launch),
                    alarms: alarms(for: launch, timing: timing)))
        }
        for (uid, entry) in ledger.entries.sorted(by: { $0.key < $1.key })
        where !present.contains(uid) && entry.feed == feed && (options.tentative || !entry.tentativeOnly)
            && (isComplete || span?.contains(entry.end) == true)
        {
            guard let cancelled = ledger.cancel(uid: uid, now: now) else { continue }
            events.append(
                event(
                    uid: uid, properties: cancelled.properties, sequence: cancelled.sequence,
                    modified: cancelled.modified,
                    status: "CANCELLED", alarms: []))
        }
        return ICalendarComponent.calendar(
            productID: Self.productID, name: "SpaceX launches", refresh: options.refresh, components: events
        ).serialized
    }

    /// `CONFIRMED` for a launch that is Go or has flown, `TENTATIVE` otherwise.
    static func status(of launch: Launch) -> String {
        if let reported = launch.reportedStatus {
            switch reported {
            case .go, .inFlight, .payloadDeployed, .success, .failure, .partialFailure: return "CONFIRMED"
            case .toBeDetermined, .toBeConfirmed, .hold, .unknown: return "TENTATIVE"
            }
        }
        return launch.success == nil ? "TENTATIVE" : "CONFIRMED"
    }

    private func event(
        uid: String, properties: [ICalendarProperty], sequence: Int, modified: Date, status: String,
        alarms: [ICalendarComponent]
    ) -> ICalendarComponent {
        let head: [ICalendarProperty] = [
            ICalendarProperty("UID", uid), .dateTime("DTSTAMP", now), .dateTime("LAST-MODIFIED", modified),
            ICalendarProperty("SEQUENCE", String(sequence)), ICalendarProperty("STATUS", status),
        ]
        return ICalendarComponent("VEVENT", properties: head + properties, components: alarms)
    }

    /// The event's own properties: dates, summary, place, webcast and description.
    private func eventProperties(_ launch: Launch, timing: LaunchCalendarTiming) -> [ICalendarProperty] {
        var properties = timing.properties
        properties.append(.text("SUMMARY", summary(of: launch, timing: timing)))
        let site = LaunchSite(launch: launch)
        if launch.launchpad != nil {
            properties.append(.text("LOCATION", [site.fullName, site.place].compactMap { $0 }.joined(separator: ", ")))
        }
        if let geo = Self.geo(of: launch.launchpad) { properties.append(geo) }
        if let webcast = launch.links.webcast { properties.append(ICalendarProperty("URL", webcast.absoluteString)) }
        properties.append(.text("DESCRIPTION", description(of: launch, timing: timing)))
        return properties
    }

    /// `GEO` of the pad (RFC 5545: latitude and longitude as plain decimals, `;`-separated) when both are finite
    /// and in range; nil otherwise, so a calendar never reads a position nobody gave.
    static func geo(of pad: Launchpad?) -> ICalendarProperty? {
        guard let latitude = pad?.latitude, let longitude = pad?.longitude, latitude.isFinite, longitude.isFinite,
            (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { return nil }
        return ICalendarProperty("GEO", String(format: "%.6f;%.6f", latitude, longitude))
    }

    private func summary(of launch: Launch, timing: LaunchCalendarTiming) -> String {
        let name = launch.name.isEmpty ? "Launch \(launch.id)" : launch.name
        var text = name
        if let rocket = launch.rocket?.name, !rocket.isEmpty, !name.localizedCaseInsensitiveContains(rocket) {
            text += " (\(rocket))"
        }
        if case .period(_, let precision) = timing { text = "NET \(precision.rawValue) · " + text }
        return text
    }

    private func description(of launch: Launch, timing: LaunchCalendarTiming) -> String {
        var lines: [String] = []
        lines.append("Status: " + LaunchStatus(launch: launch, now: now).label)
        lines.append("Date known to the " + precisionName(launch, timing: timing))
        if let probability = launch.probability, (0...100).contains(probability) {
            lines.append("Probability \(probability) %")
        }
        if let details = launch.details, !details.isEmpty { lines += ["", details] }
        let links: [(String, URL?)] = [
            ("Webcast", launch.links.webcast), ("Article", launch.links.article),
            ("Wikipedia", launch.links.wikipedia), ("Press kit", launch.links.presskit),
        ]
        let present = links.compactMap { label, url in url.map { "\(label): \($0.absoluteString)" } }
        if !present.isEmpty { lines += [""] + present }
        return lines.joined(separator: "\n")
    }

    private func precisionName(_ launch: Launch, timing: LaunchCalendarTiming) -> String {
        switch timing {
        case .time: launch.timePrecision?.rawValue ?? "hour"
        case .day: "day"
        case .period(_, let precision): precision.rawValue + " (no earlier than its last day)"
        }
    }

    /// The `--remind` alarms, for a launch whose time is known (an alarm before a whole day would be a guess).
    private func alarms(for launch: Launch, timing: LaunchCalendarTiming) -> [ICalendarComponent] {
        guard case .time = timing else { return [] }
        return options.reminders.map { seconds in
            let lead =
                seconds % 86_400 == 0 && seconds > 0
                ? "\(seconds / 86_400) d"
                : seconds % 3600 == 0 && seconds > 0
                    ? "\(seconds / 3600) h" : seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds) s"
            return ICalendarComponent.displayAlarm(secondsBefore: seconds, description: "\(launch.name) in \(lead)")
        }
    }
}
