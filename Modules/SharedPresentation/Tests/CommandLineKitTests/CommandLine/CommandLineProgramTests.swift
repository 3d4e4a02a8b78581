import Foundation
import SharedPresentation
import XCTest

@testable import CommandLineKit

/// The generic program over a toy command table: help pages, usage lines, argument rules and environment options.
final class CommandLineProgramTests: XCTestCase {
    enum Tool: String, CommandLineCommandTable {
        case list, show, pick, help

        var declaration: CommandLineCommand {
            switch self {
            case .list: CommandLineCommand(summary: "list things", title: "list the things", examples: ["list"])
            case .show:
                CommandLineCommand(
                    .words(placeholder: "<name>", missing: "the thing's name"), summary: "show one thing",
                    title: "show a thing", about: "Names may have spaces.", examples: ["show big one", "show x"])
            case .pick:
                CommandLineCommand(
                    .choice(noun: "colour", ["red", "green", "blue"]), summary: "pick a colour", title: "pick",
                    examples: ["pick red"])
            case .help: CommandLineCommand(.helpTopic, summary: "show help", title: "help", examples: ["help list"])
            }
        }
    }

    enum Option: String, CommandLineOptionTable {
        case count, verbose, home, help

        var declaration: CommandLineOption<Tool> {
            switch self {
            case .count: CommandLineOption("--count", .number(1...9), "how many", default: "3", for: [.list])
            case .verbose: CommandLineOption("--verbose", .flag, "say more", aliases: ["-v"])
            case .home:
                CommandLineOption(
                    "--home", .url, "where (also TOOL_HOME)", default: "https://example.org", environment: "TOOL_HOME")
            case .help: CommandLineOption("--help", .flag, "show help")
            }
        }
    }

    private let program = CommandLineProgram<Option>(
        name: "tool", version: "2.0.1", title: "does things", about: "A paragraph\non two lines.",
        examples: ["", "list --count 2"],
        footer: "Exit codes: 0 fine.", helpCommand: .help)

    private func argumentFailure(_ command: Tool, _ positionals: [String]) -> CommandLineError<Tool>? {
        do {
            _ = try program.argument(of: command, in: positionals)
            return nil
        } catch {
            return error
        }
    }

    func testTheProgramsHelpPageListsEveryCommandAndTheGlobalOptions() {
        let expected = """
            tool — does things

            usage: tool [command] [options]

            A paragraph
            on two lines.

            Commands:
              list               list things
              show <name>        show one thing
              pick <red|green|blue>
                                 pick a colour
              help [command]     show help

            Options for every command:
              -v, --verbose      say more
              --home URL         where (also TOOL_HOME) (default https://example.org)
              --help             show help

            Exit codes: 0 fine.

            Examples:
              tool
              tool list --count 2
            """
        XCTAssertEqual(program.help(for: nil), expected)
        XCTAssertEqual(program.help(for: .help), expected)
    }

    func testACommandsHelpPageHasItsOptionsParagraphAndExamples() {
        XCTAssertEqual(
            program.help(for: .list),
            """
            tool list — list the things

            usage: tool list [--count N] [options]

              --count N          how many (default 3)

            Options for every command:
              -v, --verbose      say more
              --home URL         where (also TOOL_HOME) (default https://example.org)
              --help             show help

            Exit codes: 0 fine.

            Examples:
              tool list
            """)
        let show = program.help(for: .show)
        XCTAssertTrue(show.hasPrefix("tool show — show a thing\n\nusage: tool show <name> [options]\n\nNames may"))
        XCTAssertTrue(show.hasSuffix("Examples:\n  tool show big one\n  tool show x"))
    }

    /// The program's page wrapped to `width` with the view kit's word wrap, as the App wraps it.
    private func help(width: Int) -> String {
        program.help(for: nil, width: width) { $0.wrapped(toWidth: $1) }
    }

    func testHelpWrapsToTheWidthWithDescriptionsUnderTheirColumn() {
        let wrapped = help(width: 44)
        for line in wrapped.split(separator: "\n") {
            XCTAssertLessThanOrEqual(line.count, 44, "\(line)")
        }
        XCTAssertTrue(
            wrapped.contains(
                """
                  --home URL         where (also TOOL_HOME)
                                     (default
                                     https://example.org)
                """), wrapped)
        XCTAssertTrue(wrapped.contains("  pick <red|green|blue>\n                     pick a colour"), wrapped)
        XCTAssertEqual(help(width: 200), program.help(for: nil), "nothing to wrap")
        let narrow = help(width: 30)
        XCTAssertTrue(narrow.split(separator: "\n").allSatisfy { $0.count <= 30 }, narrow)
        XCTAssertEqual(
            narrow.split(whereSeparator: \.isWhitespace), program.help(for: nil).split(whereSeparator: \.isWhitespace),
            "the same words")
    }

    func testUsageLines() {
        let top = "usage: tool [list | show <name> | pick <red|green|blue>] [options]   (tool --help)"
        XCTAssertEqual(program.usage(for: nil), top)
        XCTAssertEqual(program.usage(for: .help), top)
        XCTAssertEqual(program.usage(for: .pick), "usage: tool pick <red|green|blue> [options]")
        XCTAssertEqual(program.listedCommands, [.list, .show, .pick])
        XCTAssertEqual(program.options(of: .list).map(\.name), ["--count"])
        XCTAssertEqual(program.globalOptions.map(\.name), ["--verbose", "--home", "--help"])
        XCTAssertEqual(program.versionLine, "tool 2.0.1")
    }

    func testArgumentsFollowTheirDeclaration() throws {
        XCTAssertNil(try program.argument(of: .list, in: []))
        XCTAssertEqual(
            argumentFailure(.list, ["x\u{1B}"]), CommandLineError("unexpected argument 'x?'", command: .list))
        XCTAssertEqual(try program.argument(of: .show, in: ["big", " one "]), "big  one")
        XCTAssertEqual(argumentFailure(.show, [" "])?.message, "missing the thing's name")
        XCTAssertEqual(try program.argument(of: .pick, in: ["green"]), "green")
        for wrong in [[], ["Green"], ["red", "blue"]] {
            XCTAssertEqual(
                argumentFailure(.pick, wrong), CommandLineError("name one colour: red, green or blue", command: .pick))
        }
        XCTAssertNil(try program.argument(of: .help, in: []))
        XCTAssertEqual(try program.argument(of: .help, in: ["help"]), "help")
        XCTAssertEqual(
            argumentFailure(.help, ["list", "show"]), CommandLineError("no help for 'list show'", command: .help))
        XCTAssertEqual(argumentFailure(.help, ["nope"])?.message, "no help for 'nope'")
    }

    func testTheEnvironmentSetsDeclaredOptionsFirstUnderTheirVariable() throws {
        let scanned = try program.scan(["list", "-v"], environment: ["TOOL_HOME": "http://a"])
        XCTAssertEqual(scanned.options.map(\.option), [.home, .verbose])
        XCTAssertEqual(scanned.options.map(\.name), ["TOOL_HOME", "-v"])
        XCTAssertEqual(scanned.options.map(\.value), ["http://a", ""])
        XCTAssertEqual(scanned.options.map(\.command), [nil, .list])
        let overridden = try program.scan(["list", "--home", "http://b"], environment: ["TOOL_HOME": "not a URL"])
        XCTAssertEqual(overridden.options.map(\.name), ["--home"], "the command line wins; the variable is unread")
        XCTAssertEqual(try overridden.options[0].url(), URL(string: "http://b"))
        XCTAssertEqual(try program.scan([], environment: ["TOOL_HOME": "", "OTHER": "x"]).options.count, 0)
        XCTAssertEqual(Option(spelling: "-v"), .verbose)
        XCTAssertNil(Option(spelling: "--nope"))
    }
}
