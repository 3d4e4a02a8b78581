import Foundation
import LaunchesCore
import LaunchesUI
import SharedPresentation
import TextSnapshotTesting
import XCTest

/// `spacex changes` at 40, 80 and 120 columns: Flight 12's scrub and lift-off, BlueBird 2 leaving SpaceX's list,
/// and the empty history.
final class LaunchChangesScreenSnapshotTests: XCTestCase {
    private func date(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

    func testMovesNewestFirstWithWhenEachWasSeen() {
        let text = LaunchChangeText(timeZone: ScreenFixtures.utc)
        let go = LaunchFacts(
            name: "Flight 12", net: date("2026-05-21T23:30:00Z"), datePrecision: .hour, timePrecision: .second,
            status: .go, probability: 55, rocket: "Starship")
        var scrubbed = go
        (scrubbed.net, scrubbed.timePrecision, scrubbed.status, scrubbed.probability) = (
            date("2026-05-22T22:30:00Z"), .minute, .toBeConfirmed, nil
        )
        var flying = scrubbed
        (flying.status, flying.net, flying.timePrecision) = (.inFlight, date("2026-05-22T22:30:24Z"), .second)
        let blueBird = LaunchFacts(
            name: "BlueBird Block 2 #2", net: date("2026-01-31T00:00:00Z"), datePrecision: .month,
            status: .toBeDetermined, provider: "SpaceX", rocket: "Falcon 9")
        var newGlenn = blueBird
        (newGlenn.provider, newGlenn.rocket) = ("Blue Origin", "New Glenn")
        let moves: [(LaunchListDiff.Entry, String)] = [
            (.init(id: "f12", before: scrubbed, after: flying), "2026-05-22T22:48:37Z"),
            (.init(id: "f12", before: go, after: scrubbed), "2026-05-21T23:49:21Z"),
            (.init(id: "bb2", before: blueBird, after: newGlenn), "2026-01-22T12:47:28Z"),
            (.init(id: "bb2", before: blueBird, after: nil), "2026-01-22T12:47:27Z"),
        ]
        let screen = LaunchChangesScreen(
            moves: moves.map { entry, seen in text.move(entry, seen: date(seen)) },
            since: text.seen(date("2026-01-01T00:00:00Z")))
        assertSnapshots(of: screen, named: "changes")
    }

    func testNoMovesSaySoAndHowTheyAreMade() {
        assertSnapshots(of: LaunchChangesScreen(moves: [], since: nil), named: "changes-empty")
    }
}
