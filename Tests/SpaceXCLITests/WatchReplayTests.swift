import FakeLaunchLibrary
import Foundation
import LaunchLibraryRecordings
import LaunchesCore
import LaunchesUI
import RepositoryDefinitions
import ScriptPrinting
import SpaceXCLI
import XCTest

/// Issue 26's watch over Starship Flight 12's 38 recorded states: `spacex watch --source ll2` runs in-process on a
/// replay clock (time jumps to the next moment the watch sleeps until, so eleven days run in seconds) against a
/// fake Launch Library answering, at each fake moment, from the state recorded by then.
final class WatchReplayTests: XCTestCase {
    /// A clock that jumps: `sleep(until:)` moves the fake clock there at once, and past `end` it stops the watch.
    private struct ReplayClock: WatchClock {
        let clock: FakeClock
        let end: Date
        /// Called with each moment the clock jumps to (a test stops the fake there).
        var onJump: @Sendable (Date) -> Void = { _ in }

        func now() -> Date { clock.now }

        func sleep(until date: Date) async throws {
            try Task.checkCancellation()
            guard date <= end else { throw CancellationError() }
            let step = date.timeIntervalSince(clock.now)
            if step > 0 { clock.advance(by: step) }
            onJump(clock.now)
            await Task.yield()
        }
    }

    /// One printed event line: its moment, code and detail.
    private struct Line: Equatable, CustomStringConvertible {
        let time: Date
        let code: String
        let detail: String

        var description: String { "\(WatchEventText.instant(time)) \(code) \(detail)" }
    }

    /// Runs `spacex arguments…` in-process with `environment` and its own empty cache, not on a terminal, `watch`
    /// on `clock` (nil: the system's); what it wrote to standard output and error, and its outcome.
    @MainActor
    private static func run(_ arguments: [String], environment: [String: String], clock: (any WatchClock)?) async -> (
        out: String, err: String, code: ScriptOutcome
    ) {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let out = Locked("")
        let err = Locked("")
        let console = Console(
            program: "spacex", out: { text in out.withLock { $0 += text } },
            err: { text in err.withLock { $0 += text } })
        let code = await SpaceXApp.run(
            arguments: arguments, environment: environment.merging(["SPACEX_CACHE_DIR": cache.path]) { $1 },
            console: console, stdoutIsTTY: false, stdinIsTTY: false, terminalSize: nil, watchClock: clock)
        return (out.withLock { $0 }, err.withLock { $0 }, code)
    }

    /// The lead-time line expected at `time` saying `detail`.
    private static func lead(at time: String, _ detail: String) -> Line {
        Line(time: instant(time), code: "lead-time", detail: detail)
    }

    private static func instant(_ text: String) -> Date {
        (try? Date(text, strategy: .iso8601)) ?? .distantPast
    }

    /// Runs `spacex watch --source ll2 --tz utc` plus `arguments` from `start` to `end` over the Flight 12 replay;
    /// returns the event lines (standard output as printed, and read as text lines), standard error, the exit code
    /// and the replay (its request log).
    @MainActor
    private func watch(
        _ arguments: [String] = [], from start: String, to end: String, stopServerAt stop: String? = nil,
        requestsPerHour: Int = 15
    ) async throws -> (
        lines: [Line], stdout: String, stderr: String, code: ScriptOutcome, replay: FakeLaunchLibraryReplay
    ) {
        let clock = FakeClock(Self.instant(start))
        let replay = try FakeLaunchLibraryReplay(
            recording: LaunchLibraryRecordings.starshipFlight12Transitions, clock: clock,
            requestsPerHour: requestsPerHour)
        try replay.start()
        defer { replay.stop() }
        let base = replay.baseURL.appending(path: "2.3.0").absoluteString
        let (out, err, code) = await Self.run(
            ["watch", "--source", "ll2", "--base-url", base, "--tz", "utc"] + arguments,
            environment: ["TERM": "xterm-256color", "SPACEX_REQUEST_DEADLINE": "3"],
            clock: ReplayClock(clock: clock, end: Self.instant(end)) { now in
                if let stop, now >= Self.instant(stop) { replay.stop() }
            })
        let lines = out.split(separator: "\n").compactMap { row -> Line? in
            let fields = row.components(separatedBy: "  ")
            guard fields.count > 1 else { return nil }
            return Line(
                time: Self.instant(fields[0]), code: fields[1], detail: fields.dropFirst(3).joined(separator: "  "))
        }
        return (lines, out, err, code, replay)
    }

    @MainActor
    func testFlight12EmitsTheLeadTimesTheScrubGoInFlightAndSuccessInOrderAtTheirFakeTimes() async throws {
        let run = try await watch(from: "2026-05-12T00:00:00Z", to: "2026-05-23T12:00:00Z")
        XCTAssertEqual(run.code, .success, run.stderr)
        let key = run.lines.filter { ["lead-time", "scrubbed", "go", "in-flight", "success"].contains($0.code) }
        XCTAssertEqual(
            key.map(\.code),
            [
                "go", "lead-time", "lead-time", "lead-time", "scrubbed", "go", "lead-time", "lead-time", "in-flight",
                "success",
            ], "\(run.lines)")
        guard key.count == 10 else { return }
        /// A change is seen at the first request after it was recorded: never before, and within the cadence.
        func seen(_ line: Line, after recorded: String, within seconds: TimeInterval) {
            let time = Self.instant(recorded)
            XCTAssertTrue(
                line.time >= time && line.time <= time.addingTimeInterval(seconds), "\(line) after \(recorded)")
        }
        seen(key[0], after: "2026-05-12T21:54:42.648Z", within: 3_600)
        XCTAssertEqual(key[1], Self.lead(at: "2026-05-21T21:30:01Z", "T-1h, NET 21 May 2026, 22:30:01 UTC"))
        XCTAssertEqual(key[2], Self.lead(at: "2026-05-21T22:30:00Z", "T-1h, NET 21 May 2026, 23:30:00 UTC"))
        XCTAssertEqual(key[3], Self.lead(at: "2026-05-21T23:20:00Z", "T-10m, NET 21 May 2026, 23:30:00 UTC"))
        seen(key[4], after: "2026-05-21T23:49:21.883Z", within: 240)
        XCTAssertEqual(key[4].detail, "Scrubbed: NET 21 May 2026, 23:30:00 UTC → 22 May 2026, 22:30 UTC (23 h later)")
        seen(key[5], after: "2026-05-22T01:43:14.546Z", within: 1_800)
        XCTAssertEqual(key[6], Self.lead(at: "2026-05-22T21:30:00Z", "T-1h, NET 22 May 2026, 22:30:00 UTC"))
        XCTAssertEqual(key[7], Self.lead(at: "2026-05-22T22:20:00Z", "T-10m, NET 22 May 2026, 22:30:00 UTC"))
        seen(key[8], after: "2026-05-22T22:48:37.061Z", within: 240)
        seen(key[9], after: "2026-05-23T09:11:06.487Z", within: 3_600)
        XCTAssertEqual(run.lines.map(\.time), run.lines.map(\.time).sorted(), "events in time order")
        // The webcast goes live on each launch day (and its end is no event).
        let live = run.lines.filter { $0.code == "webcast-live" }
        XCTAssertEqual(live.count, 2, "\(run.lines)")
        if live.count == 2 {
            seen(live[0], after: "2026-05-21T20:09:32.346Z", within: 3_600)
            seen(live[1], after: "2026-05-22T20:09:37.176Z", within: 3_600)
            XCTAssertTrue(live[0].detail.hasPrefix("Webcast live"), live[0].detail)
        }
        let moved = run.lines.filter { $0.code == "net-moved" }
        XCTAssertTrue(
            moved.contains {
                $0.detail.hasPrefix("NET 21 May 2026, 22:30:01 UTC → 21 May 2026, 23:30:00 UTC (1 h later)")
            }, "\(moved)")

        // The fake's log: never more than 15 requests in any rolling hour (watch keeps 3 of them for other runs).
        XCTAssertGreaterThan(run.replay.requests.count, 100)
        XCTAssertLessThanOrEqual(run.replay.mostRequestsInAnHour, 12)
        XCTAssertTrue(run.replay.requests.allSatisfy { $0.status == 200 }, "never throttled")
        // Every request shown as it happens, on standard error.
        let shown = run.stderr.split(separator: "\n").filter { $0.contains(" request: ") }
        XCTAssertEqual(shown.count, run.replay.requests.count, run.stderr)
    }

    /// With `--json`, the same events as JSON objects, one a line: the first hour before the first NET.
    @MainActor
    func testWithJSONEachEventIsOneObjectALine() async throws {
        let run = try await watch(["--json"], from: "2026-05-21T21:00:00Z", to: "2026-05-21T21:45:00Z")
        XCTAssertEqual(run.code, .success, run.stderr)
        let objects = try run.stdout.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], String($0))
        }
        let leads = objects.filter { $0["event"] as? String == "lead-time" }
        XCTAssertEqual(leads.count, 1, run.stdout)
        XCTAssertEqual(leads.first?["time"] as? String, "2026-05-21T21:30:01Z")
        XCTAssertEqual(leads.first?["lead"] as? Int, 3_600)
        XCTAssertEqual(leads.first?["message"] as? String, "T-1h, NET 21 May 2026, 22:30:01 UTC")
        XCTAssertTrue(run.stderr.contains(" request: "), "requests stay text, on standard error")
    }

    /// The fake goes away at 21:00 on launch day: every request then fails and says why, the watch goes on with
    /// the last answer, and its lead times still come at 21:30 and 22:20.
    @MainActor
    func testANetworkFailureKeepsTheWatchGoingOnTheLastAnswerWithTheReason() async throws {
        let run = try await watch(
            from: "2026-05-22T18:00:00Z", to: "2026-05-22T22:25:00Z", stopServerAt: "2026-05-22T21:00:00Z")
        XCTAssertEqual(run.code, .success, run.stderr)
        XCTAssertEqual(
            run.lines.filter { $0.code == "lead-time" },
            [
                Self.lead(at: "2026-05-22T21:30:00Z", "T-1h, NET 22 May 2026, 22:30:00 UTC"),
                Self.lead(at: "2026-05-22T22:20:00Z", "T-10m, NET 22 May 2026, 22:30:00 UTC"),
            ])
        let failed = run.stderr.split(separator: "\n").filter {
            $0.contains("request: ") && $0.contains("Launch Library")
        }
        XCTAssertFalse(failed.isEmpty, run.stderr)
        XCTAssertTrue(failed.allSatisfy { $0.contains("showing") && $0.contains("next request at") }, "\(failed)")
        // Failed requests are asked again sooner than the cadence (4 min, backing off), never past the budget.
        XCTAssertTrue(failed.first?.contains("next request at 2026-05-22T21:04:00Z") == true, "\(failed)")
        XCTAssertTrue(run.replay.requests.allSatisfy { $0.time < Self.instant("2026-05-22T21:00:00Z") })
    }

    /// The r/SpaceX API's frozen data has nothing still to come: watch says so once and exits 0.
    @MainActor
    func testTheFrozenSourceHasNothingUpcomingToWatch() async throws {
        let (out, err, code) = await Self.run(["watch", "--offline"], environment: [:], clock: nil)
        XCTAssertEqual(code, .success)
        XCTAssertEqual(out, "")
        XCTAssertEqual(err.components(separatedBy: "nothing upcoming to watch").count, 2, err)
    }

    /// A service stricter than its stated budget (5 an hour): its 429 says how long to wait, the wait is saved, and
    /// no request goes out before it ends; the watch goes on from the last answer meanwhile.
    @MainActor
    func testAThrottledRequestsWaitIsNeverPassed() async throws {
        let run = try await watch(from: "2026-05-22T20:00:00Z", to: "2026-05-22T23:00:00Z", requestsPerHour: 5)
        XCTAssertEqual(run.code, .success, run.stderr)
        let requests = run.replay.requests
        let throttled = requests.filter { $0.status == 429 }
        XCTAssertFalse(throttled.isEmpty, "the fake throttled: \(requests)")
        for refusal in throttled {
            // The fake's wait: until its oldest request of the hour leaves the window.
            let window = requests.filter { $0.status == 200 && $0.time > refusal.time.addingTimeInterval(-3_600) }
            let until = (window.map(\.time).min() ?? refusal.time).addingTimeInterval(3_600)
            let next = requests.first { $0.time > refusal.time }
            XCTAssertTrue(
                next.map { $0.time >= until.addingTimeInterval(-1) } ?? true,
                "\(refusal) then \(String(describing: next))")
        }
        XCTAssertTrue(run.stderr.contains("the source throttles until "), run.stderr)
        XCTAssertEqual(
            run.lines.filter { $0.code == "lead-time" }.map(\.time),
            [Self.instant("2026-05-22T21:30:00Z"), Self.instant("2026-05-22T22:20:00Z")])
    }

    /// The launches' filters narrow what is watched: a search the launch matches keeps its events, one it does
    /// not leaves nothing upcoming (said once, exit 0), and a day that does not exist is a usage error.
    @MainActor
    func testTheLaunchesFiltersNarrowWhatIsWatched() async throws {
        let matching = try await watch(
            ["--search", "flight 12", "--from", "2026-05-22"], from: "2026-05-22T21:00:00Z", to: "2026-05-22T21:35:00Z")
        XCTAssertEqual(matching.code, .success, matching.stderr)
        XCTAssertEqual(
            matching.lines.filter { $0.code == "lead-time" },
            [Self.lead(at: "2026-05-22T21:30:00Z", "T-1h, NET 22 May 2026, 22:30:00 UTC")])

        let other = try await watch(["--search", "crew"], from: "2026-05-22T21:00:00Z", to: "2026-05-22T21:35:00Z")
        XCTAssertEqual(other.code, .success)
        XCTAssertEqual(other.lines, [])
        XCTAssertEqual(other.stderr.components(separatedBy: "nothing upcoming to watch").count, 2, other.stderr)

        let starship = try await watch(
            ["--rocket", "starship", "--site", "starbase", "--status", "go"], from: "2026-05-22T21:00:00Z",
            to: "2026-05-22T21:35:00Z")
        XCTAssertEqual(starship.code, .success, starship.stderr)
        XCTAssertEqual(
            starship.lines.filter { $0.code == "lead-time" },
            [Self.lead(at: "2026-05-22T21:30:00Z", "T-1h, NET 22 May 2026, 22:30:00 UTC")])
        let falcon = try await watch(
            ["--rocket", "falcon 9"], from: "2026-05-22T21:00:00Z", to: "2026-05-22T21:35:00Z")
        XCTAssertEqual(falcon.lines, [], "Flight 12 flies on Starship")
        XCTAssertTrue(falcon.stderr.contains("nothing upcoming to watch"), falcon.stderr)
        let ambiguous = try await watch(
            ["--rocket", "falcon"], from: "2026-05-22T21:00:00Z", to: "2026-05-22T21:35:00Z")
        XCTAssertEqual(ambiguous.code, .usage, ambiguous.stderr)
        XCTAssertEqual(ambiguous.replay.requests.count, 0)

        let badDay = try await watch(
            ["--from", "2026-02-30"], from: "2026-05-22T21:00:00Z", to: "2026-05-22T21:35:00Z")
        XCTAssertEqual(badDay.code, .usage)
        XCTAssertTrue(badDay.stderr.contains("2026-02-30"), badDay.stderr)
        XCTAssertEqual(badDay.replay.requests.count, 0)
    }
}
