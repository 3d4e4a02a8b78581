import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import LaunchesCore
import LaunchesMocks
import RocketsMocks
import XCTest

/// Runs the built `spacex` binary against a loopback fake of the API, as a user would in a shell.
final class ScriptModeEndToEndTests: ArchiveServerTestCase {
    private var newestFirst: [Launch] { LaunchMocks.sampleNewestFirst }

    func testLaunchesPageTwoOfFivePrintsFiveLaunchesWithMissionSiteDateAndStatus() throws {
        let result = try spacex.run(["launches", "--base-url", baseURL, "--limit", "5", "--page", "2"])

        XCTAssertEqual(result.status, 0, result.stderr)
        let expected = Array(newestFirst[5..<10])
        for launch in expected {
            XCTAssertTrue(result.stdout.contains(launch.name), "missing \(launch.name) in\n\(result.stdout)")
        }
        for launch in newestFirst[0..<5] + newestFirst[10...] {
            XCTAssertFalse(result.stdout.contains(launch.name + " "), "\(launch.name) is not on page 2")
        }
        let site = try XCTUnwrap(expected.first?.launchpad?.name)
        XCTAssertTrue(result.stdout.contains(site), "the launch site is shown")
        let now = Date()
        let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for launch in expected {
            let status = LaunchStatus(launch: launch, now: now).label
            let row = lines.first { $0.hasPrefix(launch.name + " ") }
            XCTAssertTrue(
                row?.contains(status) == true, "\(launch.name) shows its own status \(status): \(row ?? "no row")")
        }
        XCTAssertTrue(result.stdout.contains("Page 2 of"), result.stdout)
        let queries = server.requests.filter { $0.path == "/v5/launches/query" }
        XCTAssertEqual(queries.count, 1, "one request for the screen")
        XCTAssertEqual(queries.first?.jsonBody?["options"]?["page"]?.intValue, 2)
        XCTAssertEqual(queries.first?.jsonBody?["options"]?["limit"]?.intValue, 5)
    }

    func testDateIntervalShowsOnlyThatYearsLaunches() throws {
        let result = try spacex.run([
            "launches", "--base-url", baseURL, "--from", "2020-01-01", "--to", "2020-12-31", "--limit", "100",
            "--tz", "utc",
        ])

        XCTAssertEqual(result.status, 0, result.stderr)
        let year2020 = newestFirst.filter {
            ISO8601DateFormatter().string(from: $0.dateUtc ?? .distantPast).hasPrefix("2020")
        }
        XCTAssertEqual(year2020.count, 26, "the archive's 2020 launches")
        let rows = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for launch in newestFirst {
            let in2020 = year2020.contains(launch)
            XCTAssertEqual(
                rows.contains { $0.hasPrefix(launch.name + " ") }, in2020,
                "\(launch.name) (\(String(describing: launch.dateUtc))) \(in2020 ? "missing" : "should not be listed")")
        }
    }

    func testLaunchDetailShowsDescriptionSiteDateStatusWebcastAndRocketCard() throws {
        let launch = try XCTUnwrap(
            newestFirst.first { $0.links.webcast != nil && $0.details != nil && $0.success == true })

        let result = try spacex.run(["launch", launch.id, "--base-url", baseURL, "--width", "120"])

        XCTAssertEqual(result.status, 0, result.stderr)
        let output = result.stdout
        XCTAssertTrue(output.contains(launch.name))
        XCTAssertTrue(output.contains(String(try XCTUnwrap(launch.details).prefix(30))), output)
        XCTAssertTrue(output.contains(try XCTUnwrap(launch.launchpad?.name)))
        XCTAssertTrue(output.contains("Success"))
        XCTAssertTrue(output.contains(try XCTUnwrap(launch.links.webcast).absoluteString), output)
        XCTAssertTrue(output.contains("Rocket"))
        XCTAssertTrue(output.contains(try XCTUnwrap(launch.rocket?.name)), output)
        XCTAssertEqual(server.requests.filter { $0.path == "/v5/launches/query" }.count, 1)
    }

    func testRocketsListShowsEveryRocketWithItsSuccessRate() throws {
        let result = try spacex.run(["rockets", "--base-url", baseURL])

        XCTAssertEqual(result.status, 0, result.stderr)
        for rocket in RocketSamples.sampleDataset {
            XCTAssertTrue(result.stdout.contains(rocket.name), "missing \(rocket.name)")
            XCTAssertTrue(
                result.stdout.contains("\(rocket.successRatePct ?? -1)%"), "missing the rate of \(rocket.name)")
        }
    }

    func testRocketByNameShowsItsEngines() throws {
        let result = try spacex.run(["rocket", "falcon 9", "--base-url", baseURL])

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Falcon 9"))
        let engineCount = try XCTUnwrap(RocketSamples.falcon9.engines?.number)
        let rows = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(
            rows.contains { $0.hasPrefix("Count") && $0.hasSuffix(" \(engineCount)") },
            "the engine count row shows \(engineCount):\n\(result.stdout)")
        XCTAssertTrue(result.stdout.lowercased().contains("merlin"), result.stdout)
        XCTAssertEqual(server.requests.count, 1, "the detail is shown from the list it was found in")
    }

    func testJSONOutputParses() throws {
        let list = try spacex.run(["launches", "--json", "--limit", "3", "--base-url", baseURL])
        XCTAssertEqual(list.status, 0, list.stderr)
        let launches = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(launches.count, 3)
        XCTAssertNotNil(launches.first?["date_utc"] as? String)

        let rocket = try spacex.run(["rocket", "Falcon Heavy", "--json", "--base-url", baseURL])
        XCTAssertEqual(rocket.status, 0, rocket.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(rocket.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["name"] as? String, "Falcon Heavy")
    }

    func testASecondRunWithinFreshnessCostsNoRequestAndOfflineUsesTheCache() throws {
        XCTAssertEqual(try spacex.run(["rockets", "--base-url", baseURL]).status, 0)
        XCTAssertEqual(server.requests.count, 1)

        let warm = try spacex.run(["rockets", "--base-url", baseURL])
        let offline = try spacex.run(["rockets", "--base-url", baseURL, "--offline"])

        XCTAssertEqual(warm.status, 0)
        XCTAssertEqual(offline.status, 0)
        XCTAssertEqual(server.requests.count, 1, "warm and offline runs are answered from the cache")
        XCTAssertTrue(offline.stdout.contains("Falcon 9"))
        XCTAssertFalse(offline.stdout.contains(ArchiveNotice.marker), "cached data is never called the archive")
    }

    func testUnreachableChosenAPIWithAnEmptyCacheExitsOneAndOfflineShowsTheArchiveBanner() throws {
        server.stop()

        let result = try spacex.run(["launches", "--base-url", baseURL])
        let offline = try spacex.run(["launches", "--base-url", baseURL, "--offline"])

        XCTAssertEqual(result.status, 1, "the archive never stands in for a chosen address: \(result.stdout)")
        XCTAssertEqual(offline.status, 0, offline.stderr)
        XCTAssertTrue(offline.stdout.contains(ArchiveNotice.marker), offline.stdout)
        XCTAssertTrue(offline.stdout.contains(newestFirst[0].name))
    }

    func testUnknownLaunchIsARuntimeErrorWithAClearMessage() throws {
        let result = try spacex.run(["launch", "000000000000000000000000", "--base-url", baseURL])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("000000000000000000000000"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testUsageErrorsExitTwoWithTheReasonAndTheUsage() throws {
        let result = try spacex.run(["launches", "--from", "2020-13-01"])

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("2020-13-01"), result.stderr)
        XCTAssertTrue(result.stderr.contains("usage: spacex launches"), result.stderr)
        XCTAssertEqual(server.requests.count, 0)
    }
}
