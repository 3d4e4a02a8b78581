import EndToEndSupport
import FakeLaunchLibrary
import FakeSpaceXAPI
import Foundation
import XCTest

/// Issue 20 in script mode: `spacex --source ll2 …` against the built binary and a loopback fake of Launch Library
/// over the recorded 2026 data, counting requests in the fake's log.
final class LaunchLibraryEndToEndTests: XCTestCase {
    private var server: FakeLaunchLibraryServer!
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        try start(FakeLaunchLibraryConfiguration())
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        server?.stop()
        spacex?.removeCache()
    }

    private func start(_ configuration: FakeLaunchLibraryConfiguration) throws {
        server?.stop()
        server = try FakeLaunchLibraryServer(configuration: configuration)
        try server.start()
    }

    /// `spacex --source ll2 --base-url <fake>/2.3.0 arguments…`.
    private func ll2(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessOutput {
        let base = server.baseURL.appending(path: "2.3.0").absoluteString
        return try spacex.run(["--source", "ll2", "--base-url", base] + arguments, environment: environment)
    }

    private var launchRequests: [RecordedRequest] { server.requests.filter { $0.path == "/2.3.0/launches/" } }

    func testLaunchesListsNewestFirstWithStatusDateAndSiteInOneRequest() throws {
        let result = try ll2(["launches", "--limit", "5"])

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(server.requests.count, 1, "one page is one request")
        let query = try XCTUnwrap(launchRequests.first?.query)
        XCTAssertTrue(query.contains("ordering=-net"), query)
        XCTAssertTrue(query.contains("lsp__id=121"), query)
        XCTAssertTrue(result.stdout.contains("Inmarsat-7"), "the newest recorded launch first:\n\(result.stdout)")
        XCTAssertTrue(result.stdout.contains("TBD"), "its live status:\n\(result.stdout)")
        XCTAssertTrue(result.stdout.contains("2026"), "its date:\n\(result.stdout)")
        XCTAssertTrue(result.stdout.contains("Unknown Pad"), "its site:\n\(result.stdout)")
    }

    /// Issue 25: the fake serving the 2026-05-23 snapshot at its own time, `SPACEX_NOW` the same instant.
    func testNextIsStarlinkGroup1047AndUpcomingOpensOnFlight12InOneRequestEach() throws {
        try start(.snapshot20260523())
        let now = ["SPACEX_NOW": "2026-05-23T09:11:06Z", "TZ": "UTC"]

        let next = try ll2(["next"], environment: now)
        XCTAssertEqual(next.status, 0, next.stderr)
        XCTAssertTrue(next.stdout.contains("Starlink Group 10-47") && next.stdout.contains("T-2d 02:30"), next.stdout)
        XCTAssertEqual(server.requests.count, 1)

        server.reset()
        let upcoming = try ll2(["launches", "--upcoming", "--limit", "3", "--width", "120"], environment: now)
        XCTAssertEqual(upcoming.status, 0, upcoming.stderr)
        let lines = upcoming.stdout.split(separator: "\n").map(String.init)
        let first = try XCTUnwrap(lines.firstIndex { $0.contains("Flight 12") }, upcoming.stdout)
        let second = try XCTUnwrap(lines.firstIndex { $0.contains("Starlink Group 10-47") }, upcoming.stdout)
        XCTAssertLessThan(first, second, upcoming.stdout)
        XCTAssertEqual(server.requests.count, 1, "Upcoming is one request")

        server.reset()

        let past = try ll2(["launches", "--past", "--limit", "1"], environment: now)
        XCTAssertEqual(past.status, 0, past.stderr)
        XCTAssertTrue(past.stdout.contains("Flight 12"), past.stdout)
        XCTAssertEqual(server.requests.count, 1, "Past is one request")
        XCTAssertEqual(try ll2(["launches", "--past", "--upcoming"]).status, 2, "one view at a time")
    }

    func testAMonthIsOneRequest() throws {
        let result = try ll2(["launches", "--from", "2026-05-01", "--to", "2026-05-31", "--limit", "20"])

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(server.requests.count, 1, server.requests.map(\.path).description)
        let query = try XCTUnwrap(launchRequests.first?.query)
        XCTAssertTrue(query.contains("net__gte=2026-05-01"), query)
        XCTAssertTrue(query.contains("net__lte=2026-05-31"), query)
        XCTAssertTrue(result.stdout.contains("Flight 12"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Inmarsat-7"), "nothing outside May:\n\(result.stdout)")
    }

    func testALaunchByNameIgnoresCaseAndPunctuationAndShowsBoosterAndOutcome() throws {
        for name in ["starship flight 12", "Starship | Flight 12", "flight 12"] {
            server.reset()
            let result = try ll2(["launch", name])

            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertLessThanOrEqual(server.requests.count, 1, "\(name): one search at most")
            XCTAssertTrue(result.stdout.contains("Flight 12"), result.stdout)
            XCTAssertTrue(result.stdout.contains("Booster 19"), "the booster:\n\(result.stdout)")
            XCTAssertTrue(result.stdout.contains("Success"), "the outcome:\n\(result.stdout)")
        }
    }

    func testRocketsListTheSpaceXVehiclesWithSuccessRates() throws {
        let result = try ll2(["rockets"])

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(server.requests.count, 1)
        XCTAssertEqual(server.requests.first?.path, "/2.3.0/launcher_configurations/")
        for name in ["Falcon 9", "Falcon Heavy", "Starship"] {
            XCTAssertTrue(result.stdout.contains(name), "\(name):\n\(result.stdout)")
        }
        XCTAssertTrue(result.stdout.contains("100%"), "Falcon Heavy's 12 of 12:\n\(result.stdout)")
    }

    /// Issue 20: with `--source ll2` a launch site is the pad Launch Library's launches name, from one launches
    /// request and then none; never an r/SpaceX launchpad.
    func testALaunchSiteIsLaunchLibrarysPadFromOneRequest() throws {
        let result = try ll2(["launchpad", "space launch complex 40"])

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(server.requests.map(\.path), ["/2.3.0/launches/"])
        XCTAssertTrue(result.stdout.contains("Space Launch Complex 40"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Cape Canaveral SFS"), "its place:\n\(result.stdout)")
        XCTAssertTrue(result.stdout.contains("America/New_York"), "its zone:\n\(result.stdout)")

        let starbase = try ll2(["launchpad", "orbital launch pad 2"])

        XCTAssertEqual(starbase.status, 0, starbase.stderr)
        XCTAssertTrue(starbase.stdout.contains("SpaceX Starbase"), starbase.stdout)
        XCTAssertEqual(server.requests.count, 1, "the saved launches answer holds every site")
    }

    func testOfflineAnswersFromSavedAnswersWithoutARequest() throws {
        let online = try ll2(["launches", "--limit", "5"])
        XCTAssertEqual(online.status, 0, online.stderr)
        server.reset()

        let offline = try ll2(["launches", "--limit", "5", "--offline"])

        XCTAssertEqual(offline.status, 0, offline.stderr)
        XCTAssertEqual(server.requests.count, 0)
        XCTAssertTrue(offline.stdout.contains("Inmarsat-7"), offline.stdout)
    }

    func testOfflineWithNothingSavedSaysSoAndFails() throws {
        let result = try ll2(["rockets", "--offline"])

        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(server.requests.count, 0)
        XCTAssertFalse(result.stderr.isEmpty)
    }

    func testAThrottledRequestShowsTheSavedDataWithItsAgeAndTheWait() throws {
        try start(FakeLaunchLibraryConfiguration(requestsPerHour: 1))
        XCTAssertEqual(try ll2(["rockets"]).status, 0)

        let result = try ll2(["rockets", "--refresh"])

        XCTAssertEqual(result.status, 0, "something was shown:\n\(result.stderr)")
        XCTAssertEqual(server.requests.map(\.status), [200, 429])
        XCTAssertTrue(result.stdout.contains("Falcon 9"), result.stdout)
        XCTAssertTrue(
            result.stderr.contains("showing saved data from "), "the saved data's age:\n\(result.stderr)")
        XCTAssertTrue(
            result.stderr.contains("Launch Library allows 15 requests an hour; next in 60 min"), result.stderr)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
    }

    /// The JSON a `--json` run printed, as objects.
    private func jsonObjects(_ result: ProcessOutput) throws -> [[String: Any]] {
        let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        if let object = value as? [String: Any] { return [object] }
        return try XCTUnwrap(value as? [[String: Any]], result.stdout)
    }

    func testJSONPrintsLaunchLibrarysDocumentsAsReceived() throws {
        let list = try ll2(["launches", "--limit", "3", "--json"])

        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertEqual(server.requests.count, 1)
        let launches = try jsonObjects(list)
        XCTAssertEqual(launches.count, 3, list.stdout)
        for launch in launches {
            XCTAssertNotNil(launch["net"], "Launch Library's keys, as sent:\n\(list.stdout)")
            XCTAssertNotNil(launch["launch_service_provider"], list.stdout)
            XCTAssertNil(launch["date_utc"], "not the r/SpaceX shape:\n\(list.stdout)")
        }
        XCTAssertEqual(launches.first?["name"] as? String, "Falcon 9 Block 5 | Inmarsat-7 F1 (GX-7)", list.stdout)
        XCTAssertTrue(list.stderr.isEmpty, "no banner or notice in script output:\n\(list.stderr)")

        let detail = try ll2(["launch", "starship flight 12", "--json"])
        XCTAssertEqual(detail.status, 0, detail.stderr)
        let flight = try XCTUnwrap(try jsonObjects(detail).first)
        XCTAssertEqual(flight["name"] as? String, "Starship | Flight 12", detail.stdout)
        XCTAssertNotNil(flight["rocket"] as? [String: Any], detail.stdout)

        let rockets = try ll2(["rockets", "--json"])
        XCTAssertEqual(rockets.status, 0, rockets.stderr)
        let vehicles = try jsonObjects(rockets)
        XCTAssertTrue(vehicles.contains { $0["name"] as? String == "Falcon 9" && $0["id"] is Int }, rockets.stdout)
        XCTAssertTrue(vehicles.allSatisfy { $0["full_name"] != nil && $0["engines"] == nil }, rockets.stdout)
    }

    func testThrottledWithNothingSavedSaysTheBudgetAndTheWaitOnceNamingTheLaunchLibrary() throws {
        try start(FakeLaunchLibraryConfiguration(requestsPerHour: 1))
        XCTAssertEqual(try ll2(["launches", "--limit", "5"]).status, 0)

        let result = try ll2(["rockets"])

        XCTAssertNotEqual(result.status, 0, "nothing was shown")
        XCTAssertEqual(server.requests.map(\.status), [200, 429])
        XCTAssertTrue(result.stdout.isEmpty, result.stdout)
        XCTAssertEqual(
            result.stderrLines.filter { $0.contains("Launch Library allows 15 requests an hour; next in 60 min") }
                .count, 1, result.stderr)
        XCTAssertFalse(result.stderr.contains("SpaceX API"), "the source in use is named:\n\(result.stderr)")
    }

    func testTheOfflineMessageNamesTheLaunchLibrary() throws {
        let base = "http://127.0.0.1:9/2.3.0"
        let result = try spacex.run(["--source", "ll2", "--base-url", base, "rockets"])

        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("reach the Launch Library"), result.stderr)
        XCTAssertFalse(result.stderr.contains("SpaceX API"), result.stderr)
    }

    /// Issue 20's budget: twenty asks within the fake's hour against its 15-an-hour throttle. Every run shows
    /// data and exits 0: the first fifteen from fresh answers, the other five the saved data with its age and
    /// the wait on one stderr line; none is an error.
    func testTwentyRequestsInAnHourShowSavedDataAndTheWaitNeverAnError() throws {
        let commands: [(arguments: [String], shows: String)] = [
            (["launches", "--limit", "5", "--refresh"], "Inmarsat-7"), (["rockets", "--refresh"], "Falcon 9"),
        ]
        for run in 1...20 {
            let command = commands[run % 2]
            let result = try ll2(command.arguments)

            XCTAssertEqual(result.status, 0, "run \(run): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains(command.shows), "run \(run) shows data:\n\(result.stdout)")
            XCTAssertFalse(result.stderr.contains("rate limiting"), "run \(run) is no error:\n\(result.stderr)")
            if run > 15 {
                XCTAssertTrue(
                    result.stderr.contains("showing saved data from "), "run \(run), its age:\n\(result.stderr)")
                XCTAssertTrue(
                    result.stderr.contains("Launch Library allows 15 requests an hour; next in 60 min"),
                    "run \(run), the wait:\n\(result.stderr)")
                XCTAssertEqual(result.stderrLines.count, 1, "run \(run): \(result.stderr)")
            }
        }
        XCTAssertEqual(
            server.requests.map(\.status), Array(repeating: 200, count: 15) + [429],
            "the 429's wait is saved: the runs after it send nothing")
    }

    /// Issue 25: a known wait outlives the run. A 429 saying 30 minutes, then five runs: none sends a request, each
    /// shows the saved data with the wait and exits 0; a run with nothing saved says the wait alone and exits 1.
    func testAThirtyMinuteWaitIsKeptAcrossRunsWithoutARequest() throws {
        let clock = FakeClock(FakeLaunchLibraryConfiguration.recordingEnd)
        try start(FakeLaunchLibraryConfiguration(clock: clock, requestsPerHour: 2))
        XCTAssertEqual(try ll2(["launches", "--limit", "5"]).status, 0)
        XCTAssertEqual(try ll2(["rockets"]).status, 0)
        clock.advance(by: 1800)
        let throttled = try ll2(["rockets", "--refresh"])
        XCTAssertEqual(throttled.status, 0, throttled.stderr)
        XCTAssertEqual(server.requests.map(\.status), [200, 200, 429])
        XCTAssertTrue(throttled.stderr.contains("next in 30 min"), "a 30-minute Retry-After:\n\(throttled.stderr)")
        server.reset()

        let runs: [(arguments: [String], shows: String)] = [
            (["rockets", "--refresh"], "Falcon 9"), (["launches", "--limit", "5", "--refresh"], "Inmarsat-7"),
            (["rockets", "--refresh"], "Falcon Heavy"), (["launches", "--limit", "5", "--refresh"], "Inmarsat-7"),
            (["rockets", "--refresh"], "Starship"),
        ]
        for (run, command) in runs.enumerated() {
            let result = try ll2(command.arguments)

            XCTAssertEqual(result.status, 0, "run \(run + 1): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains(command.shows), "run \(run + 1) shows saved data:\n\(result.stdout)")
            XCTAssertTrue(result.stderr.contains("showing saved data from "), "run \(run + 1):\n\(result.stderr)")
            XCTAssertTrue(
                result.stderr.contains("Launch Library allows 15 requests an hour; next in 30 min"),
                "run \(run + 1), the wait:\n\(result.stderr)")
        }
        let unsaved = try ll2(["launches", "--from", "2026-05-01", "--to", "2026-05-31"])
        XCTAssertEqual(unsaved.status, 1, unsaved.stderr)
        XCTAssertTrue(unsaved.stdout.isEmpty, unsaved.stdout)
        XCTAssertEqual(unsaved.stderrLines.count, 1, unsaved.stderr)
        XCTAssertTrue(unsaved.stderr.contains("next in 30 min"), unsaved.stderr)
        XCTAssertEqual(server.requests.count, 0, "no request during the wait: \(server.requests.map(\.path))")
    }

    func testAMalformedKeyIsAUsageError() throws {
        let result = try ll2(["rockets"], environment: ["SPACEX_LL2_TOKEN": "bad key"])

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("SPACEX_LL2_TOKEN"), result.stderr)
        XCTAssertEqual(server.requests.count, 0)
    }

    func testTheKeyIsSentAsATokenHeader() throws {
        XCTAssertEqual(try ll2(["rockets"], environment: ["SPACEX_LL2_TOKEN": "abc123"]).status, 0)

        XCTAssertEqual(server.requests.first?.headers["Authorization"], "Token abc123")
    }

    /// Issue 24: `SPACEX_API_URL` names the address of whichever source is chosen, `SPACEX_SOURCE=ll2` too.
    func testTheAddressVariableNamesTheChosenSourcesAddress() throws {
        let base = server.baseURL.appending(path: "2.3.0").absoluteString
        let result = try spacex.run(["rockets"], environment: ["SPACEX_SOURCE": "ll2", "SPACEX_API_URL": base])

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(server.requests.map(\.path), ["/2.3.0/launcher_configurations/"])
        XCTAssertTrue(result.stdout.contains("Falcon Heavy"), result.stdout)
    }
}
