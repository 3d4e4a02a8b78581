import ScriptPrinting
import XCTest

/// A console prefixes its messages with the program it was made for, and keeps them to one safe line.
final class ConsoleTests: XCTestCase {
    func testMessagesStartWithTheProgramsName() {
        let captured = CapturedConsole()
        let console = captured.console(program: "orbit")

        console.error("no data")
        console.warning("stale\nsecond \u{1B}[2Jline")
        console.print(["a", "b"])

        XCTAssertEqual(console.program, "orbit")
        XCTAssertEqual(captured.err, "orbit: no data\norbit: warning: stale second line\n")
        XCTAssertEqual(captured.out, "a\nb\n")
    }

    func testEveryMessageHasOneStyleLowerCaseStartSingleQuotesNoFullStop() {
        XCTAssertEqual(
            Console.styled("The start date \"2020-02-30\" does not exist: February 2020 has 29 days."),
            "the start date '2020-02-30' does not exist: February 2020 has 29 days")
        XCTAssertEqual(Console.styled("Couldn't reach the SpaceX API."), "couldn't reach the SpaceX API")
        XCTAssertEqual(Console.styled("SpaceX API failed"), "SpaceX API failed", "names keep their capitals")
        XCTAssertEqual(Console.styled("API down"), "API down")
        XCTAssertEqual(Console.styled("unknown option '--bogus'"), "unknown option '--bogus'", "already styled")
        XCTAssertEqual(Console.styled("no rocket named \"fal\"; try x"), "no rocket named 'fal'; try x")
        XCTAssertEqual(Console.styled("a \"it's\" b"), "a \"it's\" b", "a quote holding a ' keeps its quotes")
        XCTAssertEqual(Console.styled("odd \" quote"), "odd \" quote")
        XCTAssertEqual(Console.styled("wait..."), "wait...")

        let captured = CapturedConsole()
        let console = captured.console(program: "orbit")
        console.error("The date \"x\" is wrong.")
        console.note("Saved data from just now.")
        XCTAssertEqual(captured.err, "orbit: the date 'x' is wrong\norbit: note: saved data from just now\n")
    }

    /// Issue 27.8: what a message quotes is cut to 60 characters (a 10 KB name was echoed whole).
    func testQuotedTextIsTruncated() {
        let name = String(repeating: "a", count: 10_000)
        XCTAssertEqual(
            Console.styled("No rocket named \"\(name)\"; known rockets: Falcon 9"),
            "no rocket named '\(String(repeating: "a", count: 59))…'; known rockets: Falcon 9")
        XCTAssertEqual(Console.styled("a \"b\" and \"it's\"."), "a 'b' and \"it's\"")
    }

    func testAnASCIIConsoleSpellsPunctuationInASCII() {
        let captured = CapturedConsole()
        var console = captured.console(program: "orbit")
        console.glyphs = .ascii
        console.warning("offline — showing the built-in copy…")
        XCTAssertEqual(captured.err, "orbit: warning: offline - showing the built-in copy...\n")
        XCTAssertEqual(console.adapted("a — b"), "a - b")
        console.glyphs = .unicode
        XCTAssertEqual(console.adapted("a — b"), "a — b")
    }
}
