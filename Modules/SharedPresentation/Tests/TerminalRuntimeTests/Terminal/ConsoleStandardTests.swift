import ScriptPrinting
import TerminalRuntime
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's own console: named for the program it is given, and writing notes only when standard error is a
/// terminal.
final class ConsoleStandardTests: XCTestCase {
    func testTheStandardConsoleIsForTheProgramItIsGivenAndNotesOnlyATerminal() {
        let console = Console.standard(program: "orbit")
        XCTAssertEqual(console.program, "orbit")
        XCTAssertEqual(console.writesNotes, isatty(STDERR_FILENO) == 1)
    }
}
