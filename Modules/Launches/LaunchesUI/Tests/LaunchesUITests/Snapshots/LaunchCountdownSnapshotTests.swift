import Foundation
import LaunchesCore
import LaunchesUI
import SharedPresentation
import TextSnapshotTesting
import XCTest

/// The launch detail of a launch still to come whose time is known to the minute (as Launch Library reports one):
/// its live status and the countdown under its date, at 40, 80 and 120 columns.
final class LaunchCountdownSnapshotTests: XCTestCase {
    /// A Go launch 2 d 4 h 12 min after ``ScreenFixtures/now``, known to the minute.
    private let coming = Launch(
        id: "coming-go-minute", name: "Flight 13",
        dateUtc: ScreenFixtures.now.addingTimeInterval(2 * 86_400 + 4 * 3_600 + 12 * 60), datePrecision: .hour,
        upcoming: true, details: "The next Starship flight test.", reportedStatus: .go, timePrecision: .minute)

    func testTheDetailShowsTheCountdownUnderTheDate() {
        let detail = ScreenFixtures.detail(coming)
        XCTAssertEqual(detail.countdown?.text, "T-2d 04:12")
        assertSnapshots(
            of: LaunchDetailScreen(
                detail: detail, isLoading: false, error: nil, freshness: .live, focus: nil, now: ScreenFixtures.now,
                backTitle: "Launches"),
            named: "detail-countdown")
    }
}
