import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import XCTest

/// What the built binary prints around its data in a shell: the same standard output for the same data, messages
/// in one style (ASCII on a dumb terminal), suggestions that fit, and help that fits the terminal.
final class ScriptMessagesEndToEndTests: ArchiveServerTestCase {
    func testASecondIdenticalRunPrintsTheSameStandardOutputAndNotesTheCacheOnStandardError() throws {
        let first = try spacex.run(["launches", "--base-url", baseURL, "--limit", "5"])
        let second = try spacex.run(["launches", "--base-url", baseURL, "--limit", "5"])

        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(server.requests.count, 1, "the second run is answered from the cache")
        XCTAssertEqual(second.stdout, first.stdout, "the same data prints the same output")
        XCTAssertFalse(second.stdout.contains("Cached"), second.stdout)
        XCTAssertEqual(second.stderr, "", "notes are for a person at a terminal, not a script's log")

        let rocket = try spacex.run(["rocket", "falcon 9", "--base-url", baseURL])
        let rocketAgain = try spacex.run(["rocket", "falcon 9", "--base-url", baseURL])
        XCTAssertEqual(rocketAgain.stdout, rocket.stdout)
    }

    func testAtATerminalARunFromTheCacheNotesItsAgeOnStandardError() throws {
        XCTAssertEqual(try spacex.run(["rockets", "--base-url", baseURL]).status, 0)
        let (terminal, process) = try spacex.startInPseudoTerminal(
            ["rockets", "--base-url", baseURL], columns: 80, rows: 24)
        defer { if process.isRunning { process.terminate() } }
        terminal.readUntilExit(of: process)

        let shown = String(decoding: terminal.output, as: UTF8.self)
        XCTAssertEqual(server.requests.count, 1, "answered from the cache")
        XCTAssertTrue(
            shown.contains("spacex: note: saved data from just now; --refresh asks the API now"),
            String(shown.suffix(300)))
        XCTAssertFalse(shown.contains("Cached"), shown)
    }

    func testErrorMessagesStartInLowerCaseQuoteInSingleQuotesAndHaveNoFullStop() throws {
        let runs: [[String]] = [
            ["launches", "--from", "2020-02-30"], ["launches", "--from", "yesterday"], ["--bogus"],
            ["launch", "no such launch", "--base-url", baseURL], ["rocket", "no such rocket", "--base-url", baseURL],
            ["launch", "000000000000000000000000", "--base-url", baseURL], ["--tz", "Mars/Base", "launches"],
        ]
        for arguments in runs {
            let result = try spacex.run(arguments)
            let message = try XCTUnwrap(result.stderrLines.first, "\(arguments)")
            XCTAssertNotEqual(result.status, 0, "\(arguments)")
            XCTAssertTrue(message.hasPrefix("spacex: "), message)
            let text = message.dropFirst("spacex: ".count)
            XCTAssertFalse(text.first?.isUppercase == true && text.dropFirst().first?.isLowercase == true, message)
            XCTAssertFalse(text.contains("\""), "one quoting style: \(message)")
            XCTAssertFalse(text.hasSuffix("."), message)
        }
    }

    func testDashVSuggestsVersion() throws {
        let result = try spacex.run(["-v"])

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines.first, "spacex: unknown option '-v'; did you mean --version?")
    }

    func testWithADumbTerminalStandardErrorIsASCIITooAndHelpIsAsWell() throws {
        let result = try spacex.run(["launches", "--offline", "--limit", "3"], environment: ["TERM": "dumb"])
        let help = try spacex.run(["--help"], environment: ["TERM": "dumb"])

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("warning: offline"), "the built-in copy is announced: \(result.stderr)")
        XCTAssertTrue(result.stderrData.allSatisfy { $0 < 0x80 }, result.stderr)
        XCTAssertTrue(result.stdoutData.allSatisfy { $0 < 0x80 }, result.stdout)
        XCTAssertTrue(help.stdoutData.allSatisfy { $0 < 0x80 }, help.stdout)
    }

    func testHelpIsWrappedToTheTerminalWidthWithItsColumnsAligned() throws {
        for columns in [44, 60, 80] {
            let help = try spacex.run(["--help"], environment: ["COLUMNS": "\(columns)"])
            let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)

            XCTAssertEqual(help.status, 0)
            for line in lines {
                XCTAssertLessThanOrEqual(line.count, columns, "at \(columns): \(line)")
            }
            let completion = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  completion <bash|zsh|fish>") })
            XCTAssertEqual(lines[completion], "  completion <bash|zsh|fish>", "at \(columns)")
            XCTAssertTrue(
                lines[completion + 1].hasPrefix(String(repeating: " ", count: 21) + "print"),
                "the summary is under the column at \(columns): \(lines[completion + 1])")
            let images = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  --images") }, "at \(columns)")
            XCTAssertTrue(
                lines[images...].prefix(3).contains { $0.hasPrefix(String(repeating: " ", count: 21) + "how to draw") },
                "the --images description is under the column at \(columns)")
        }
    }
}
