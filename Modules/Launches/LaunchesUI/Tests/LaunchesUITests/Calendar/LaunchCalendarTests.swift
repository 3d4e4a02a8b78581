import Foundation
import LaunchesCore
import XCTest

@testable import LaunchesUI

/// Launches as calendar events: dates no finer than known, SEQUENCE from the ledger, cancellation, reminders.
final class LaunchCalendarTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_779_500_000)
    private let net = Date(timeIntervalSince1970: 1_779_489_000)  // 2026-05-22T22:30:00Z

    private func launch(
        _ id: String = "f12", date: Date? = nil, precision: DatePrecision = .hour, window: Int? = 5400,
        status: ReportedLaunchStatus? = .go
    ) -> Launch {
        Launch(
            id: id, name: "Starship | Flight 12", dateUtc: date ?? net, datePrecision: precision,
            rocket: RocketReference(id: "r", name: "Starship"), window: window, reportedStatus: status)
    }

    private func write(
        _ launches: [Launch], ledger: inout LaunchCalendarLedger, tentative: Bool = false, reminders: [Int] = [],
        complete: Bool = true
    ) -> String {
        LaunchCalendar(
            options: LaunchCalendarOptions(source: "ll2", tentative: tentative, reminders: reminders), now: now
        )
        .calendar(of: launches, feed: "all", isComplete: complete, ledger: &ledger)
    }

    func testATimedLaunchSpansItsWindowInUTCWithItsStableUID() {
        var ledger = LaunchCalendarLedger()
        let text = write([launch()], ledger: &ledger, reminders: [3600, 600])

        for line in [
            "UID:f12@ll2.spacex-info", "SEQUENCE:0", "STATUS:CONFIRMED", "DTSTART:20260522T223000Z",
            "DTEND:20260523T000000Z", "SUMMARY:Starship | Flight 12", "TRIGGER:-PT1H", "TRIGGER:-PT10M",
        ] {
            XCTAssertTrue(text.contains(line + "\r\n"), "\(line) in\n\(text)")
        }
    }

    func testADayIsAllDayAndAMonthOnlyWithTentative() {
        var ledger = LaunchCalendarLedger()
        let day = write([launch(precision: .day, status: .toBeConfirmed)], ledger: &ledger)
        XCTAssertTrue(day.contains("DTSTART;VALUE=DATE:20260522\r\nDTEND;VALUE=DATE:20260523\r\n"), day)
        XCTAssertTrue(day.contains("STATUS:TENTATIVE"), day)

        var monthLedger = LaunchCalendarLedger()
        let month = launch(precision: .month, status: .toBeDetermined)
        XCTAssertFalse(write([month], ledger: &monthLedger).contains("BEGIN:VEVENT"), "no invented date")
        let tentative = write([month], ledger: &monthLedger, tentative: true, reminders: [600])
        XCTAssertTrue(tentative.contains("DTSTART;VALUE=DATE:20260531\r\n"), "the month's last day:\n\(tentative)")
        XCTAssertTrue(tentative.contains("SUMMARY:NET month"), tentative)
        XCTAssertFalse(tentative.contains("VALARM"), "no alarm before a guessed day")
    }

    func testSequenceRisesOnlyWhenTheDatesChange() {
        var ledger = LaunchCalendarLedger()
        _ = write([launch()], ledger: &ledger)
        XCTAssertTrue(write([launch(status: .hold)], ledger: &ledger).contains("SEQUENCE:0"), "status alone")
        let slipped = write([launch(date: net.addingTimeInterval(86_400))], ledger: &ledger)
        XCTAssertTrue(slipped.contains("SEQUENCE:1"), slipped)
        XCTAssertTrue(write([launch(date: net)], ledger: &ledger).contains("SEQUENCE:2"), "moving back is a change")
        XCTAssertTrue(write([launch(date: net)], ledger: &ledger).contains("SEQUENCE:2"))
    }

    func testALaunchThatLeftACompleteListIsCancelledWithTheSameUID() {
        var ledger = LaunchCalendarLedger()
        _ = write([launch(), launch("other")], ledger: &ledger)
        let text = write([launch("other")], ledger: &ledger)
        XCTAssertTrue(text.contains("UID:f12@ll2.spacex-info\r\n"), text)
        XCTAssertTrue(text.contains("STATUS:CANCELLED"), text)

        var paged = LaunchCalendarLedger()
        _ = write([launch(), launch("later", date: net.addingTimeInterval(3 * 86_400))], ledger: &paged)
        let page = write(
            [launch("later", date: net.addingTimeInterval(3 * 86_400))], ledger: &paged, complete: false)
        XCTAssertFalse(page.contains("CANCELLED"), "one that only fell off a page is not cancelled:\n\(page)")
    }

    func testTheLedgerIsBoundedAndSurvivesAFile() throws {
        var ledger = LaunchCalendarLedger()
        _ = write((0..<(LaunchCalendarLedger.capacity + 5)).map { launch("l\($0)") }, ledger: &ledger)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try ledger.write(to: file)
        XCTAssertEqual(LaunchCalendarLedger.read(from: file).entries.count, LaunchCalendarLedger.capacity)
        try Data("not json".utf8).write(to: file)
        XCTAssertEqual(LaunchCalendarLedger.read(from: file), LaunchCalendarLedger(), "a bad file is read as empty")
    }

    /// A damaged ledger (a sequence of Int.max, or negative) loses only those entries: the next write neither
    /// traps on the increment nor writes an invalid SEQUENCE, and the other launch keeps its sequence.
    func testALedgerEntryWithAnImpossibleSequenceIsDroppedAndTheRestKept() throws {
        var ledger = LaunchCalendarLedger()
        _ = write([launch("a"), launch("b"), launch("c")], ledger: &ledger)
        _ = write([launch("c", date: net.addingTimeInterval(3600))], ledger: &ledger)
        let (a, b, c) = ("a@ll2.spacex-info", "b@ll2.spacex-info", "c@ll2.spacex-info")
        ledger.entries[a]?.sequence = Int.max
        ledger.entries[b]?.sequence = -4
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try ledger.write(to: file)

        var read = LaunchCalendarLedger.read(from: file)
        XCTAssertEqual(Set(read.entries.keys), [c])
        XCTAssertEqual(read.entries[c]?.sequence, 1)
        let text = write([launch("a", date: net.addingTimeInterval(60))], ledger: &read)
        XCTAssertTrue(text.contains("SEQUENCE:0"), text)
        read.entries[c]?.sequence = LaunchCalendarLedger.sequenceLimit
        _ = write([launch("c", date: net.addingTimeInterval(7200))], ledger: &read)
        XCTAssertEqual(read.entries[c]?.sequence, LaunchCalendarLedger.sequenceLimit, "it stays at the limit")
    }

    func testRemindersParse() throws {
        XCTAssertEqual(try LaunchCalendarOptions.reminders(parsing: "10m,1h"), [3600, 600])
        XCTAssertEqual(try LaunchCalendarOptions.reminders(parsing: "1d, 30s"), [86_400, 30])
        for bad in ["", "1x", "h", "-1h", "31d", "99999999999999999999h"] {
            XCTAssertThrowsError(try LaunchCalendarOptions.reminders(parsing: bad), bad)
        }
    }
}
