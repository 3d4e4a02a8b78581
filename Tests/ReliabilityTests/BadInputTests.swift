import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import LaunchesMocks
import RocketsMocks
import XCTest

/// The bad-input table: each wrong command line, environment or cache state gives exit 2 (usage) or 1 (runtime)
/// with one specific line on stderr, and never a crash, a hang or output on stdout.
final class BadInputTests: ArchiveServerTestCase {
    private func pageOrLimit(_ option: String, _ value: String, maximum: Int) -> String {
        "\(option) must be a whole number from 1 to \(maximum), not '\(value)'"
    }

    func testMalformedDatesAndAReversedIntervalAreUsageErrors() throws {
        try assertBadInputs(
            [
                .usage(
                    "month 13", ["launches", "--from", "2020-13-01"],
                    "the start date '2020-13-01' does not exist: months run from 01 to 12"),
                .usage(
                    "30 February", ["launches", "--from", "2020-02-30"],
                    "the start date '2020-02-30' does not exist: February 2020 has 29 days"),
                .usage(
                    "29 February of a common year", ["launches", "--to", "2021-02-29"],
                    "the end date '2021-02-29' does not exist: February 2021 has 28 days"),
                .usage(
                    "a word", ["launches", "--from", "yesterday"],
                    "the start date 'yesterday' is not a date in the form YYYY-MM-DD, like 2020-01-31"),
                .usage(
                    "reversed interval", ["launches", "--from", "2021-01-01", "--to", "2020-01-01"],
                    "the start date 2021-01-01 is after the end date 2020-01-01"),
            ], server: server, spacex: spacex)
    }

    func testPagesAndLimitsOutOfRangeAreUsageErrors() throws {
        try assertBadInputs(
            [
                .usage("page 0", ["launches", "--page", "0"], pageOrLimit("--page", "0", maximum: 1_000_000)),
                .usage("negative page", ["launches", "--page", "-3"], pageOrLimit("--page", "-3", maximum: 1_000_000)),
                .usage(
                    "page beyond Int", ["rockets", "--page", "99999999999999999999"],
                    pageOrLimit("--page", "99999999999999999999", maximum: 1_000_000)),
                .usage(
                    "page not a number", ["launches", "--page", "two"], pageOrLimit("--page", "two", maximum: 1_000_000)
                ),
                .usage("limit 0", ["launches", "--limit", "0"], pageOrLimit("--limit", "0", maximum: 100)),
                .usage("negative limit", ["rockets", "--limit", "-1"], pageOrLimit("--limit", "-1", maximum: 100)),
                .usage("huge limit", ["launches", "--limit", "1000"], pageOrLimit("--limit", "1000", maximum: 100)),
            ], server: server, spacex: spacex)
    }

    func testPagesPastTheEndSayHowManyPagesThereAre() throws {
        let launches = LaunchMocks.sampleDataset.count
        try assertBadInputs(
            [
                .runtime(
                    "largest page", ["launches", "--page", "1000000"],
                    "page 1000000 is past the end: \(launches) launches fill \((launches + 9) / 10) pages of 10"),
                .runtime(
                    "rockets page 2", ["rockets", "--page", "2"],
                    "page 2 is past the end: \(RocketSamples.sampleDataset.count) rockets fill 1 page of 10"),
            ], server: server, spacex: spacex)
    }

    func testUnknownOrMalformedIDsAndUnknownRocketNames() throws {
        let zeros = "000000000000000000000000"
        try assertBadInputs(
            [
                .runtime(
                    "unknown launch name", ["launch", "abc"],
                    "no launch is named 'abc' or has a name starting with it"),
                .runtime(
                    "launch id with a non-hex digit is a name", ["launch", "5eb87cd9ffd86e000604b32z"],
                    "no launch is named '5eb87cd9ffd86e000604b32z' or has a name starting with it"),
                .usage("missing launch id", ["launch"], "missing the launch id or name"),
                .usage("missing rocket", ["rocket"], "missing the rocket id or name"),
                .runtime(
                    "unknown launch id", ["launch", zeros], "nothing with id '\(zeros)' exists in the SpaceX API"),
                .runtime(
                    "unknown rocket id", ["rocket", zeros], "nothing with id '\(zeros)' exists in the SpaceX API"),
                .runtime(
                    "unknown rocket name", ["rocket", "falcon 10"],
                    "no rocket named 'falcon 10'; known rockets: Falcon 1, Falcon 9, Falcon Heavy, Starship"),
            ], server: server, spacex: spacex)
    }

    func testUnknownCommandsAndFlagsAndMissingValuesAreUsageErrors() throws {
        try assertBadInputs(
            [
                .usage(
                    "unknown command", ["frobnicate"],
                    "unknown command 'frobnicate'; commands are launches, next, calendar, changes, watch, launch, rockets, rocket, launchpad, completion, man"
                ),
                .usage("unknown flag", ["launches", "--frobnicate"], "unknown option '--frobnicate'"),
                .usage("misspelt flag", ["launches", "--limt", "5"], "unknown option '--limt'; did you mean --limit?"),
                .usage(
                    "flag of another command", ["rockets", "--oldest-first"],
                    "--oldest-first is not an option of 'spacex rockets' (it belongs to 'spacex launches' and 'spacex calendar')"
                ),
                .usage("missing value at the end", ["launches", "--page"], "option --page needs a value"),
                .usage(
                    "missing value before a flag", ["launches", "--page", "--limit", "3"], "option --page needs a value"
                ),
                .usage("value for a flag", ["launches", "--oldest-first=yes"], "option --oldest-first takes no value"),
                .usage("extra argument", ["launch", FaultScreen.launch.id, "extra"], "unexpected argument 'extra'"),
                .usage("unknown help topic", ["help", "frob"], "no help for 'frob'"),
            ], server: server, spacex: spacex)
    }

    func testBaseURLsThatAreNotHTTPOrHaveNoHostAreUsageErrors() throws {
        func message(_ source: String, _ url: String) -> String {
            "\(source) must be an http:// or https:// URL with a host, like https://api.spacexdata.com, not '\(url)'"
        }
        try assertBadInputs(
            [
                .usage(
                    "ftp scheme", ["launches", "--base-url", "ftp://example.com"],
                    message("--base-url", "ftp://example.com"),
                    addsBaseURL: false),
                .usage(
                    "no host", ["launches", "--base-url", "http://"], message("--base-url", "http://"),
                    addsBaseURL: false),
                .usage(
                    "no scheme", ["launches", "--base-url", "localhost:8080"], message("--base-url", "localhost:8080"),
                    addsBaseURL: false),
                .usage(
                    "file URL from the environment", ["launches"], message("SPACEX_API_URL", "file:///etc"),
                    environment: ["SPACEX_API_URL": "file:///etc"], addsBaseURL: false),
            ], server: server, spacex: spacex)
    }

    func testWidthTimeZoneAndSearchOutOfRangeAreUsageErrors() throws {
        try assertBadInputs(
            [
                .usage(
                    "width 0", ["launches", "--width", "0"], "--width must be a whole number from 20 to 1000, not '0'"),
                .usage(
                    "width 10", ["rockets", "--width", "10"], "--width must be a whole number from 20 to 1000, not '10'"
                ),
                .usage(
                    "unknown time zone", ["launches", "--tz", "Mars/Olympus"],
                    "unknown time zone 'Mars/Olympus'; use local, utc or an IANA name like Europe/Paris"),
                .usage("blank search", ["launches", "--search", "  "], "--search needs some text"),
            ], server: server, spacex: spacex)
    }

    func testCacheDirectoryThatCannotBeAWritableDirectoryIsAUsageError() throws {
        let file = spacex.cacheDirectory.appendingPathComponent("plain-file")
        try Data("not a directory".utf8).write(to: file)
        let under = file.appendingPathComponent("cache").path
        try assertBadInputs(
            [
                .usage(
                    "--cache-dir under a regular file", ["rockets", "--cache-dir", under],
                    "--cache-dir \(under) is not a writable directory"),
                .usage(
                    "--cache-dir is a regular file", ["rockets", "--cache-dir", file.path],
                    "--cache-dir \(file.path) is a file, not a directory"),
                .usage(
                    "SPACEX_CACHE_DIR under a regular file", ["rockets"],
                    "SPACEX_CACHE_DIR \(under) is not a writable directory", environment: ["SPACEX_CACHE_DIR": under]),
            ], server: server, spacex: spacex)
    }

    func testUnwritableDefaultCacheDirectoryStillShowsTheDataWithOneWarning() throws {
        let file = spacex.cacheDirectory.appendingPathComponent("plain-file")
        try Data("not a directory".utf8).write(to: file)

        let result = try spacex.execute(
            ["rockets", "--base-url", server.baseURL.absoluteString],
            environment: ["SPACEX_CACHE_DIR": "", "XDG_CACHE_HOME": file.path])

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stderr,
            "spacex: warning: can't write the cache at \(file.path)/spacex-info; answers won't be saved for offline use\n"
        )
        XCTAssertTrue(result.stdout.contains("Falcon 9"))
    }

    func testCacheFileReplacedByGarbageIsRefetchedWithoutACrash() async throws {
        let arguments = ["rockets", "--base-url", server.baseURL.absoluteString]
        let folder = CacheFolder(directory: spacex.cacheDirectory)
        XCTAssertEqual(try spacex.execute(arguments).status, 0)
        let entry = try XCTUnwrap(folder.entryFiles.first)
        let original = try Data(contentsOf: entry)
        let damages: [(String, Data)] = [
            ("random bytes", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })),
            ("JSON instead of a cache file", Data("{\"docs\": []}".utf8)),
            ("cut in half", original.prefix(original.count / 2)),
            (
                "one byte flipped",
                Data(original.enumerated().map { $0.offset == original.count / 2 ? ~$0.element : $0.element })
            ),
            ("empty", Data()),
        ]
        for (damage, bytes) in damages {
            try bytes.write(to: entry)
            server.recorder.reset()

            let result = try spacex.execute(arguments, timeout: 20)

            XCTAssertFalse(result.timedOut, damage)
            XCTAssertEqual(result.status, 0, "\(damage): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", damage)
            XCTAssertTrue(result.stdout.contains("Falcon 9") && !result.stdout.contains(ArchiveNotice.marker), damage)
            XCTAssertEqual(server.requests.count, 1, "\(damage): refetched")
            let decoded = await folder.decodedEntries()
            XCTAssertEqual(decoded.count, 1, damage)
            XCTAssertNotNil(decoded.first?.entry, "\(damage): the refetched entry is readable")
        }
    }

    /// Foundation's `Process` takes `String` arguments, which are always valid Unicode, so raw bytes go through
    /// `/bin/sh` and `printf`. On Linux the receiving `CommandLine.arguments` repairs invalid UTF-8 to U+FFFD,
    /// which is what the app checks for.
    func testNonUTF8ArgumentsAreUsageErrorsNamingTheArgument() throws {
        let rows: [(String, String, String)] = [
            (
                "invalid byte in a rocket name", #"rocket "$(printf 'falc\377on')""#,
                "argument 2 is not valid UTF-8 text"
            ),
            (
                "truncated sequence in a search", #"launches --search "$(printf '\303(')""#,
                "argument 3 is not valid UTF-8 text"
            ),
            ("bytes as the command", #""$(printf '\377\376')""#, "argument 1 is not valid UTF-8 text"),
            (
                "overlong encoding in a flag", #"launches "--fr$(printf '\300\257')om" 2020-01-01"#,
                "argument 2 is not valid UTF-8 text"
            ),
            (
                "UTF-16 surrogate in a date", #"launches --to "$(printf '\355\240\200')""#,
                "argument 3 is not valid UTF-8 text"
            ),
        ]
        let executable = try SpaceXProcess.executable
        for (label, command, message) in rows {
            server.recorder.reset()
            let result = try ChildProcess.run(
                URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", "exec \"$SPACEX_BINARY\" \(command) --base-url \"$SPACEX_TEST_URL\""],
                environment: spacex.environment([
                    "SPACEX_BINARY": executable.path, "SPACEX_TEST_URL": server.baseURL.absoluteString,
                ]), timeout: 20)
            assertBadInput(.usage(label, [], message), result, requests: server.requests.count)
        }
    }

    func testOutputThatCannotBeWrittenIsAOneLineErrorNotACrash() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else {
            throw XCTSkip("/dev/full is not available on this system")
        }
        defer { try? full.close() }

        let result = try spacex.execute(
            ["rockets", "--base-url", server.baseURL.absoluteString], timeout: 20, standardOutput: full)

        XCTAssertFalse(result.timedOut)
        XCTAssertNil(result.signal, "no crash")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "spacex: can't write the output: No space left on device\n")
    }
}
