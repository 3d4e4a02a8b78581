import SharedPresentation
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

    func testTheStandardConsoleIsForTheProgramItIsGiven() {
        XCTAssertEqual(Console.standard(program: "orbit").program, "orbit")
    }
}
