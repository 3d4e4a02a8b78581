import Foundation
import LaunchesCore
import Testing

/// Upcoming and Past as a filter: the NET window a live source asks for, the order, what clearing keeps, and
/// which launch is next.
struct LaunchTimelineTests {
    private let now = Date(timeIntervalSince1970: 1_779_527_466)  // 2026-05-23T09:11:06Z
    private let utc = TimeZone(identifier: "UTC")!

    @Test func upcomingStartsADayBeforeNowSoonestFirstAndPastEndsNowMostRecentFirst() {
        let upcoming = LaunchFilter.upcoming(now: now, timeZone: utc)
        #expect(upcoming.timeline == .upcoming && upcoming.sortOrder == .oldestFirst)
        #expect(upcoming.netFrom == now.addingTimeInterval(-86_400 - 666) && upcoming.netThrough == nil, "from 09:00")
        let past = upcoming.settingTimeline(.past, now: now)
        #expect(past.sortOrder == .newestFirst && past.netThrough == now.addingTimeInterval(-6) && past.netFrom == nil)
        let all = past.settingTimeline(.all, now: now)
        #expect(all.anchor == nil && all.netFrom == nil && all.netThrough == nil)
    }

    @Test func aDayIntervalNarrowsTheWindowAndClearingKeepsTheTimeline() throws {
        let filter = try LaunchFilter(start: "2026-05-01", end: "2026-06-30", timeZone: utc, searchText: "starlink")
            .settingTimeline(.upcoming, now: now)
        #expect(filter.netFrom == now.addingTimeInterval(-86_400 - 666), "the later of the two starts")
        #expect(filter.netThrough == filter.upperBound)
        let early = try LaunchFilter(start: "2026-05-01", end: "2026-05-10", timeZone: utc)
            .settingTimeline(.past, now: now)
        #expect(early.netThrough == early.upperBound, "the earlier of the two ends")
        let cleared = filter.clearingCriteria()
        #expect(cleared.timeline == .upcoming && cleared.anchor == now && !cleared.hasCriteria)
        #expect(LaunchTimeline.upcoming.toggled == .past && LaunchTimeline.past.toggled == .upcoming)
    }

    @Test func nextIsTheFirstLaunchStillToComeElseTheFirstPendingOne() {
        let landed = Launch(id: "landed", dateUtc: now.addingTimeInterval(-36_000), datePrecision: .hour, success: true)
        let late = Launch(id: "late", dateUtc: now.addingTimeInterval(-3_600), datePrecision: .hour, upcoming: true)
        let soon = Launch(id: "soon", dateUtc: now.addingTimeInterval(3_600), datePrecision: .hour, upcoming: true)
        #expect(LaunchTimeline.next(among: [landed, late, soon], now: now)?.id == "soon")
        #expect(LaunchTimeline.next(among: [landed, late], now: now)?.id == "late", "a frozen source's set")
        #expect(LaunchTimeline.next(among: [landed], now: now) == nil)
    }
}
