import Foundation
import Testing

@testable import LaunchesCore

/// The countdown to a coming launch: its text at each time precision and at the edges (past, zero, under an hour,
/// days), never a unit finer than the precision, and only for launches still to come that are dated to the hour.
struct LaunchCountdownTests {
    /// 2026-11-21T12:00:00Z.
    private let now = Date(timeIntervalSince1970: 1_795_262_400)
    /// Two days, 4 h 12 min 9 s.
    private let twoDaysAway: TimeInterval = 2 * 86_400 + 4 * 3_600 + 12 * 60 + 9

    private func text(in seconds: TimeInterval, _ precision: TimePrecision) -> String? {
        LaunchCountdown(to: now.addingTimeInterval(seconds), precision: precision, now: now)?.text
    }

    @Test func daysAwayShowOnlyTheUnitsThePrecisionKnows() {
        #expect(text(in: twoDaysAway, .second) == "T-2d 04:12:09")
        #expect(text(in: twoDaysAway, .minute) == "T-2d 04:13")
        #expect(text(in: twoDaysAway, .hour) == "T-2d 05h")
    }

    @Test func underADayHasNoDays() {
        let hours: TimeInterval = 4 * 3_600 + 12 * 60 + 9
        #expect(text(in: hours, .second) == "T-04:12:09")
        #expect(text(in: hours, .minute) == "T-04:13")
        #expect(text(in: hours, .hour) == "T-05h")
        #expect(text(in: 12 * 3_600, .hour) == "T-12h")
    }

    @Test func theLastUnitIsRoundedUpSoItNeverSaysZeroBeforeTheLaunch() {
        #expect(text(in: 0.5, .second) == "T-00:00:01")
        #expect(text(in: 1, .minute) == "T-00:01")
        #expect(text(in: 60, .minute) == "T-00:01")
        #expect(text(in: 61, .minute) == "T-00:02")
        #expect(text(in: 1, .hour) == "T-01h")
        #expect(text(in: 86_400, .second) == "T-1d 00:00:00")
        #expect(text(in: 86_399, .hour) == "T-1d 00h")
    }

    @Test func fromTheLaunchTimeItCountsTheTimeSinceForADayThenThereIsNone() {
        #expect(text(in: 0, .second) == "T+00:00:00")
        #expect(text(in: -192.5, .second) == "T+00:03:12")
        #expect(text(in: -192.5, .minute) == "T+00:03")
        #expect(text(in: -192.5, .hour) == "T+00h")
        #expect(text(in: -86_399, .second) == "T+23:59:59")
        #expect(
            LaunchCountdown(to: now.addingTimeInterval(-192), precision: .second, now: now)?.sinceNote
                == "launched 3 min ago; awaiting the outcome")
        #expect(LaunchCountdown(to: now.addingTimeInterval(1), precision: .second, now: now)?.sinceNote == nil)
        for precision in TimePrecision.allCases {
            #expect(text(in: -86_400, precision) == nil)
            #expect(text(in: -3 * 86_400, precision) == nil)
        }
    }

    @Test func aClockThroughTMinusZeroGoesFromTMinusToTPlus() {
        let launch = now.addingTimeInterval(2)
        let texts = (0..<5).map { step in
            LaunchCountdown(to: launch, precision: .second, now: now.addingTimeInterval(Double(step)))?.text
        }
        #expect(texts == ["T-00:00:02", "T-00:00:01", "T+00:00:00", "T+00:00:01", "T+00:00:02"])
    }

    @Test func beyondTheHorizonThereIsNoneRatherThanAHugeNumber() {
        #expect(text(in: 999 * 86_400, .hour) == "T-999d 00h")
        #expect(text(in: 1001 * 86_400, .hour) == nil)
        #expect(LaunchCountdown(to: .distantFuture, precision: .second, now: now) == nil)
    }

    @Test func itIsCheckedEverySecondWhateverThePrecision() {
        let at = now.addingTimeInterval(twoDaysAway)
        #expect(LaunchCountdown(to: at, precision: .second, now: now)?.refreshInterval == 1)
        #expect(LaunchCountdown(to: at, precision: .minute, now: now)?.refreshInterval == 1)
        #expect(
            LaunchCountdown(to: at, precision: .hour, now: now)?.refreshInterval == 1,
            "the hour turns on the launch's second")
        let later = now.addingTimeInterval(1)
        #expect(LaunchCountdown(to: at, precision: .second, now: later)?.text == "T-2d 04:12:08")
    }

    @Test func aLaunchGetsOneOnlyWhileItIsToComeAndDatedToTheHour() {
        let date = now.addingTimeInterval(twoDaysAway)
        func countdown(_ launch: Launch) -> String? {
            LaunchCountdown(launch: launch, status: LaunchStatus(launch: launch, now: now), now: now)?.text
        }
        let go = Launch(
            id: "go", dateUtc: date, datePrecision: .hour, upcoming: true, reportedStatus: .go, timePrecision: .minute)
        #expect(countdown(go) == "T-2d 04:13")
        var hold = go
        hold.reportedStatus = .hold
        #expect(countdown(hold) == "T-2d 04:13")
        // No time precision (the r/SpaceX API): to the hour.
        #expect(countdown(Launch(id: "r", dateUtc: date, datePrecision: .hour, upcoming: true)) == "T-2d 05h")
        var day = go
        day.datePrecision = .day
        #expect(countdown(day) == nil)
        var inFlight = go
        inFlight.reportedStatus = .inFlight
        #expect(countdown(inFlight) == nil)
        #expect(countdown(Launch(id: "s", dateUtc: date, datePrecision: .hour, success: true)) == nil)
        #expect(countdown(Launch(id: "n", datePrecision: .hour, upcoming: true)) == nil)
        // The frozen archive's "upcoming" launches of 2022 are long past: none.
        let frozen = Launch(
            id: "f", dateUtc: Date(timeIntervalSince1970: 1_669_852_800), datePrecision: .hour, upcoming: true)
        #expect(countdown(frozen) == nil)
    }
}
