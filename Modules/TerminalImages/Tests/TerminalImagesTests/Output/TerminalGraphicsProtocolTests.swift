import XCTest

@testable import TerminalImages

/// The accepted spellings of `--images`.
final class TerminalGraphicsProtocolTests: XCTestCase {
    func testModeParsesEverySpellingAndRefusesOthers() {
        XCTAssertEqual(ImageOutputMode(argument: "auto"), .auto)
        XCTAssertEqual(ImageOutputMode(argument: "Kitty"), .fixed(.kitty))
        XCTAssertEqual(ImageOutputMode(argument: "iterm2"), .fixed(.iterm2))
        XCTAssertEqual(ImageOutputMode(argument: "SIXEL"), .fixed(.sixel))
        XCTAssertEqual(ImageOutputMode(argument: "blocks"), .fixed(.blocks))
        XCTAssertEqual(ImageOutputMode(argument: "none"), .fixed(TerminalGraphicsProtocol.none))
        XCTAssertNil(ImageOutputMode(argument: "png"))
        XCTAssertNil(ImageOutputMode(argument: ""))
        XCTAssertEqual(ImageOutputMode.spellings, ["auto", "kitty", "iterm2", "sixel", "blocks", "none"])
    }
}
