import EndToEndSupport
import FakeLaunchLibrary
import Foundation
import LaunchLibraryRecordings
import XCTest

/// Issue 26's calendar: the three recorded transitions replayed state by state through `spacex calendar --source
/// ll2` against the fake Launch Library, each output read by Python's `icalendar`.
final class CalendarEndToEndTests: XCTestCase {
    private var spacex: SpaceXProcess!
    private var folder: URL!

    override func setUpWithError() throws {
        spacex = try SpaceXProcess()
        folder = spacex.cacheDirectory.appendingPathComponent("calendars", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        spacex?.removeCache()
    }

    /// What one state's runs wrote: with `--tentative` and without, and its NET precision.
    private struct StateRun {
        let recordedAt: String
        let precision: String
        let tentative: [ICalendarValidator.Event]
        let plain: [ICalendarValidator.Event]
    }

    /// Serves each state of `file` alone and runs `spacex calendar --source ll2 --tentative --refresh --output …`,
    /// then without `--tentative` (from the saved answer); every file must pass `icalendar`'s checks. `--refresh`:
    /// a state's server may get an earlier state's port, and so its URL and its fresh saved answer.
    private func replay(_ file: String, uid: String) throws -> [StateRun] {
        let states = try XCTUnwrap(
            JSONSerialization.jsonObject(with: LaunchLibraryRecordings.data(named: file)) as? [[String: Any]])
        var outputs: [URL] = []
        var metadata: [(String, String)] = []
        for (index, state) in states.enumerated() {
            let launch = try XCTUnwrap(state["launch"])
            var configuration = FakeLaunchLibraryConfiguration()
            configuration.launchDocuments = try JSONSerialization.data(withJSONObject: [launch])
            let server = try FakeLaunchLibraryServer(configuration: configuration)
            try server.start()
            defer { server.stop() }
            let base = server.baseURL.appending(path: "2.3.0").absoluteString
            for tentative in [true, false] {
                let output = folder.appendingPathComponent("\(file)-\(index)-\(tentative).ics")
                let arguments =
                    ["calendar", "--source", "ll2", "--base-url", base, "--output", output.path, "--remind", "1h,10m"]
                    + (tentative ? ["--tentative", "--refresh"] : [])
                let result = try spacex.execute(arguments)
                XCTAssertEqual(result.status, 0, "\(file) state \(index): \(result.stderr)")
                XCTAssertEqual(result.stdout, "", "--output writes the file only")
                outputs.append(output)
            }
            XCTAssertEqual(server.requests.count, 1, "\(file) state \(index): one request, then the saved answer")
            let precision = ((launch as? [String: Any])?["net_precision"] as? [String: Any])?["abbrev"] as? String
            metadata.append((state["recorded_at"] as? String ?? "", precision ?? ""))
        }
        let events = try ICalendarValidator.events(in: outputs)
        return metadata.enumerated().map { index, meta in
            StateRun(
                recordedAt: meta.0, precision: meta.1, tentative: events[2 * index].filter { $0.uid == uid },
                plain: events[2 * index + 1].filter { $0.uid == uid })
        }
    }

    /// Checks the rules every replay keeps and returns the (old, new) DTSTART of each rise of SEQUENCE.
    private func checkSequences(_ runs: [StateRun], file: String) -> [(String, String)] {
        var rises: [(String, String)] = []
        var previous: ICalendarValidator.Event?
        for run in runs {
            guard let event = run.tentative.first else { continue }
            XCTAssertEqual(run.tentative.count, 1, "\(file) \(run.recordedAt): one event per launch")
            if let before = previous {
                XCTAssertGreaterThanOrEqual(event.sequence, before.sequence, "\(file) \(run.recordedAt): never down")
                let moved = (before.start, before.end) != (event.start, event.end)
                let cancelled = event.status == "CANCELLED" && before.status != "CANCELLED"
                XCTAssertEqual(
                    event.sequence, before.sequence + (moved || cancelled ? 1 : 0),
                    "\(file) \(run.recordedAt): SEQUENCE rises exactly when DTSTART/DTEND change "
                        + "(\(before.start)–\(before.end ?? "") → \(event.start)–\(event.end ?? ""))")
                if moved { rises.append((before.start, event.start)) }
            }
            if ["M", "Q1", "Q2", "Q3", "Q4", "H1", "H2", "Y"].contains(run.precision) {
                XCTAssertEqual(run.plain, [], "\(file) \(run.recordedAt): no dated event without --tentative")
                XCTAssertTrue(event.summary.hasPrefix("NET"), event.summary)
                XCTAssertEqual(event.start.count, 8, "an all-day event: \(event.start)")
                XCTAssertEqual(event.alarms, 0, "no alarm before a guessed day")
            } else if event.status != "CANCELLED" {
                XCTAssertEqual(run.plain.map(\.start), [event.start], "\(file) \(run.recordedAt)")
            }
            if ["MIN", "SEC", "HR"].contains(run.precision), event.status != "CANCELLED" {
                XCTAssertTrue(event.start.hasSuffix("Z"), "a UTC time: \(event.start)")
                XCTAssertEqual(event.alarms, 2, "--remind 1h,10m")
            }
            previous = event
        }
        return rises
    }

    /// `--json`: the documents the calendar is made of, as `launches --json` prints them; a bad option still names
    /// `calendar`'s usage.
    func testWithJSONTheCalendarsLaunchesArePrintedAsTheSourcesDocuments() throws {
        let json = try spacex.execute(["calendar", "--offline", "--limit", "2", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let listed = try spacex.execute(["launches", "--offline", "--limit", "2", "--json"])
        XCTAssertEqual(json.stdout, listed.stdout)
        let documents = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(documents.count, 2)
        XCTAssertFalse(json.stdout.contains("BEGIN:VCALENDAR"))

        let bad = try spacex.execute(["calendar", "--offline", "--json", "--from", "2020-13-01"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("usage: spacex calendar"), bad.stderr)
    }

    func testStarshipFlight12KeepsItsUIDAndRaisesSequenceOnTheScrub() throws {
        let uid = "ed83366c-872c-4484-97c1-bc74832304fc@ll2.spacex-info"
        let runs = try replay(LaunchLibraryRecordings.starshipFlight12Transitions, uid: uid)

        XCTAssertEqual(runs.count, 38)
        XCTAssertTrue(runs.allSatisfy { $0.tentative.count == 1 }, "the UID never changes")
        let rises = checkSequences(runs, file: "Flight 12")
        XCTAssertTrue(
            rises.contains { $0 == ("20260521T233000Z", "20260522T223000Z") }, "the scrub: \(rises)")
        XCTAssertEqual(runs.last?.tentative.first?.status, "CONFIRMED", "Success")
        XCTAssertEqual(runs.first?.plain, [], "Q1 2026: nothing dated without --tentative")
        XCTAssertEqual(runs.first?.tentative.first?.start, "20260331", "the last day of Q1")
        let last = runs.last?.tentative.first
        XCTAssertEqual(last?.geo?.count, 2, "GEO of Starbase's pad")
        XCTAssertEqual(last?.geo?.first ?? 0, 25.99677, accuracy: 1e-6)
        XCTAssertEqual(last?.geo?.last ?? 0, -97.15799, accuracy: 1e-6)
        XCTAssertTrue(last?.description?.contains("Probability 85 %") == true, last?.description ?? "")
        let first = runs.first?.tentative.first
        XCTAssertFalse(first?.description?.contains("Probability") ?? true, "no probability given yet")
    }

    func testCRSSpX34RaisesSequenceOnBothScrubs() throws {
        let uid = "e60aa241-1f2c-4459-ba94-2f576c3e5632@ll2.spacex-info"
        let runs = try replay(LaunchLibraryRecordings.crsSpX34Transitions, uid: uid)

        XCTAssertTrue(runs.allSatisfy { $0.tentative.count == 1 }, "the UID never changes")
        let rises = checkSequences(runs, file: "CRS SpX-34")
        XCTAssertTrue(rises.contains { $0 == ("20260512T231631Z", "20260513T225000Z") }, "first scrub: \(rises)")
        XCTAssertTrue(rises.contains { $0 == ("20260513T225050Z", "20260515T220500Z") }, "second scrub: \(rises)")
    }

    func testBlueBird2IsCancelledWithTheSameUIDOnceItLeavesSpaceXsList() throws {
        let uid = "53769468-bfd3-45c7-a52b-46a68ed7510f@ll2.spacex-info"
        let runs = try replay(LaunchLibraryRecordings.blueBird2Transitions, uid: uid)

        XCTAssertEqual(runs.first?.tentative.first?.status, "TENTATIVE", "on Falcon 9, TBD")
        XCTAssertTrue(runs.allSatisfy { $0.tentative.count == 1 }, "the UID never changes")
        _ = checkSequences(runs, file: "BlueBird 2")
        XCTAssertEqual(runs.last?.tentative.first?.status, "CANCELLED", "moved to New Glenn: left SpaceX's list")
        XCTAssertEqual(runs.last?.tentative.first?.uid, uid)
    }
}
