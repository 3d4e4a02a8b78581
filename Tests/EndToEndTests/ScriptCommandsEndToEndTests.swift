import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import XCTest

/// Issue 13 in script mode, against the built binary and a loopback fake of the API: `--refresh`, no key hints,
/// one total in header and footer, and `spacex launch <name>`.
final class ScriptCommandsEndToEndTests: ArchiveServerTestCase {
    private var rocketQueries: [RecordedRequest] { server.requests.filter { $0.path == "/v4/rockets/query" } }

    // MARK: - --refresh

    func testRefreshRevalidatesAFreshAnswerWithItsETag() throws {
        XCTAssertEqual(try spacex.run(["rockets", "--base-url", baseURL]).status, 0)
        XCTAssertEqual(try spacex.run(["rockets", "--base-url", baseURL]).status, 0)
        XCTAssertEqual(rocketQueries.count, 1, "a fresh answer costs no request")
        XCTAssertNil(rocketQueries[0].headers["If-None-Match"])

        let refreshed = try spacex.run(["rockets", "--refresh", "--base-url", baseURL])

        XCTAssertEqual(refreshed.status, 0, refreshed.stderr)
        XCTAssertEqual(rocketQueries.count, 2, "--refresh asks although the answer is fresh")
        XCTAssertNotNil(rocketQueries[1].headers["If-None-Match"], "with the stored ETag")
        XCTAssertEqual(rocketQueries[1].status, 304)
        XCTAssertTrue(refreshed.stdout.contains("Falcon 9"), refreshed.stdout)
        XCTAssertFalse(refreshed.stdout.contains("Cached"), "a revalidated answer is live:\n\(refreshed.stdout)")
    }

    func testAFailedRefreshShowsTheSavedDataWithItsAgeAndExitsZero() throws {
        XCTAssertEqual(try spacex.run(["rockets", "--base-url", baseURL]).status, 0)
        server.stop()

        let result = try spacex.run(["rockets", "--refresh", "--base-url", baseURL])

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Falcon 9"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Stale, from cache"), result.stdout)
        XCTAssertTrue(result.stderr.contains("showing saved data from"), result.stderr)
    }

    func testScriptOutputHasNoKeyHintsAndPointsToRefresh() throws {
        XCTAssertEqual(try spacex.run(["rockets", "--base-url", baseURL]).status, 0)
        server.stop()

        let result = try spacex.run(["rockets", "--refresh", "--base-url", baseURL])

        XCTAssertFalse(result.stdout.contains("Press"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Run again with --refresh to retry"), result.stdout)
    }

    func testRefreshAndOfflineTogetherAreAUsageError() throws {
        let result = try spacex.run(["rockets", "--refresh", "--offline"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--refresh asks the network and --offline forbids it"), result.stderr)
        XCTAssertEqual(server.requests.count, 0)
    }

    // MARK: - Header and footer

    func testHeaderAndFooterSayTheKnownTotalOnce() throws {
        let total = try ArchiveAPIServer.dataset().documents(in: .launches).count

        let result = try spacex.run(["launches", "--page", "2", "--limit", "5", "--base-url", baseURL])

        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasSuffix("\(total) launches") == true, result.stdout)
        XCTAssertFalse(result.stdout.contains("5+"), result.stdout)
        XCTAssertEqual(result.stdout.components(separatedBy: "\(total) launches").count - 1, 1, result.stdout)
        let pages = (total + 4) / 5
        XCTAssertEqual(
            lines.last, "Page 2 of \(pages) · next: spacex launches --page 3 --limit 5 --base-url \(baseURL)",
            "the hint repeats the options that shaped the page, so following it continues the same list")
    }

    func testRocketsSayTheirTotalOnceToo() throws {
        let total = try ArchiveAPIServer.dataset().documents(in: .rockets).count

        let result = try spacex.run(["rockets", "--limit", "2", "--base-url", baseURL])

        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasSuffix("\(total) rockets") == true, result.stdout)
        XCTAssertFalse(result.stdout.contains("2+"), result.stdout)
        XCTAssertEqual(
            lines.last, "Page 1 of \((total + 1) / 2) · next: spacex rockets --page 2 --limit 2 --base-url \(baseURL)")
    }

    // MARK: - spacex launch <name>

    func testALaunchIsFoundByNameInOneQuery() throws {
        let result = try spacex.run(["launch", "CREW-1", "--base-url", baseURL])

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("Crew-1\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Falcon 9"), "the populated rocket:\n\(result.stdout)")
        XCTAssertEqual(server.requests.count, 1, "one query finds and shows it")
        let query = server.requests.first?.jsonBody?["query"]?["name"]
        // The name's letters and digits in order, anything else before and between them (NameKey.startPattern).
        let gap = #"[^\p{L}\p{N}]*"#
        XCTAssertEqual(query?["$regex"]?.stringValue, "^" + gap + ["c", "r", "e", "w", "1"].joined(separator: gap))
        XCTAssertEqual(query?["$options"]?.stringValue, "i")
    }

    func testAUniqueStartOfANameFindsTheLaunch() throws {
        let result = try spacex.run(["launch", "falconsat", "--base-url", baseURL])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("FalconSat\n"), result.stdout)
    }

    func testAnAmbiguousNameListsTheCandidatesAndExitsTwo() throws {
        let result = try spacex.run(["launch", "crew", "--base-url", baseURL])

        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stdout, "")
        for name in ["Crew-1", "Crew-2", "Crew-3", "Crew-4", "Crew-5"] {
            XCTAssertTrue(result.stderr.contains(name), "\(name) missing from\n\(result.stderr)")
        }
        XCTAssertTrue(result.stderr.contains("give more of the name or a launch id"), result.stderr)
    }

    func testAnUnknownNameIsARuntimeError() throws {
        let result = try spacex.run(["launch", "no such mission", "--base-url", baseURL])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("no launch is named 'no such mission'"), result.stderr)
    }

    func testAnAmbiguousRocketNameExitsTwoTheSameWay() throws {
        let result = try spacex.run(["rocket", "falcon", "--base-url", baseURL])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("Falcon 1, Falcon 9, Falcon Heavy"), result.stderr)
    }
}
