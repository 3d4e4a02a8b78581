import Foundation

/// Turns launches into rows and details for a chosen time zone at a given moment; pure, so it is tested with
/// fixed zones and clocks.
public struct LaunchPresenter: Sendable {
    /// The text shown for a launch without a name.
    public static let unnamedMission = "Unnamed launch"

    /// The zone exact times are shown in.
    public let timeZone: TimeZone
    /// The moment statuses are judged at.
    public let now: Date

    /// Creates a presenter.
    public init(timeZone: TimeZone, now: Date) {
        self.timeZone = timeZone
        self.now = now
    }

    /// The mark of a launch whose webcast is streaming now, in its row and its detail.
    public static let liveMark = "● Live"

    /// The list row for `launch`, without a countdown.
    public func row(for launch: Launch) -> LaunchRow {
        row(for: launch, countdown: false)
    }

    /// The list row for `launch`; with `countdown`, a launch still to come whose time is known to the hour or
    /// better shows its countdown after the date ("25 May 2026, 11:41 UTC · T-2d 02:30"), as Upcoming does.
    public func row(for launch: Launch, countdown: Bool) -> LaunchRow {
        let status = LaunchStatus(launch: launch, now: now)
        let date = LaunchDateFormatter(timeZone: timeZone).text(for: launch, status: status).primary
        let clock = countdown ? LaunchCountdown(launch: launch, status: status, now: now) : nil
        let dated = clock.map { "\(date) · \($0.text)" } ?? date
        return LaunchRow(
            id: launch.id, mission: Self.mission(of: launch), site: LaunchSite(launch: launch).name,
            date: launch.links.webcastIsLive ? "\(dated) · \(Self.liveMark)" : dated,
            status: status, flightNumber: launch.flightNumber,
            rocket: RocketCard(launch: launch)?.name ?? RocketCard.unknownName, countdown: clock?.text)
    }

    /// The detail for `launch`; `isComplete` says whether it is the full document or the list's fields.
    public func detail(for launch: Launch, isComplete: Bool) -> LaunchDetail {
        let status = LaunchStatus(launch: launch, now: now)
        let details = launch.details?.trimmingCharacters(in: .whitespacesAndNewlines)
        return LaunchDetail(
            id: launch.id, mission: Self.mission(of: launch), flightNumber: launch.flightNumber, status: status,
            failureLines: status.failures.map(\.summary),
            date: LaunchDateFormatter(timeZone: timeZone).text(for: launch, status: status),
            datePrecision: launch.datePrecision, site: LaunchSite(launch: launch),
            description: details?.isEmpty == false ? details : nil, image: launch.preferredImage,
            watchURL: LaunchLink(kind: .webcast, url: launch.links.webcast)?.url, links: LaunchLink.links(of: launch),
            rocket: RocketCard(launch: launch), landingLines: BoosterFacts.lines(of: launch),
            crewCount: launch.crew.count, webcastIsLive: launch.links.webcastIsLive, isComplete: isComplete,
            countdown: LaunchCountdown(launch: launch, status: status, now: now), timePrecision: launch.timePrecision,
            updates: updates(of: launch))
    }

    /// The source's notes about `launch`, newest first, each with when (to the minute, in ``timeZone``) and by whom.
    func updates(of launch: Launch) -> [LaunchDetail.Update] {
        let dates = LaunchDateFormatter(timeZone: timeZone)
        return launch.updates.sorted { ($0.postedAt ?? .distantPast) > ($1.postedAt ?? .distantPast) }.map { update in
            let when = update.postedAt.map { dates.moment($0, precision: .hour, time: .minute) }
            return LaunchDetail.Update(
                byline: [when, update.author].compactMap { $0 }.joined(separator: " · "), comment: update.comment)
        }
    }

    private static func mission(of launch: Launch) -> String {
        launch.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? unnamedMission : launch.name
    }
}
