import XCTest

@testable import CommandLineKit

/// The generic scanner over a toy option table: placement, values, suggestions and the help lines.
final class ArgumentScannerTests: XCTestCase {
    private enum Tool: String, CaseIterable, Hashable, Sendable { case list, show, help }

    private enum Option: CaseIterable, Hashable, Sendable, CommandLineOptionTable {
        case count, verbose, name
        var declaration: CommandLineOption<Tool> {
            switch self {
            case .count: CommandLineOption("--count", .number(1...9), "how many", default: "3", for: [.list])
            case .verbose: CommandLineOption("--verbose", .flag, "say more", aliases: ["-v"])
            case .name: CommandLineOption("--name", .text, "who", environment: "TOOL_NAME")
            }
        }
    }

    private func scan(_ arguments: String...) throws(CommandLineError<Tool>) -> ScannedArguments<Option> {
        try ArgumentScanner.scan(
            arguments, of: "tool", options: Option.self, helpCommand: .help, listedCommands: [.list, .show])
    }

    private func message(_ arguments: String...) -> String? {
        do {
            _ = try ArgumentScanner.scan(
                arguments, of: "tool", options: Option.self, helpCommand: .help, listedCommands: [.list, .show])
            return nil
        } catch {
            return error.message
        }
    }

    func testOptionsBeforeAndAfterTheCommand() throws {
        let scanned = try scan("-v", "list", "--count=4", "--name", "x", "--", "--rest")
        XCTAssertEqual(scanned.command, .list)
        XCTAssertEqual(scanned.positionals, ["--rest"])
        XCTAssertEqual(scanned.options.map(\.option), [.verbose, .count, .name])
        XCTAssertEqual(scanned.options.map(\.value), ["", "4", "x"])
        XCTAssertEqual(scanned.options.map(\.name), ["-v", "--count", "--name"])
        XCTAssertEqual(scanned.options.map(\.command), [.list, .list, .list])
        XCTAssertEqual(try scanned.options[1].number(), 4)
    }

    func testTheEnvironmentSetsAnOptionOnlyWhenTheCommandLineDoesNot() throws {
        func scan(_ arguments: [String], _ environment: [String: String]) throws -> ScannedArguments<Option> {
            try ArgumentScanner.scan(
                arguments, of: "tool", options: Option.self, listedCommands: [.list], environment: environment)
        }
        let fromEnvironment = try scan(["list", "-v"], ["TOOL_NAME": "env"])
        XCTAssertEqual(fromEnvironment.options.map(\.option), [.name, .verbose])
        XCTAssertEqual(fromEnvironment.options.map(\.name), ["TOOL_NAME", "-v"])
        XCTAssertEqual(try scan(["list"], ["TOOL_NAME": ""]).options.map(\.option), [], "empty means unset")

        for arguments in [["--name", "cli"], ["list", "--name=cli"]] {
            let overridden = try scan(arguments, ["TOOL_NAME": "bad\u{7}"])
            XCTAssertEqual(overridden.options.map(\.option), [.name], "\(arguments)")
            XCTAssertEqual(overridden.options.map(\.value), ["cli"], "the environment's value is never read")
            XCTAssertEqual(try overridden.options[0].text(), "cli")
        }
    }

    func testProblemsAreNamed() {
        XCTAssertEqual(message("lst"), "unknown command 'lst'; commands are list, show")
        XCTAssertEqual(message("list", "--cuont", "2"), "unknown option '--cuont'; did you mean --count?")
        XCTAssertEqual(message("--zzzzzz"), "unknown option '--zzzzzz'")
        XCTAssertEqual(message("list", "--count"), "option --count needs a value")
        XCTAssertEqual(message("--verbose=yes"), "option --verbose takes no value")
        XCTAssertEqual(
            message("show", "--count", "2"), "--count is not an option of 'tool show' (it belongs to 'tool list')")
        XCTAssertEqual(message("--count", "2"), "--count is an option of 'tool list'")
        XCTAssertEqual(message("bad\u{FFFD}"), "argument 1 is not valid UTF-8 text")
        XCTAssertThrowsError(try ScannedOption(Option.count, name: "--count", value: "10", command: .list).number()) {
            error in
            XCTAssertEqual(
                (error as? CommandLineError<Tool>)?.message, "--count must be a whole number from 1 to 9, not '10'")
        }
    }

    func testHelpLinesAndQuoting() {
        XCTAssertEqual(Option.count.declaration.helpLine, "  --count N          how many (default 3)")
        XCTAssertEqual(Option.verbose.declaration.helpLine, "  -v, --verbose      say more")
        XCTAssertEqual(Option.count.declaration.synopsis, "--count N")
        XCTAssertEqual(ArgumentScanner.quoted("a\u{1B}b"), "a?b")
    }

    func testCommandLineWordsRepeatTheGivenOptionsQuotedForAShellButNotTheEnvironments() throws {
        let scanned = try ArgumentScanner.scan(
            ["list", "--count", "4", "-v", "--name", "it's me"], of: "tool", options: Option.self,
            listedCommands: [.list], environment: ["TOOL_NAME": "env"])
        XCTAssertEqual(scanned.commandLineWords(excluding: []), ["--count", "4", "-v", "--name", #"'it'\''s me'"#])
        XCTAssertEqual(scanned.commandLineWords(excluding: [.count, .name]), ["-v"])
        let fromEnvironment = try ArgumentScanner.scan(
            ["list"], of: "tool", options: Option.self, listedCommands: [.list], environment: ["TOOL_NAME": "env"])
        XCTAssertEqual(fromEnvironment.commandLineWords(excluding: []), [], "the environment is still there next time")
    }
}
