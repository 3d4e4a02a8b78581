import Foundation
import LaunchesUI
import SpaceXCLI
import TerminalImages
import XCTest

@testable import CommandLineKit

final class CommandLineParserTests: XCTestCase {
    private let parser = CommandLineParser(environment: [:])

    private func parse(_ line: String...) throws -> Invocation {
        try parser.parse(line)
    }

    private func assertUsageError(
        _ arguments: [String], contains text: String, command: CommandName? = nil,
        environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) {
        do {
            let invocation = try CommandLineParser(environment: environment).parse(arguments)
            XCTFail("expected a usage error, got \(invocation)", file: file, line: line)
        } catch {
            XCTAssertTrue(error.message.contains(text), "'\(error.message)' lacks '\(text)'", file: file, line: line)
            XCTAssertEqual(error.command, command, file: file, line: line)
        }
    }

    func testNoArgumentsBrowses() throws {
        let invocation = try parser.parse([])
        XCTAssertEqual(invocation.command, .browse)
        XCTAssertEqual(invocation.options, GlobalOptions())
    }

    func testLaunchesWithEveryOption() throws {
        let invocation = try parse(
            "launches", "--from", "2020-01-01", "--to=2020-12-31", "--page", "2", "--limit", "5", "--oldest-first",
            "--search", "starlink")
        XCTAssertEqual(
            invocation.command,
            .launches(
                LaunchesArguments(
                    from: "2020-01-01", to: "2020-12-31", page: 2, limit: 5, oldestFirst: true, search: "starlink")))
    }

    func testGlobalOptionsBeforeOrAfterTheCommand() throws {
        let invocation = try parse(
            "--json", "rockets", "--offline", "--tz", "utc", "--width", "100", "--no-color", "--cache-dir", "/tmp/c",
            "--base-url", "http://127.0.0.1:8080/spacex/")
        XCTAssertEqual(invocation.command, .rockets(page: 1, limit: 10))
        var expected = GlobalOptions()
        expected.baseURL = URL(string: "http://127.0.0.1:8080/spacex")!
        expected.json = true
        expected.offline = true
        expected.zone = .utc
        expected.width = 100
        expected.noColor = true
        expected.cacheDirectory = "/tmp/c"
        expected.shapingWords = [
            "--offline", "--tz", "utc", "--width", "100", "--no-color", "--cache-dir", "/tmp/c", "--base-url",
            "http://127.0.0.1:8080/spacex/",
        ]
        XCTAssertEqual(invocation.options, expected)
    }

    func testLaunchTakesAnIdAndRocketTakesANameWithSpaces() throws {
        XCTAssertEqual(
            try parse("launch", "5EB87CD9FFD86E000604B32A").command, .launch(idOrName: "5EB87CD9FFD86E000604B32A"))
        XCTAssertEqual(try parse("launch", "crew", "5").command, .launch(idOrName: "crew 5"))
        XCTAssertEqual(try parse("rocket", "falcon 9").command, .rocket(idOrName: "falcon 9"))
        XCTAssertEqual(try parse("launchpad", "ksc", "lc", "39a").command, .launchpad(idOrName: "ksc lc 39a"))
        XCTAssertEqual(try parse("rocket", "falcon", "heavy").command, .rocket(idOrName: "falcon heavy"))
        XCTAssertEqual(try parse("rocket", "--", "-odd name").command, .rocket(idOrName: "-odd name"))
    }

    func testHelpAndVersion() throws {
        XCTAssertEqual(try parse("--help").command, .help(topic: nil))
        XCTAssertEqual(try parse("-h").command, .help(topic: nil))
        XCTAssertEqual(try parse("launches", "--help").command, .help(topic: .launches))
        XCTAssertEqual(try parse("help", "rocket").command, .help(topic: .rocket))
        XCTAssertEqual(try parse("help").command, .help(topic: nil))
        XCTAssertEqual(try parse("--version").command, .version)
        XCTAssertEqual(try parse("rockets", "--version").command, .version)
    }

    func testEnvironmentDefaultsAndFlagsOverrideThem() throws {
        let environment = ["SPACEX_API_URL": "http://localhost:6673", "SPACEX_CACHE_DIR": "/var/cache/x"]
        let fromEnvironment = try CommandLineParser(environment: environment).parse(["rockets"])
        XCTAssertEqual(fromEnvironment.options.baseURL, URL(string: "http://localhost:6673"))
        XCTAssertEqual(fromEnvironment.options.cacheDirectory, "/var/cache/x")

        let overridden = try CommandLineParser(environment: environment).parse([
            "rockets", "--base-url", "https://example.org",
        ])
        XCTAssertEqual(overridden.options.baseURL, URL(string: "https://example.org"))
    }

    func testABadEnvironmentValueIsIgnoredWhenTheCommandLineGivesTheOption() throws {
        let environment = ["SPACEX_IMAGES": "bogus", "SPACEX_API_URL": "nope"]
        let parser = CommandLineParser(environment: environment)
        let invocation = try parser.parse(["launches", "--images", "none", "--base-url=https://example.org"])
        XCTAssertEqual(invocation.options.images, .fixed(.none))
        XCTAssertEqual(invocation.options.baseURL, URL(string: "https://example.org"))
        assertUsageError(
            ["launches", "--images", "none"], contains: "SPACEX_API_URL must be", environment: environment)
    }

    func testTimeZones() throws {
        XCTAssertEqual(try parse("--tz", "local").options.zone, .local)
        XCTAssertEqual(try parse("--tz", "UTC").options.zone, .utc)
        XCTAssertEqual(try parse("--tz", "Europe/Paris").options.zone, .named("Europe/Paris"))
        XCTAssertEqual(TimeZoneChoice.named("Europe/Paris").timeZone.identifier, "Europe/Paris")
        XCTAssertEqual(TimeZoneChoice.utc.timeZone.secondsFromGMT(), 0)
    }

    func testBadInputsAreUsageErrorsWithASpecificReason() {
        assertUsageError(["launchez"], contains: "unknown command 'launchez'")
        assertUsageError(["launches", "--pgae", "2"], contains: "did you mean --page?", command: .launches)
        assertUsageError(
            ["launches", "--page", "0"], contains: "--page must be a whole number from 1 to 1000000, not '0'",
            command: .launches)
        assertUsageError(["launches", "--page", "-3"], contains: "not '-3'", command: .launches)
        assertUsageError(
            ["launches", "--page", "99999999999999999999"], contains: "--page must be", command: .launches)
        assertUsageError(
            ["rockets", "--limit", "1000"], contains: "--limit must be a whole number from 1 to 100", command: .rockets)
        assertUsageError(["launches", "--limit", "ten"], contains: "not 'ten'", command: .launches)
        assertUsageError(["launches", "--page"], contains: "option --page needs a value", command: .launches)
        assertUsageError(
            ["launches", "--from", "--to", "2020-01-01"], contains: "option --from needs a value", command: .launches)
        assertUsageError(["--width", "0"], contains: "--width must be a whole number from 20 to 1000, not '0'")
        assertUsageError(
            ["--base-url", "ftp://example.org"], contains: "--base-url must be an http:// or https:// URL")
        assertUsageError(["--base-url", "http://"], contains: "with a host")
        assertUsageError(["--base-url", "localhost:8080"], contains: "not 'localhost:8080'")
        assertUsageError(["rockets"], contains: "SPACEX_API_URL must be", environment: ["SPACEX_API_URL": "nope"])
        assertUsageError(["--tz", "Mars/Olympus"], contains: "unknown time zone 'Mars/Olympus'")
        assertUsageError(["launch"], contains: "missing the launch id", command: .launch)
        assertUsageError(["rocket"], contains: "missing the rocket id or name", command: .rocket)
        assertUsageError(
            ["rockets", "--from", "2020-01-01"], contains: "--from is not an option of 'spacex rockets'",
            command: .rockets)
        assertUsageError(["--page", "2"], contains: "--page is an option of 'spacex launches' and 'spacex rockets'")
        assertUsageError(
            ["launches", "--oldest-first=yes"], contains: "--oldest-first takes no value", command: .launches)
        assertUsageError(["launches", "--search", " "], contains: "--search needs some text", command: .launches)
        assertUsageError(["launches", "x"], contains: "unexpected argument 'x'", command: .launches)
        assertUsageError(["help", "nope"], contains: "no help for 'nope'", command: .help)
        assertUsageError(["launches", "--cache-dir="], contains: "--cache-dir needs a directory", command: .launches)
        assertUsageError(["-x"], contains: "unknown option '-x'")
        assertUsageError(["-v"], contains: "unknown option '-v'; did you mean --version?")
        assertUsageError(["rocket", "bad\u{FFFD}name"], contains: "argument 2 is not valid UTF-8")
        assertUsageError(["launches", "\u{1B}[31mred"], contains: "unexpected argument '?[31mred'", command: .launches)
    }

    func testHelpTextsMentionTheirCommandAndExamples() {
        for topic in [nil] + CommandName.allCases.map(Optional.some) {
            let help = CommandLineProgram.spacex.help(for: topic)
            XCTAssertTrue(help.contains("Examples:"), "\(String(describing: topic))")
            XCTAssertTrue(help.contains("--base-url URL"), "\(String(describing: topic))")
            XCTAssertTrue(CommandLineProgram.spacex.usage(for: topic).hasPrefix("usage: spacex"))
        }
        XCTAssertTrue(CommandLineProgram.spacex.help(for: .launches).contains("--oldest-first"))
    }

    /// Every declared option parses with a value of its kind, changes the invocation, and is in the help of each
    /// command that takes it: the table, the parser and the help can't drift apart.
    func testEveryDeclaredOptionIsParsedAndDocumented() throws {
        var spellings = Set<String>()
        for key in OptionKey.allCases {
            let declaration = key.declaration
            for spelling in declaration.spellings {
                XCTAssertTrue(spellings.insert(spelling).inserted, "\(spelling) is declared twice")
                XCTAssertEqual(OptionKey(spelling: spelling), key)
            }
            let command = declaration.commands.first
            let value: [String]
            switch declaration.value {
            case .flag: value = []
            case .number(let range): value = ["\(range.upperBound)"]
            case .date: value = ["2020-01-01"]
            case .text: value = [[.remind, .before].contains(key) ? "1h,10m" : "starlink"]  // lead times
            case .url: value = ["http://127.0.0.1:9"]
            case .timeZone: value = ["utc"]
            case .directory: value = ["/tmp/somewhere"]
            case .choice(let words): value = [words.last!]
            }
            let arguments = (command.map { [$0.rawValue] } ?? []) + [declaration.name] + value
            let parsed = try parser.parse(arguments)
            let plain = try parser.parse(command.map { [$0.rawValue] } ?? [])
            XCTAssertNotEqual(parsed, plain, "\(declaration.name) changed nothing")
            let topics: [CommandName?] = declaration.isGlobal ? [nil] + CommandName.allCases : declaration.commands
            for topic in topics {
                XCTAssertTrue(
                    CommandLineProgram.spacex.help(for: topic).contains(declaration.helpLine),
                    "\(declaration.name) help")
            }
            if let command, command != .help {
                XCTAssertTrue(
                    CommandLineProgram.spacex.usage(for: command).contains(declaration.synopsis),
                    "\(declaration.name) usage")
            }
        }
    }
}
