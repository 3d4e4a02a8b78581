import FakeLaunchLibrary
import Foundation
import LaunchesCore
import LaunchesUI
import RepositoryDefinitions
import RepositoryImplementations
import ScriptPrinting
import XCTest

@testable import LaunchLibrary

/// Issue 25, the filters people ask for: `--rocket starship`, `--site "LC-39A"`, `--status success` and
/// `--crewed` over the fake serving the 155 recorded SpaceX launches of 2026, each one request carrying Launch
/// Library's own query parameter (read from the fake's request log), each giving exactly the recorded launches
/// that match; a site Launch Library can't be asked for is one line and no request.
@MainActor
final class LaunchCriteriaRequestTests: XCTestCase {
    private var fake: FakeLaunchLibraryServer!
    private var client: LaunchLibraryClient!
    private let now = FakeLaunchLibraryConfiguration.recordingEnd

    override func setUp() async throws {
        fake = try FakeLaunchLibraryServer(configuration: FakeLaunchLibraryConfiguration())
        try fake.start()
        client = fake.client(at: now)
    }

    override func tearDown() async throws {
        fake.stop()
    }

    /// `spacex launches` over the client, refusing what Launch Library can't be asked for, as the App composes it.
    private var script: LaunchesScript {
        client.launchesScript(now: now, timeZone: TimeZone(identifier: "UTC")!).refusing {
            LaunchLibraryLaunchQuery.unsupported($0)
        }
    }

    /// The launches one page of `arguments` lists (pages of 100: every match in one answer), by name.
    private func names(_ arguments: LaunchesArguments) async throws -> [String] {
        guard case .success(let answer) = await script.list(arguments) else {
            throw Unanswered(result: "\(arguments)")
        }
        let launches = try XCTUnwrap(answer.json as? [Launch], "the page's launches")
        return launches.map(\.name).sorted()
    }

    private func arguments(_ change: (inout LaunchesArguments) -> Void) -> LaunchesArguments {
        var arguments = LaunchesArguments(limit: 100)
        change(&arguments)
        return arguments
    }

    /// The one request's query, which must hold `parameter`.
    private func assertOneRequest(asking parameter: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(fake.requests.count, 1, "one request", file: file, line: line)
        let query = fake.requests.first?.query?.removingPercentEncoding ?? ""
        XCTAssertTrue(query.contains(parameter), "\(parameter) in \(query)", file: file, line: line)
    }

    func testRocketStarshipIsTheThreeStarshipFlightsInOneRequest() async throws {
        let names = try await names(arguments { $0.rocket = "starship" })

        assertOneRequest(asking: "rocket__configuration__name=Starship")
        XCTAssertEqual(names, ["Flight 12", "Flight 13", "Flight 14"])
    }

    func testSiteLC39AIsTheFiveLaunchesFromKennedysPadInOneRequest() async throws {
        let names = try await names(arguments { $0.site = "LC-39A" })

        assertOneRequest(asking: "pad=87")
        XCTAssertEqual(
            names,
            [
                "Griffin Mission One", "Nancy Grace Roman Space Telescope", "USSF-75", "Vast-1",
                "ViaSat-3 F3 (ViaSat-3 Asia-Pacific)",
            ].sorted())
    }

    func testStatusSuccessIsTheNinetySixLaunchesThatSucceededInOneRequest() async throws {
        let names = try await names(arguments { $0.status = "success" })

        assertOneRequest(asking: "status__ids=3")
        XCTAssertEqual(names.count, 96)
        XCTAssertTrue(names.contains("Flight 12") && names.contains("Crew-12"), "\(names)")
        XCTAssertFalse(names.contains("Flight 14") || names.contains("Crew-13"), "not flown yet: \(names)")
    }

    func testUpcomingStatusAsksForTBDTBCGoAndHold() async throws {
        let names = try await names(arguments { $0.status = "Upcoming" })

        assertOneRequest(asking: "status__ids=1,2,5,8")
        XCTAssertEqual(names.count, 57, "51 TBD and 6 Go")
    }

    func testCrewedIsCrew12AndCrew13InOneRequest() async throws {
        let names = try await names(arguments { $0.crewed = true })

        assertOneRequest(asking: "is_crewed=true")
        XCTAssertEqual(names, ["Crew-12", "Crew-13"])
    }

    func testCriteriaCombineInOneRequest() async throws {
        let names = try await names(
            arguments {
                $0.rocket = "falcon heavy"
                $0.site = "kennedy"
            })

        assertOneRequest(asking: "rocket__configuration__name=Falcon Heavy")
        assertOneRequest(asking: "pad=87")
        XCTAssertEqual(
            names,
            [
                "Griffin Mission One", "Nancy Grace Roman Space Telescope", "USSF-75",
                "ViaSat-3 F3 (ViaSat-3 Asia-Pacific)",
            ].sorted(), "Vast-1 is a Falcon 9")
    }

    func testAStarbaseSiteAsksForItsLocationSoBothPadsCount() async throws {
        let names = try await names(arguments { $0.site = "starbase" })

        assertOneRequest(asking: "location__ids=143")
        XCTAssertEqual(names, ["Flight 12", "Flight 13", "Flight 14"])
    }

    func testASiteLaunchLibraryCantBeAskedForIsOneLineAndNoRequest() async throws {
        let result = await script.list(arguments { $0.site = "kwajalein" })

        guard case .failure(.unavailable(let message)) = result else { return XCTFail("\(result)") }
        XCTAssertTrue(message.contains("Kwajalein Atoll") && !message.contains("\n"), message)
        XCTAssertEqual(fake.requests.count, 0, "no request")
    }

    func testANameThatMatchesNothingOrSeveralIsAUsageErrorAndNoRequest() async throws {
        for (change, words) in [
            ({ (arguments: inout LaunchesArguments) in arguments.rocket = "falcon" }, "Falcon 1 or Falcon 9"),
            ({ (arguments: inout LaunchesArguments) in arguments.status = "scrubbed" }, "no launch status"),
        ] {
            let result = await script.list(arguments(change))
            guard case .failure(.usage(let message, _)) = result else { return XCTFail("\(result)") }
            XCTAssertTrue(message.contains(words), message)
        }
        XCTAssertEqual(fake.requests.count, 0, "no request")
    }
}
private struct Unanswered: Error {
    let result: String
}
