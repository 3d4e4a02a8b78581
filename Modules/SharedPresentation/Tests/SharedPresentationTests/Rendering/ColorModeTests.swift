import XCTest

@testable import SharedPresentation

final class ColorModeTests: XCTestCase {
    private struct Row {
        let isTTY: Bool
        let environment: [String: String]
        let noColorFlag: Bool
        let expected: ColorMode
        let reason: String
    }

    func testDecisionTable() {
        let term = ["TERM": "xterm-256color"]
        let rows: [Row] = [
            Row(isTTY: true, environment: term, noColorFlag: false, expected: .ansi, reason: "TTY with a real TERM"),
            Row(isTTY: false, environment: term, noColorFlag: false, expected: .plain, reason: "pipe"),
            Row(isTTY: true, environment: ["TERM": "dumb"], noColorFlag: false, expected: .plain, reason: "dumb"),
            Row(isTTY: true, environment: [:], noColorFlag: false, expected: .ansi, reason: "TERM unset is not dumb"),
            Row(
                isTTY: true, environment: term.merging(["NO_COLOR": "1"]) { $1 }, noColorFlag: false,
                expected: .plain, reason: "NO_COLOR set"),
            Row(
                isTTY: true, environment: term.merging(["NO_COLOR": ""]) { $1 }, noColorFlag: false,
                expected: .ansi, reason: "empty NO_COLOR is unset"),
            Row(
                isTTY: false, environment: ["FORCE_COLOR": "1"], noColorFlag: false, expected: .ansi,
                reason: "FORCE_COLOR on a pipe"),
            Row(
                isTTY: true, environment: ["TERM": "dumb", "NO_COLOR": "1", "FORCE_COLOR": "true"],
                noColorFlag: false, expected: .ansi, reason: "FORCE_COLOR beats NO_COLOR and dumb"),
            Row(
                isTTY: false, environment: ["FORCE_COLOR": "0"], noColorFlag: false, expected: .plain,
                reason: "FORCE_COLOR=0 does not force"),
            Row(
                isTTY: false, environment: ["FORCE_COLOR": ""], noColorFlag: false, expected: .plain,
                reason: "empty FORCE_COLOR does not force"),
            Row(
                isTTY: true, environment: term.merging(["FORCE_COLOR": "1"]) { $1 }, noColorFlag: true,
                expected: .plain, reason: "--no-color beats everything"),
            Row(isTTY: true, environment: term, noColorFlag: true, expected: .plain, reason: "--no-color"),
        ]
        for row in rows {
            XCTAssertEqual(
                ColorMode.detect(isTTY: row.isTTY, environment: row.environment, noColorFlag: row.noColorFlag),
                row.expected, row.reason)
        }
    }

    func testGlyphModeFollowsTermAndLocale() {
        XCTAssertEqual(GlyphMode.detect(environment: ["LANG": "en_US.UTF-8"]), .unicode)
        XCTAssertEqual(GlyphMode.detect(environment: ["LC_ALL": "de_DE.utf8", "LANG": "C"]), .unicode)
        XCTAssertEqual(GlyphMode.detect(environment: ["LC_ALL": "", "LC_CTYPE": "C.UTF-8"]), .unicode)
        XCTAssertEqual(GlyphMode.detect(environment: ["LC_ALL": "C", "LANG": "en_US.UTF-8"]), .ascii)
        XCTAssertEqual(GlyphMode.detect(environment: ["LANG": "en_US.ISO-8859-1"]), .ascii)
        XCTAssertEqual(GlyphMode.detect(environment: [:]), .ascii)
        XCTAssertEqual(GlyphMode.detect(environment: ["TERM": "dumb", "LANG": "en_US.UTF-8"]), .ascii)
    }

    func testRenderContextFollowsColourMode() {
        XCTAssertTrue(RenderContext(colorMode: .ansi, glyphs: .unicode).hyperlinks)
        XCTAssertFalse(RenderContext(colorMode: .plain, glyphs: .ascii).hyperlinks)
        XCTAssertEqual(RenderContext(colorMode: .plain, glyphs: .ascii).glyphs, .ascii)
    }
}
