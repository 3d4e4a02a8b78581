import XCTest

@testable import SharedPresentation

/// Which `TERM` gets the full-screen browser: not `dumb`, nor a name the terminfo database has no entry for.
final class TerminalKindTests: XCTestCase {
    private let database: Set<String> = ["/usr/share/terminfo", "/usr/share/terminfo/x/xterm-256color"]

    private func supports(_ environment: [String: String], files: Set<String>? = nil) -> Bool {
        let files = files ?? database
        return TerminalKind.supportsFullScreen(environment: environment) { files.contains($0) }
    }

    func testDumbAndUnknownTerminalsDoNotAndKnownOnesDo() {
        XCTAssertFalse(supports(["TERM": "dumb"]))
        XCTAssertFalse(supports(["TERM": "no-such-terminal"]))
        XCTAssertTrue(supports(["TERM": "xterm-256color"]))
        XCTAssertTrue(supports([:]), "no TERM: left to the other checks")
        XCTAssertTrue(supports(["TERM": "xterm-kitty"]), "a known family without its entry (kitty over ssh)")
    }

    func testEntriesAreFoundWhereNcursesLooksAndNotOutsideTheDatabase() {
        XCTAssertTrue(
            supports(
                ["TERM": "xterm-256color"], files: ["/usr/share/terminfo", "/usr/share/terminfo/78/xterm-256color"]),
            "hashed directory names (macOS)")
        XCTAssertTrue(
            supports(["TERM": "mine", "TERMINFO": "/home/u/ti"], files: ["/home/u/ti", "/home/u/ti/m/mine"]))
        XCTAssertTrue(
            supports(["TERM": "mine", "HOME": "/home/u"], files: ["/home/u/.terminfo", "/home/u/.terminfo/m/mine"]))
        XCTAssertFalse(supports(["TERM": "../x/xterm-256color"]), "a path is no terminal name")
        XCTAssertFalse(supports(["TERM": "mine"]), "an unknown name without an entry")
        XCTAssertTrue(supports(["TERM": "anything"], files: []), "no database at all: nothing to look it up in")
    }
}
