import XCTest

@testable import SharedPresentation

final class TextSanitizerTests: XCTestCase {
    func testPlainTextIsUnchanged() {
        XCTAssertEqual(TextSanitizer.sanitize("Falcon 9 — Block 5 🚀 日本"), "Falcon 9 — Block 5 🚀 日本")
    }

    func testCSIColourSequenceIsRemovedWhole() {
        XCTAssertEqual(TextSanitizer.sanitize("\u{1B}[31mred\u{1B}[0m text"), "red text")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{1B}[2J\u{1B}[1;1Hb"), "ab", "screen clear and cursor moves")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{1B}[?25lb"), "ab", "private mode")
    }

    func testOSC8HyperlinkInjectionIsRemovedWhole() {
        let injected = "\u{1B}]8;;https://evil.example\u{1B}\\Click me\u{1B}]8;;\u{1B}\\"
        XCTAssertEqual(TextSanitizer.sanitize(injected), "Click me")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{1B}]0;title\u{7}b"), "ab", "OSC ended by BEL")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{1B}]8;;x\u{9C}b"), "ab", "OSC ended by 8-bit ST")
    }

    func testEscapeInsideAnOSCStartsANewSequence() {
        XCTAssertEqual(TextSanitizer.sanitize("a\u{1B}]8;;x\u{1B}[31mb"), "ab")
    }

    func testUnterminatedSequencesSwallowTheRest() {
        XCTAssertEqual(TextSanitizer.sanitize("safe\u{1B}]8;;https://evil"), "safe")
        XCTAssertEqual(TextSanitizer.sanitize("safe\u{1B}"), "safe")
        XCTAssertEqual(TextSanitizer.sanitize("safe\u{1B}[12"), "safe")
    }

    func testDeviceControlAndOtherStringsAreRemoved() {
        XCTAssertEqual(TextSanitizer.sanitize("a\u{1B}Pq#0;1\u{1B}\\b"), "ab", "DCS (sixel)")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{1B}_apc\u{1B}\\b"), "ab", "APC")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{1B}^pm\u{7}b"), "ab", "PM")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{1B}Xsos\u{7}b"), "ab", "SOS")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{90}dcs\u{9C}b"), "ab", "8-bit DCS")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{9D}8;;x\u{7}b"), "ab", "8-bit OSC")
    }

    func testShortEscapesAreRemoved() {
        XCTAssertEqual(TextSanitizer.sanitize("a\u{1B}cb"), "ab", "full reset")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{1B}(Bb"), "ab", "charset with intermediate")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{1B}\u{1B}[1mb"), "ab", "escape followed by escape")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{1B}éb"), "aéb", "a non-ASCII character is not a final byte")
    }

    func testBellDeleteAndC0ControlsAreRemoved() {
        XCTAssertEqual(TextSanitizer.sanitize("ding\u{7}\u{7F}\u{0}\u{8}!"), "ding!")
    }

    func testC1CSIIsRemovedWithItsParameters() {
        XCTAssertEqual(TextSanitizer.sanitize("a\u{9B}31mb"), "ab")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{80}\u{81}\u{9A}b"), "ab", "other C1 controls")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{9F}apc\u{9C}b"), "ab", "8-bit APC string")
    }

    func testBiDiOverridesAndIsolatesAreRemoved() {
        XCTAssertEqual(TextSanitizer.sanitize("file\u{202E}gpj.exe"), "filegpj.exe")
        XCTAssertEqual(TextSanitizer.sanitize("\u{202A}\u{202B}\u{202C}\u{202D}x"), "x")
        XCTAssertEqual(TextSanitizer.sanitize("\u{2066}\u{2067}\u{2068}x\u{2069}"), "x")
        XCTAssertEqual(TextSanitizer.sanitize("\u{200E}x\u{200F}\u{61C}"), "x", "marks")
    }

    func testInvisibleFormatCharactersAreRemoved() {
        XCTAssertEqual(TextSanitizer.sanitize("pay\u{200B}pal\u{2060}\u{FEFF}\u{AD}"), "paypal")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{3164}b"), "ab", "Hangul filler")
    }

    func testJoinersAndEmojiTagsStay() {
        XCTAssertEqual(TextSanitizer.sanitize("🧑‍🚀"), "🧑‍🚀")
        let scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        XCTAssertEqual(TextSanitizer.sanitize(scotland), scotland)
        XCTAssertEqual(TextSanitizer.sanitize("a\u{E0041}b"), "ab", "stray tag characters")
    }

    func testTabsBecomeSpacesAndLineBreaksAreNormalised() {
        XCTAssertEqual(TextSanitizer.sanitize("a\tb"), "a b")
        XCTAssertEqual(TextSanitizer.sanitize("a\r\nb\rc\u{2028}d"), "a\nb\nc\nd")
        XCTAssertEqual(TextSanitizer.sanitize("a\nb\r\nc", keepsNewlines: false), "a b c")
    }

    func testStringConvenience() {
        XCTAssertEqual("x\u{1B}[1my".sanitizedForTerminal, "xy")
    }

    func testOnlyWebURLsAreLinks() {
        XCTAssertEqual(TextSanitizer.linkURL("https://youtu.be/abc"), "https://youtu.be/abc")
        XCTAssertEqual(TextSanitizer.linkURL("  HTTP://example.com/a?b=c  "), "HTTP://example.com/a?b=c")
        XCTAssertNil(TextSanitizer.linkURL("javascript:alert(1)"))
        XCTAssertNil(TextSanitizer.linkURL("file:///etc/passwd"))
        XCTAssertNil(TextSanitizer.linkURL("https://"))
        XCTAssertNil(TextSanitizer.linkURL("not a url"))
        XCTAssertNil(TextSanitizer.linkURL(""))
    }

    func testLinkURLsLoseControlCharacters() {
        XCTAssertEqual(TextSanitizer.linkURL("https://a.example/\u{1B}\\x\u{7}"), "https://a.example/x")
    }
}
