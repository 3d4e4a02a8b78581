import XCTest

@testable import SharedPresentation

final class DisplayWidthTests: XCTestCase {
    func testASCIIIsOneCellPerCharacter() {
        XCTAssertEqual("Falcon 9".displayWidth, 8)
        XCTAssertEqual("".displayWidth, 0)
    }

    func testCJKCharactersAreTwoCellsWide() {
        XCTAssertEqual("日本".displayWidth, 4)
        XCTAssertEqual("ロケット".displayWidth, 8)
        XCTAssertEqual("한국".displayWidth, 4)
        XCTAssertEqual("ＡＢ".displayWidth, 4, "fullwidth Latin")
        XCTAssertEqual("a中b".displayWidth, 4)
    }

    func testEmojiAreTwoCellsWide() {
        XCTAssertEqual("🚀".displayWidth, 2)
        XCTAssertEqual("📅".displayWidth, 2)
        XCTAssertEqual("👍🏽".displayWidth, 2, "skin tone modifier joins its base")
    }

    func testZeroWidthJoinerSequencesAreOneEmoji() {
        XCTAssertEqual("👨‍👩‍👧‍👦".displayWidth, 2)
        XCTAssertEqual("🧑‍🚀".displayWidth, 2)
        XCTAssertEqual("🏳️‍🌈".displayWidth, 2)
    }

    func testFlagsAreTwoCellsWide() {
        XCTAssertEqual("🇺🇸".displayWidth, 2)
        XCTAssertEqual("🇺🇸🇫🇷".displayWidth, 4)
    }

    func testVariationSelectorsChoosePresentation() {
        XCTAssertEqual("🛰️".displayWidth, 2, "VS16 asks for emoji presentation")
        XCTAssertEqual("🛰".displayWidth, 1, "without VS16 the satellite is a text symbol")
        XCTAssertEqual("☺︎".displayWidth, 1, "VS15 asks for text presentation")
        XCTAssertEqual("1️⃣".displayWidth, 2, "keycap sequence")
    }

    func testCombiningMarksAddNoWidth() {
        XCTAssertEqual("e\u{301}".displayWidth, 1)
        XCTAssertEqual("Cafe\u{301}".displayWidth, 4)
        XCTAssertEqual("a\u{20DD}".displayWidth, 1, "enclosing mark")
        XCTAssertEqual(DisplayWidth.of(Character("\u{301}")), 0, "a lone combining mark")
    }

    func testZeroWidthAndControlCharactersTakeNoCells() {
        XCTAssertEqual("a\u{200B}b".displayWidth, 2, "zero width space")
        XCTAssertEqual("\u{FEFF}".displayWidth, 0)
        XCTAssertEqual("\u{7}".displayWidth, 0)
        XCTAssertEqual("\u{85}".displayWidth, 0, "C1 control")
        XCTAssertEqual(DisplayWidth.of(Character("\r\n")), 0)
        XCTAssertEqual("\u{AD}".displayWidth, 0, "soft hyphen")
    }

    func testHangulJamoSequenceIsOneWideSyllable() {
        XCTAssertEqual("\u{1100}\u{1161}\u{11A8}".displayWidth, 2)
    }

    func testAmbiguousAndNarrowSymbolsAreOneCell() {
        XCTAssertEqual("✓✗◷⚠›…─│".displayWidth, 8)
        XCTAssertEqual("é".displayWidth, 1)
    }

    func testSubstringsAreMeasuredToo() {
        let text = "日本 rockets"
        XCTAssertEqual(text.dropFirst(3).displayWidth, 7)
    }
}
