import Foundation
import LaunchesCore
import SharedPresentation
import TextSnapshotTesting
import XCTest

@testable import LaunchesUI

/// `spacex watch`'s live screen at 80×24 (the README's golden) and 40×12: Flight 12 ten minutes before lift-off
/// with its events, a launch known only to the month, and a failed request in the bottom row.
final class WatchScreenSnapshotTests: XCTestCase {
    private func date(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

    private var screen: WatchScreen {
        let flight12 = LaunchFacts(
            name: "Starship Flight 12", net: date("2026-05-22T22:30:00Z"), datePrecision: .hour,
            timePrecision: .second, status: .go, probability: 85,
            webcast: URL(string: "https://www.youtube.com/watch?v=OT_ZXZUrUcU"))
        let crs = LaunchFacts(
            name: "CRS SpX-35", net: date("2026-08-31T00:00:00Z"), datePrecision: .month, status: .toBeDetermined)
        var scrubbed = flight12
        scrubbed.status = .toBeConfirmed
        let events = [
            WatchEvent(
                kind: .scrubbed(from: date("2026-05-21T23:30:00Z"), to: date("2026-05-22T22:30:00Z")),
                time: date("2026-05-21T23:50:00Z"), launchID: "f12", facts: scrubbed,
                previous: LaunchFacts(
                    name: "Starship Flight 12", net: date("2026-05-21T23:30:00Z"), datePrecision: .hour,
                    timePrecision: .second)),
            WatchEvent(kind: .status(.go), time: date("2026-05-22T01:50:00Z"), launchID: "f12", facts: flight12),
            WatchEvent(kind: .leadTime(3_600), time: date("2026-05-22T21:30:00Z"), launchID: "f12", facts: flight12),
            WatchEvent(kind: .leadTime(600), time: date("2026-05-22T22:20:00Z"), launchID: "f12", facts: flight12),
        ]
        let request = WatchRequest(
            time: date("2026-05-22T22:16:00Z"), wasSent: true, launches: nil,
            failure: "Couldn't reach the Launch Library; showing the last answer", next: date("2026-05-22T22:24:00Z"))
        let snapshot = WatchSnapshot(
            now: date("2026-05-22T22:20:00Z"), launches: [("f12", flight12), ("crs35", crs)],
            lastEvent: ["f12": events[3]], lastRequest: request)
        return WatchScreen(snapshot: snapshot, events: events, timeZone: TimeZone(identifier: "UTC")!)
    }

    func testTheWatchScreenAt80By24() {
        let rows = screen.rows(at: date("2026-05-22T22:20:00Z"), columns: 80, rows: 24)
        XCTAssertEqual(rows.count, 24)
        assertSnapshot(of: rows, named: "watch-80x24", width: 80)
    }

    func testASmallScreenKeepsTheBottomRow() {
        let rows = screen.rows(at: date("2026-05-22T22:29:59Z"), columns: 40, rows: 12)
        XCTAssertEqual(rows.count, 12)
        XCTAssertTrue(rows[2].hasSuffix("T-00:00:01"), rows[2])
        XCTAssertTrue(rows[11].hasSuffix("q quit"), rows[11])
        assertSnapshot(of: rows, named: "watch-40x12", width: 40)
    }
}
