import Foundation
import XCTest

@testable import CommandLineKit

/// A completion spec made from a program's option and command tables: every option and command, what follows
/// each, and the suggestions only the running program knows.
final class CompletionSpecFromProgramTests: XCTestCase {
    private enum Tool: String, CommandLineCommandTable {
        case list, show, pick, help

        var declaration: CommandLineCommand {
            switch self {
            case .list: CommandLineCommand(summary: "list things", title: "list", examples: [])
            case .show:
                CommandLineCommand(
                    .words(placeholder: "<name>", missing: "a name"), summary: "show one", title: "show", examples: [])
            case .pick:
                CommandLineCommand(
                    .choice(noun: "colour", ["red", "blue"]), summary: "pick", title: "pick", examples: [])
            case .help: CommandLineCommand(.helpTopic, summary: "show help", title: "help", examples: [])
            }
        }
    }

    private enum Option: String, CommandLineOptionTable {
        case count, day, query, home, zone, folder, mode, verbose

        var declaration: CommandLineOption<Tool> {
            switch self {
            case .count: CommandLineOption("--count", .number(1...9), "how many", for: [.list])
            case .day: CommandLineOption("--day", .date, "which day", for: [.list, .show])
            case .query: CommandLineOption("--query", .text, "what")
            case .home: CommandLineOption("--home", .url, "where")
            case .zone: CommandLineOption("--tz", .timeZone, "zone")
            case .folder: CommandLineOption("--folder", .directory, "folder")
            case .mode: CommandLineOption("--mode", .choice(["fast", "slow"]), "mode")
            case .verbose: CommandLineOption("--verbose", .flag, "say more", aliases: ["-v"])
            }
        }
    }

    private let program = CommandLineProgram<Option>(
        name: "my-tool", version: "1.0.0", title: "does things", about: "", examples: [], helpCommand: .help)

    func testOptionsAndCommandsComeFromTheTables() {
        let spec = CompletionSpec(program, suggestions: [.show: ["Big One", "small"]])
        XCTAssertEqual(spec.program, "my-tool")
        XCTAssertEqual(
            spec.globalOptions.map(\.spellings),
            [["--query"], ["--home"], ["--tz"], ["--folder"], ["--mode"], ["-v", "--verbose"]])
        XCTAssertEqual(spec.globalOptions.map(\.help), ["what", "where", "zone", "folder", "mode", "say more"])
        let values = spec.globalOptions.map(\.values)
        XCTAssertEqual(values[0], .anything)
        XCTAssertEqual(values[1], .anything)
        guard case .choices(let zones) = values[2] else { return XCTFail("--tz offers \(values[2])") }
        XCTAssertEqual(Array(zones.prefix(2)), ["local", "utc"])
        XCTAssertTrue(zones.contains("Europe/Paris"))
        XCTAssertFalse(zones.dropFirst(2).contains { !$0.contains("/") })
        XCTAssertEqual(Array(zones.dropFirst(2)), zones.dropFirst(2).sorted())
        XCTAssertEqual(Array(values[3...]), [.directories, .choices(["fast", "slow"]), CompletionValues.none])

        XCTAssertEqual(spec.commands.map(\.name), ["list", "show", "pick", "help"])
        XCTAssertEqual(spec.commands.map(\.help), ["list things", "show one", "pick", "show help"])
        XCTAssertEqual(
            spec.commands.map { $0.options.map(\.spellings) }, [[["--count"], ["--day"]], [["--day"]], [], []])
        XCTAssertEqual(spec.commands[0].options.map(\.values), [.anything, .anything])
        XCTAssertEqual(
            spec.commands.map(\.argument),
            [.none, .choices(["Big One", "small"]), .choices(["red", "blue"]), .choices(["list", "show", "pick"])])
        XCTAssertEqual(CompletionSpec(program).commands[1].argument, .anything)
        XCTAssertTrue(spec.script(for: .bash).contains("'Big One'"))
    }
}
