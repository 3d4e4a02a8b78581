import SharedPresentation
import XCTest

/// The scalars hostile data may carry that must never reach a plain rendering: ESC, BEL, the 8-bit CSI and the
/// right-to-left override.
let terminalControls: Set<Unicode.Scalar> = ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"]

/// Fails when a plain line of any view of `views`, at any width of `widths`, holds a terminal control (ESC, BEL,
/// the 8-bit CSI or the right-to-left override), or when a text of `visible` is on no line: hostile data renders
/// inert, and its visible text stays.
public func assertRendersInert(
    _ views: [any View], keeping visible: [String], widths: [Int] = SnapshotWidths.recorded,
    file: StaticString = #filePath, line: UInt = #line
) {
    for width in widths {
        let lines = views.flatMap { TextRenderer.plain.render(AnyView($0), width: width) }
        for text in visible where !lines.contains(where: { $0.contains(text) }) {
            XCTFail("\"\(text)\" is on no line at \(width) columns", file: file, line: line)
        }
        for text in lines {
            let found = text.unicodeScalars.filter(terminalControls.contains)
            if !found.isEmpty {
                XCTFail("control characters \(found) in \(text.debugDescription)", file: file, line: line)
            }
        }
    }
}

/// Fails when the colour rendering of `view` at `width` contains any text of `leaked` (the data's own sequences,
/// link targets) or a BEL or right-to-left override: colour output carries only the renderer's own sequences.
public func assertColourOutputDrops(
    _ leaked: [String], in view: some View, width: Int = 80, file: StaticString = #filePath, line: UInt = #line
) {
    let text = TextRenderer.ansi.render(view, width: width).joined(separator: "\n")
    for sequence in leaked where text.contains(sequence) {
        XCTFail("the colour output carries \(sequence.debugDescription)", file: file, line: line)
    }
    for scalar in ["\u{07}", "\u{202E}"] as [Unicode.Scalar] where text.unicodeScalars.contains(scalar) {
        XCTFail("the colour output carries \(String(scalar).debugDescription)", file: file, line: line)
    }
}
