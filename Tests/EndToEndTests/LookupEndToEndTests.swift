import EndToEndSupport
import FakeLaunchLibrary
import FakeSpaceXAPI
import Foundation
import XCTest

/// Issue 24, finding things the same way for every source: launches, rockets and launch sites by the names people
/// type, with the built-in r/SpaceX data (offline) and with Launch Library (the fake over the recorded 2026
/// answers); `--json` printing the chosen source's own documents for every command; and a launch saved in any saved
/// Launch Library answer found by id or name offline and while throttled.
final class LookupEndToEndTests: XCTestCase {
    private var server: FakeLaunchLibraryServer?
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        server?.stop()
        spacex?.removeCache()
    }

    /// Starts the fake Launch Library with `configuration`.
    @discardableResult
    private func startLaunchLibrary(_ configuration: FakeLaunchLibraryConfiguration = .init()) throws
        -> FakeLaunchLibraryServer
    {
        server?.stop()
        let fake = try FakeLaunchLibraryServer(configuration: configuration)
        try fake.start()
        server = fake
        return fake
    }

    /// `spacex --source ll2 --base-url <fake>/2.3.0 arguments…`.
    private func ll2(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws
        -> ProcessOutput
    {
        let fake = try XCTUnwrap(server, "start the fake first", file: file, line: line)
        let base = fake.baseURL.appending(path: "2.3.0").absoluteString
        return try spacex.run(["--source", "ll2", "--base-url", base] + arguments, file: file, line: line)
    }

    /// The first line of a detail: the name of what was found.
    private func title(_ result: ProcessOutput) -> String {
        result.stdout.split(separator: "\n").first.map(String.init) ?? ""
    }

    /// The JSON a `--json` run printed, as one object.
    private func object(_ result: ProcessOutput, file: StaticString = #filePath, line: UInt = #line) throws
        -> [String: Any]
    {
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        return try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout,
            file: file, line: line)
    }

    // MARK: - Names, the default source

    func testCrewOneIsFoundWithTheDefaultSourceHoweverItIsSpelled() throws {
        for name in ["crew 1", "crew-1", "CREW_1", "Crew1"] {
            let result = try spacex.run(["launch", name, "--offline", "--no-color"])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(title(result), "Crew-1", "\(name): the whole name ranks before Crew-10's start")
        }
    }

    func testFalconNineIsFoundWithTheDefaultSourceAsFalcon9() throws {
        for name in ["falcon9", "FALCON-9", "f9"] {
            let result = try spacex.run(["rocket", name, "--offline", "--no-color"])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(title(result), "Falcon 9", name)
        }
    }

    func testLaunchSitesAreFoundByTheirShortNamesPlacesAndPadsOffline() throws {
        let expected = ["ksc": "KSC LC 39A", "39a": "KSC LC 39A", "kennedy": "KSC LC 39A", "slc 40": "CCSFS SLC 40"]
        for (name, site) in expected {
            let result = try spacex.run(["launchpad", name, "--offline", "--no-color"])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(title(result), site, name)
        }
    }

    // MARK: - Names, Launch Library

    func testCrewTwelveIsFoundWithLaunchLibraryHoweverItIsSpelled() throws {
        let fake = try startLaunchLibrary()
        for name in ["crew 12", "crew-12", "CREW_12"] {
            let result = try ll2(["launch", name, "--no-color"])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(title(result), "Crew-12", name)
        }
        XCTAssertEqual(fake.requests.count, 1, "the three spellings are one search, asked once")
        XCTAssertTrue(fake.requests.first?.query?.contains("search=crew%2012") ?? false, "\(fake.requests)")
    }

    func testFalconNineIsFoundWithLaunchLibraryAsFalcon9() throws {
        try startLaunchLibrary()
        for name in ["falcon9", "FALCON-9"] {
            let result = try ll2(["rocket", name, "--no-color"])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(title(result), "Falcon 9", name)
        }
    }

    func testLaunchLibrarysPadsAreFoundByAbbreviationPlaceAndPadOnlineAndOffline() throws {
        let fake = try startLaunchLibrary()
        let expected = [
            "ksc": "LC-39A", "39a": "LC-39A", "kennedy": "LC-39A", "slc 40": "SLC-40", "87": "LC-39A",
            "space launch complex 40": "SLC-40",
        ]
        for offline in [false, true] {
            for (name, site) in expected {
                let result = try ll2(["launchpad", name, "--no-color"] + (offline ? ["--offline"] : []))
                XCTAssertEqual(result.status, 0, "\(name), offline \(offline): \(result.stderr)")
                XCTAssertEqual(title(result), site, "\(name), offline \(offline)")
            }
        }
        XCTAssertEqual(fake.requests.map(\.path), ["/2.3.0/launches/"], "one launches answer holds every pad")
    }

    func testAPadIsFoundOfflineFromAnySavedLaunchesAnswer() throws {
        let fake = try startLaunchLibrary()
        let search = try ll2(["launch", "crew 12"])
        XCTAssertEqual(search.status, 0, search.stderr)
        fake.reset()

        let result = try ll2(["launchpad", "slc 40", "--offline", "--no-color"])

        XCTAssertEqual(result.status, 0, "Crew-12's pad, from the saved search: \(result.stderr)")
        XCTAssertEqual(title(result), "SLC-40")
        XCTAssertEqual(fake.requests.count, 0)
    }

    // MARK: - `--json`: the chosen source's documents, every command

    func testJSONPrintsTheRSpaceXDocumentsForARocketAndALaunchSite() throws {
        let rocket = try object(try spacex.run(["rocket", "falcon9", "--json", "--offline"]))
        XCTAssertEqual(rocket["name"] as? String, "Falcon 9")
        XCTAssertNotNil(rocket["first_flight"], "the r/SpaceX spelling")
        XCTAssertNotNil(rocket["engines"] as? [String: Any])

        let site = try object(try spacex.run(["launchpad", "39a", "--json", "--offline"]))
        XCTAssertEqual(site["id"] as? String, "5e9e4502f509094188566f88")
        XCTAssertEqual(site["full_name"] as? String, "Kennedy Space Center Historic Launch Complex 39A")
        XCTAssertNotNil(site["launch_attempts"])
    }

    func testJSONPrintsLaunchLibrarysDocumentsForARocketAndAPad() throws {
        try startLaunchLibrary()
        let rocket = try object(try ll2(["rocket", "falcon9", "--json"]))
        XCTAssertEqual(rocket["name"] as? String, "Falcon 9")
        XCTAssertTrue(rocket["id"] is Int, "Launch Library's id:\n\(rocket)")
        XCTAssertNil(rocket["engines"], "not the r/SpaceX shape")

        for offline in [false, true] {
            let pad = try object(try ll2(["launchpad", "ksc", "--json"] + (offline ? ["--offline"] : [])))
            XCTAssertEqual(pad["id"] as? Int, 87, "Launch Library's pad as received:\n\(pad)")
            XCTAssertEqual(pad["name"] as? String, "Launch Complex 39A")
            XCTAssertEqual((pad["location"] as? [String: Any])?["name"] as? String, "Kennedy Space Center, FL, USA")
            for key in ["full_name", "locality", "region", "launch_attempts"] {
                XCTAssertNil(pad[key], "no r/SpaceX key \(key):\n\(pad)")
            }
        }
    }

    // MARK: - A launch saved in any saved answer

    /// Starship Flight 14, in the newest 100 launches the list saves.
    private static let flight14 = "7d1afb26-6f9c-429b-9ccf-29012fd1e519"

    func testALaunchSavedInAnotherAnswerIsFoundByNameAndIdOfflineWithoutARequest() throws {
        let fake = try startLaunchLibrary()
        let list = try ll2(["launches", "--limit", "100"])
        XCTAssertEqual(list.status, 0, list.stderr)
        fake.reset()

        for query in ["flight 14", "Starship | Flight 14", Self.flight14, Self.flight14.uppercased()] {
            let result = try ll2(["launch", query, "--offline", "--no-color"])
            XCTAssertEqual(result.status, 0, "\(query): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("Flight 14"), "\(query):\n\(result.stdout)")
        }
        let json = try object(try ll2(["launch", "flight 14", "--offline", "--json"]))
        XCTAssertEqual(json["id"] as? String, Self.flight14, "Launch Library's document:\n\(json)")
        XCTAssertNotNil(json["net"], "as received:\n\(json)")
        XCTAssertEqual(fake.requests.count, 0, "all from the saved list answer")

        let unsaved = try ll2(["launch", "no such mission", "--offline"])
        XCTAssertEqual(unsaved.status, 1, unsaved.stderr)
    }

    func testALaunchSavedInAnotherAnswerIsFoundByNameAndIdWhileThrottled() throws {
        let fake = try startLaunchLibrary(FakeLaunchLibraryConfiguration(requestsPerHour: 1))
        let list = try ll2(["launches", "--limit", "100"])
        XCTAssertEqual(list.status, 0, list.stderr)

        for query in ["flight 14", Self.flight14] {
            let result = try ll2(["launch", query, "--no-color"])
            XCTAssertEqual(result.status, 0, "\(query): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("Flight 14"), "\(query):\n\(result.stdout)")
            XCTAssertTrue(
                result.stderr.contains("Launch Library allows 15 requests an hour; next in"),
                "\(query): the wait:\n\(result.stderr)")
        }
        XCTAssertEqual(fake.requests.map(\.status), [200, 429], "the 429's wait is saved: the next run sends nothing")
    }
}
