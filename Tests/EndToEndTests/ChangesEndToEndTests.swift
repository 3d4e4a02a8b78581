import EndToEndSupport
import FakeLaunchLibrary
import Foundation
import LaunchLibraryRecordings
import XCTest

/// Issue 25's change history: the three recorded transitions replayed state by state (one run per state, the
/// fake Launch Library serving that state alone at its own time, `SPACEX_NOW` the same time), then
/// `spacex changes --source ll2` lists what moved, each move with when it was seen.
final class ChangesEndToEndTests: XCTestCase {
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        spacex?.removeCache()
    }

    /// One move as `spacex changes --json` prints it.
    private struct Move: Decodable, Equatable {
        struct Change: Decodable, Equatable {
            var what: String
            var from: String?
            var to: String?
        }
        var id: String
        var name: String
        var seen: String
        var changes: [Change]
    }

    /// Serves each state of `file` alone at its own time and runs each of `commands` (with `--source ll2` and the
    /// fake's address) once in it; no run may send more than one request. Returns each state's time and what its
    /// first command printed.
    @discardableResult
    private func replay(_ file: String, commands: [[String]]) throws -> [(recordedAt: String, stdout: String)] {
        let states = try XCTUnwrap(
            JSONSerialization.jsonObject(with: LaunchLibraryRecordings.data(named: file)) as? [[String: Any]])
        var printed: [(String, String)] = []
        for (index, state) in states.enumerated() {
            for command in commands {
                let result = try run(command, in: state)
                if command == commands[0] { printed.append((state["recorded_at"] as? String ?? "", result.stdout)) }
                XCTAssertEqual(result.status, 0, "\(file) state \(index) \(command): \(result.stderr)")
                XCTAssertLessThanOrEqual(result.requests, 1, "\(file) state \(index) \(command): one request at most")
            }
        }
        return printed
    }

    /// Runs `command` with `--source ll2` against a fake serving the recorded `state` alone at its own time
    /// (`SPACEX_NOW` the same), and how many requests it sent.
    private func run(_ command: [String], in state: [String: Any]) throws -> (
        status: Int32, stdout: String, stderr: String, requests: Int
    ) {
        let launch = try XCTUnwrap(state["launch"])
        // To the second: `SPACEX_NOW` is an ISO 8601 instant without fractions.
        let recordedAt = try XCTUnwrap(state["recorded_at"] as? String).replacing(/\.\d+Z$/, with: "Z")
        var configuration = FakeLaunchLibraryConfiguration(clock: FakeClock(try Date(recordedAt, strategy: .iso8601)))
        configuration.launchDocuments = try JSONSerialization.data(withJSONObject: [launch])
        let server = try FakeLaunchLibraryServer(configuration: configuration)
        try server.start()
        defer { server.stop() }
        let base = server.baseURL.appending(path: "2.3.0").absoluteString
        let result = try spacex.execute(
            command + ["--source", "ll2", "--base-url", base], environment: ["SPACEX_NOW": recordedAt])
        return (result.status, result.stdout, result.stderr, server.requests.count)
    }

    /// `spacex changes --source ll2 --json` (no fake running: it sends nothing), oldest first.
    private func moves(of id: String) throws -> [Move] {
        let result = try spacex.execute(["changes", "--source", "ll2", "--json", "--offline"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let all = try JSONDecoder().decode([Move].self, from: Data(result.stdout.utf8))
        XCTAssertEqual(all.map(\.seen), all.map(\.seen).sorted(by: >), "newest first")
        return all.filter { $0.id == id }.reversed()
    }

    private func change(_ what: String, _ from: String?, _ to: String?) -> Move.Change {
        Move.Change(what: what, from: from, to: to)
    }

    func testStarshipFlight12ListsTheHoldTheScrubLiftOffAndSuccess() throws {
        let runs = try replay(LaunchLibraryRecordings.starshipFlight12Transitions, commands: [["launches"]])
        XCTAssertEqual(runs.count, 38)
        let moves = try moves(of: "ed83366c-872c-4484-97c1-bc74832304fc")
        let marked = runs.filter { $0.stdout.contains(/[●*] Flight 12/) }.map(\.recordedAt)
        XCTAssertEqual(
            marked.count, moves.count, "the row is marked exactly in the runs that saw it move: \(marked)")
        XCTAssertTrue(marked.contains("2026-05-21T23:49:21.883Z"), "the scrub's run marks it: \(marked)")
        XCTAssertFalse(marked.contains("2026-05-23T10:07:07.999Z"), "nothing moved in the last state: \(marked)")

        let hold = try XCTUnwrap(moves.first { $0.seen.hasPrefix("2026-05-21T22:00:49") }, "\(moves)")
        XCTAssertEqual(hold.changes, [change("net", "2026-05-21T22:30:01Z", "2026-05-21T23:30:00Z")])
        let scrub = try XCTUnwrap(moves.first { $0.seen.hasPrefix("2026-05-21T23:49:21") }, "\(moves)")
        XCTAssertTrue(scrub.changes.contains(change("net", "2026-05-21T23:30:00Z", "2026-05-22T22:30:00Z")))
        XCTAssertTrue(scrub.changes.contains(change("status", "Go", "TBC")), "\(scrub)")
        let liftOff = try XCTUnwrap(moves.first { $0.seen.hasPrefix("2026-05-22T22:48:37") }, "\(moves)")
        XCTAssertTrue(liftOff.changes.contains(change("status", "Go", "In Flight")), "\(liftOff)")
        let success = try XCTUnwrap(moves.first { $0.seen.hasPrefix("2026-05-23T09:11:06") }, "\(moves)")
        XCTAssertTrue(success.changes.contains(change("status", "In Flight", "Success")), "\(success)")
        XCTAssertEqual(
            moves.flatMap(\.changes).filter { $0.what == "status" }.map { "\($0.from ?? "") → \($0.to ?? "")" },
            ["TBD → TBC", "TBC → Go", "Go → TBC", "TBC → Go", "Go → In Flight", "In Flight → Success"])

        let text = try spacex.execute(["changes", "--source", "ll2", "--offline", "--width", "120"])
        XCTAssertEqual(text.status, 0, text.stderr)
        for line in [
            "Seen 21 May 2026, 22:00 UTC", "  NET 21 May 2026, 22:30:01 UTC → 21 May 2026, 23:30:00 UTC (1 h later)",
            "Seen 21 May 2026, 23:49 UTC", "  NET 21 May 2026, 23:30:00 UTC → 22 May 2026, 22:30 UTC (23 h later)",
            "  Status Go → TBC", "Seen 22 May 2026, 22:48 UTC", "  Status Go → In Flight",
            "Seen 23 May 2026, 09:11 UTC", "  Status In Flight → Success",
        ] {
            XCTAssertTrue(text.stdout.components(separatedBy: "\n").contains(line), "\(line) in:\n\(text.stdout)")
        }
        let since = try spacex.execute(["changes", "--source", "ll2", "--offline", "--since", "2026-05-23", "--json"])
        let recent = try JSONDecoder().decode([Move].self, from: Data(since.stdout.utf8))
        XCTAssertEqual(recent.map(\.seen), ["2026-05-23T09:11:06Z"], "--since: from that day on")
    }

    func testTheDetailEndsWithTheLaunchsChangesAndLaunchLibrarysUpdates() throws {
        try replay(LaunchLibraryRecordings.starshipFlight12Transitions, commands: [["launches"]])
        let states = try XCTUnwrap(
            JSONSerialization.jsonObject(
                with: LaunchLibraryRecordings.data(named: LaunchLibraryRecordings.starshipFlight12Transitions))
                as? [[String: Any]])
        let detail = try run(
            ["launch", "ed83366c-872c-4484-97c1-bc74832304fc", "--width", "100"], in: try XCTUnwrap(states.last))
        XCTAssertEqual(detail.status, 0, detail.stderr)
        XCTAssertLessThanOrEqual(detail.requests, 1)
        let lines = detail.stdout.components(separatedBy: "\n")
        let changes = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("Changes ─") }, detail.stdout)
        let updates = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("Updates ─") }, detail.stdout)
        XCTAssertLessThan(changes, updates)
        XCTAssertEqual(
            Array(lines[(changes + 1)...(changes + 2)]),
            ["Seen 23 May 2026, 09:11 UTC", "  Status In Flight → Success"],
            "newest first")
        XCTAssertTrue(lines[changes..<updates].contains("  Status Go → TBC"), detail.stdout)
        XCTAssertEqual(lines[updates + 1], "23 May 2026, 08:40 UTC · Nosu", "newest note first")
        XCTAssertTrue(lines[updates...].contains("Liftoff."), detail.stdout)
    }

    func testCRSSpX34ShowsItsTwoScrubs() throws {
        try replay(LaunchLibraryRecordings.crsSpX34Transitions, commands: [["launches"]])
        let nets = try moves(of: "e60aa241-1f2c-4459-ba94-2f576c3e5632").flatMap(\.changes).filter { $0.what == "net" }

        XCTAssertTrue(nets.contains(change("net", "2026-05-12T23:16:31Z", "2026-05-13T22:50:00Z")), "\(nets)")
        XCTAssertTrue(nets.contains(change("net", "2026-05-13T22:50:50Z", "2026-05-15T22:05:00Z")), "\(nets)")
    }

    func testBlueBird2LeavesSpaceXsListAndShowsItsMoveToNewGlenn() throws {
        let id = "53769468-bfd3-45c7-a52b-46a68ed7510f"
        try replay(LaunchLibraryRecordings.blueBird2Transitions, commands: [["launches"], ["launch", id]])
        let moves = try moves(of: id)
        let moved = moves.filter { $0.seen.hasPrefix("2026-01-22T12:47:27") }.flatMap(\.changes)

        XCTAssertTrue(moved.contains(change("left_list", nil, nil)), "left SpaceX's list: \(moves)")
        XCTAssertTrue(moved.contains(change("provider", "SpaceX", "Blue Origin")), "\(moved)")
        XCTAssertTrue(moved.contains(change("rocket", "Falcon 9", "New Glenn")), "\(moved)")
        XCTAssertTrue(moves.last?.changes.contains(change("status", "In Flight", "Failure")) == true, "\(moves)")
    }
}
