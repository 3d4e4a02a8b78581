import SharedPresentation
import XCTest

/// Fails unless `lines` match the golden `__Snapshots__/<TestFileName>/<name>.txt` next to the test file.
///
/// With `SNAPSHOT_RECORD=1` in the environment the golden is (re)written and the test fails saying so, so a
/// recording run is never green; run again without it to verify. A missing golden fails with instructions.
/// When `width` is given, also fails for every line wider than `width` display cells.
public func assertSnapshot(
    of lines: [String], named name: String, width: Int? = nil, file: StaticString = #filePath, line: UInt = #line
) {
    if let width {
        assertLinesFit(lines, width: width, file: file, line: line)
    }
    if let failure = SnapshotVerifier(testFile: "\(file)").verify(lines, named: name) {
        XCTFail(failure, file: file, line: line)
    }
}

/// Renders `view` as plain text at `width` and checks it like ``assertSnapshot(of:named:width:file:line:)``,
/// including that no line is wider than `width`.
public func assertSnapshot(
    of view: some View, width: Int, named name: String, glyphs: GlyphMode = .unicode,
    file: StaticString = #filePath, line: UInt = #line
) {
    let lines = TextRenderer.plain.render(view, width: width, glyphs: glyphs)
    assertSnapshot(of: lines, named: name, width: width, file: file, line: line)
}

/// Fails for every line of `lines` wider than `width` display cells, naming the line and its width.
public func assertLinesFit(_ lines: [String], width: Int, file: StaticString = #filePath, line: UInt = #line) {
    for (index, text) in lines.enumerated() where StyledLine(text).width > width {
        XCTFail(
            "Line \(index + 1) is \(StyledLine(text).width) cells wide, more than \(width): \(text)", file: file,
            line: line)
    }
}
