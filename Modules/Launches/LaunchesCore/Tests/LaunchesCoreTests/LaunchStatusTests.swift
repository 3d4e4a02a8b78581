import Foundation
import XCTest

@testable import LaunchesCore

/// Status from `success`, `upcoming`, the date and its precision, at an injected moment.
final class LaunchStatusTests: XCTestCase {
    private func date(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }
    /// 2022-11-01T00:00:00Z.
    private let november2022: TimeInterval = 1_667_260_800

    private func launch(
        success: Bool? = nil, upcoming: Bool = false, at seconds: TimeInterval?, precision: DatePrecision? = .hour,
        failures: [LaunchFailure] = []
    ) -> Launch {
        Launch(
            id: "x", dateUtc: seconds.map(date), datePrecision: precision, upcoming: upcoming, success: success,
            failures: failures)
    }

    func testOutcomeWinsOverDates() {
        let now = date(november2022)
        XCTAssertEqual(LaunchStatus(launch: launch(success: true, at: november2022 + 100), now: now), .success)
        let failures = [LaunchFailure(time: 33, reason: "engine")]
        XCTAssertEqual(
            LaunchStatus(launch: launch(success: false, at: 0, failures: failures), now: now), .failure(failures))
    }

    func testASourcesLiveStatusIsShownAsReportedAndItsOutcomesAsTheirOwn() {
        let now = date(november2022)
        func status(_ reported: ReportedLaunchStatus, success: Bool? = nil) -> LaunchStatus {
            var launch = launch(success: success, upcoming: true, at: november2022 - 3_600)
            launch.reportedStatus = reported
            return LaunchStatus(launch: launch, now: now)
        }
        XCTAssertEqual(status(.go), .reported(.go), "an hour after its time: still as reported (T+ counts)")
        XCTAssertEqual(status(.go).label, "Go")
        XCTAssertTrue(status(.toBeConfirmed).isPending, "before lift-off the date is NET")
        XCTAssertFalse(status(.inFlight).isPending)
        XCTAssertEqual(status(.partialFailure, success: false).label, "Partial Failure")
        XCTAssertEqual(status(.success, success: true), .success)
        XCTAssertEqual(status(.failure, success: false), .failure([]))
        XCTAssertEqual(status(.inFlight).failures, [])
    }

    func testAReportedGoWhoseDatePassedLongAgoIsAwaitingAnUpdateAsForEverySource() {
        let now = date(november2022)
        for (passed, expected) in [
            (86_399.0, LaunchStatus.reported(.go)), (86_400, .awaitingUpdate), (14 * 86_400, .awaitingUpdate),
        ] {
            var go = launch(success: nil, upcoming: true, at: november2022 - passed)
            go.reportedStatus = .go
            XCTAssertEqual(LaunchStatus(launch: go, now: now), expected, "\(passed) s after its time")
        }
        var inFlight = launch(success: nil, upcoming: true, at: november2022 - 14 * 86_400)
        inFlight.reportedStatus = .inFlight
        XCTAssertEqual(LaunchStatus(launch: inFlight, now: now), .reported(.inFlight), "after lift-off: as reported")
    }

    func testPendingLaunchesByPrecision() {
        // (precision, launch date, now, expected)
        let table: [(DatePrecision?, TimeInterval, TimeInterval, LaunchStatus)] = [
            (.hour, november2022, november2022 - 1, .upcoming),
            (.hour, november2022, november2022, .awaitingUpdate),
            (.day, november2022, november2022 + 86_399, .upcoming),
            (.day, november2022, november2022 + 86_400, .awaitingUpdate),
            (.month, november2022, november2022 + 20 * 86_400, .upcoming),
            (.month, november2022, 1_669_852_800, .awaitingUpdate),
            (.quarter, november2022, 1_672_531_199, .upcoming),
            (.quarter, november2022, 1_672_531_200, .awaitingUpdate),
            (.half, 1_656_633_600, 1_672_531_199, .upcoming),
            (.half, 1_656_633_600, 1_672_531_200, .awaitingUpdate),
            (.year, 1_640_995_200, 1_672_531_199, .upcoming),
            (.year, 1_640_995_200, 1_672_531_200, .awaitingUpdate),
            (.unknown("fortnight"), november2022, november2022 + 86_400, .awaitingUpdate),
            (nil, november2022, november2022 + 1, .awaitingUpdate),
        ]
        for (precision, launchDate, now, expected) in table {
            let status = LaunchStatus(
                launch: launch(upcoming: true, at: launchDate, precision: precision), now: date(now))
            XCTAssertEqual(status, expected, "\(precision?.rawValue ?? "nil") at \(now)")
        }
    }

    func testPastLaunchWithoutOutcomeIsUnknown() {
        XCTAssertEqual(LaunchStatus(launch: launch(at: november2022), now: date(november2022 + 60)), .unknown)
        XCTAssertEqual(LaunchStatus(launch: launch(at: nil), now: date(0)), .unknown)
    }

    func testFutureLaunchNotMarkedUpcomingIsStillUpcoming() {
        XCTAssertEqual(LaunchStatus(launch: launch(at: november2022), now: date(november2022 - 60)), .upcoming)
    }

    func testUndatedUpcomingLaunchIsUpcoming() {
        XCTAssertEqual(LaunchStatus(launch: launch(upcoming: true, at: nil), now: date(0)), .upcoming)
    }

    func testLabelsAndPendingFlags() {
        let cases: [(LaunchStatus, String, Bool)] = [
            (.success, "Success", false), (.failure([]), "Failure", false), (.upcoming, "Upcoming", true),
            (.awaitingUpdate, "Awaiting update", true), (.unknown, "Unknown", false),
        ]
        for (status, label, pending) in cases {
            XCTAssertEqual(status.label, label)
            XCTAssertEqual(status.isPending, pending, label)
        }
        XCTAssertEqual(LaunchStatus.failure([LaunchFailure(time: 1)]).failures, [LaunchFailure(time: 1)])
        XCTAssertEqual(LaunchStatus.success.failures, [])
    }

    func testFailureSummaries() {
        let table: [(LaunchFailure, String, String?, String?)] = [
            (LaunchFailure(time: 33, reason: "merlin engine failure"), "T+33 s: merlin engine failure", "T+33 s", nil),
            (
                LaunchFailure(time: 301, altitude: 289, reason: "oscillation"), "T+301 s at 289 km: oscillation",
                "T+301 s", "289 km"
            ),
            (
                LaunchFailure(time: -165_180, altitude: 0, reason: "COPV"), "T-45 h 53 min at 0 km: COPV",
                "T-45 h 53 min", "0 km"
            ),
            (LaunchFailure(time: 1_234, reason: "late"), "T+20 min 34 s: late", "T+20 min 34 s", nil),
            (LaunchFailure(altitude: 40, reason: "tank"), "At 40 km: tank", nil, "40 km"),
            (LaunchFailure(reason: "unknown anomaly"), "Unknown anomaly", nil, nil),
            (LaunchFailure(time: 0, reason: ""), "T+0 s: cause not given", "T+0 s", nil),
            (LaunchFailure(), "Cause not given", nil, nil),
            // Numbers no failure can have are the server's mistake: left out, never printed as nonsense.
            (LaunchFailure(time: .min, altitude: .min, reason: "x"), "X", nil, nil),
            (LaunchFailure(time: .max, altitude: .max, reason: "x"), "X", nil, nil),
            (LaunchFailure(time: -2_592_001, altitude: -1, reason: "x"), "X", nil, nil),
            (
                LaunchFailure(time: 2_592_000, altitude: 400_000, reason: "x"), "T+720 h 0 min at 400000 km: x",
                "T+720 h 0 min", "400000 km"
            ),
        ]
        for (failure, summary, time, altitude) in table {
            XCTAssertEqual(failure.summary, summary)
            XCTAssertEqual(failure.timeText, time)
            XCTAssertEqual(failure.altitudeText, altitude)
        }
    }
}
