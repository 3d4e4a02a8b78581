import Foundation
import LaunchesCore
import LaunchesUI
import SharedPresentation
import TextSnapshotTesting
import XCTest

/// The launch detail with its record at 40, 80 and 120 columns: "Changes" (what the change history saw move,
/// newest first, each with when it was seen) and "Updates" (Launch Library's own notes, newest first).
final class LaunchRecordSnapshotTests: XCTestCase {
    private func date(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

    func testTheDetailShowsChangesAndUpdatesNewestFirst() {
        let flight12 = Launch(
            id: "ed83366c", name: "Flight 12", dateUtc: date("2026-05-22T22:30:24Z"), datePrecision: .hour,
            success: true, details: "The twelfth Starship flight test.",
            rocket: RocketReference(id: "starship", name: "Starship"),
            reportedStatus: .success, timePrecision: .second, probability: 85, provider: "SpaceX",
            updates: [
                LaunchUpdate(comment: "Liftoff.", author: "Cosmic_Penguin", postedAt: date("2026-05-22T22:30:00Z")),
                LaunchUpdate(
                    comment:
                        "Successful liftoff and ascent of Starship and Super Heavy, placing Ship 39 on a valid "
                        + "suborbital trajectory",
                    author: "Nosu", postedAt: date("2026-05-23T08:40:00Z")),
            ])
        let text = LaunchChangeText(timeZone: ScreenFixtures.utc)
        let flying = LaunchFacts(
            name: "Flight 12", net: date("2026-05-22T22:30:24Z"), datePrecision: .hour, timePrecision: .second,
            status: .inFlight, probability: 85, rocket: "Starship")
        var go = flying
        (go.status, go.net) = (.go, date("2026-05-22T22:30:00Z"))
        var landed = flying
        landed.status = .success
        var detail = ScreenFixtures.detail(flight12)
        detail.changes = [
            text.move(.init(id: flight12.id, before: flying, after: landed), seen: date("2026-05-23T09:11:06Z")),
            text.move(.init(id: flight12.id, before: go, after: flying), seen: date("2026-05-22T22:48:37Z")),
        ]
        XCTAssertEqual(
            detail.updates.map(\.byline), ["23 May 2026, 08:40 UTC · Nosu", "22 May 2026, 22:30 UTC · Cosmic_Penguin"])
        assertSnapshots(
            of: LaunchDetailScreen(
                detail: detail, isLoading: false, error: nil, freshness: .live, focus: nil, now: ScreenFixtures.now,
                backTitle: nil),
            named: "detail-changes-updates")
    }
}
