import SharedPresentation
import XCTest

/// Fails unless the plain rendering of `view` at `width` shows every text of `texts` and holds no escape at all:
/// colour and hyperlinks come from the renderer only, so a plain screen is plain.
public func assertPlainRendering(
    of view: some View, shows texts: [String], width: Int = 80, file: StaticString = #filePath, line: UInt = #line
) {
    let lines = TextRenderer.plain.render(view, width: width)
    for text in texts where !lines.contains(where: { $0.contains(text) }) {
        XCTFail("\"\(text)\" is on no plain line", file: file, line: line)
    }
    for text in lines where text.unicodeScalars.contains("\u{1B}") {
        XCTFail("an escape in plain output: \(text.debugDescription)", file: file, line: line)
    }
}

/// Fails unless `url` is an OSC 8 hyperlink in the colour rendering of `view` at `width`, and printed as text with
/// no escape in the plain one: a link is a hyperlink only in colour.
public func assertLinkIsAHyperlinkOnlyInColour(
    _ url: String, in view: some View, width: Int = 80, file: StaticString = #filePath, line: UInt = #line
) {
    let ansi = TextRenderer.ansi.render(view, width: width).joined(separator: "\n")
    XCTAssertTrue(ansi.contains("\u{1B}]8;;\(url)\u{1B}\\"), "no hyperlink to \(url) in colour", file: file, line: line)
    let plain = TextRenderer.plain.render(view, width: width).joined(separator: "\n")
    XCTAssertFalse(plain.contains("\u{1B}"), "an escape in plain output", file: file, line: line)
    XCTAssertTrue(plain.contains(url), "\(url) is not printed in plain output", file: file, line: line)
}
