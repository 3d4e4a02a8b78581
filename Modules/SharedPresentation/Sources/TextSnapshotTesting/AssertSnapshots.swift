import SharedPresentation
import XCTest

/// Checks `view` against one golden per width, named `<name>-<width>`, like
/// ``assertSnapshot(of:width:named:glyphs:file:line:)`` at each width: how every feature records a screen state at
/// ``SnapshotWidths/recorded``.
public func assertSnapshots(
    of view: some View, named name: String, widths: [Int] = SnapshotWidths.recorded, glyphs: GlyphMode = .unicode,
    file: StaticString = #filePath, line: UInt = #line
) {
    for width in widths {
        assertSnapshot(of: view, width: width, named: "\(name)-\(width)", glyphs: glyphs, file: file, line: line)
    }
}

/// Renders every view of `views` at every width of `widths` in every glyph mode and fails for a rendering with no
/// lines or with a line wider than the width: a layout sweep needs no goldens.
public func assertEveryLineFits(
    _ views: [any View], widths: [Int] = SnapshotWidths.odd, file: StaticString = #filePath, line: UInt = #line
) {
    for width in widths {
        for view in views {
            for glyphs in GlyphMode.allCases {
                let lines = TextRenderer.plain.render(AnyView(view), width: width, glyphs: glyphs)
                if lines.isEmpty {
                    XCTFail("\(type(of: view)) rendered nothing at \(width) columns", file: file, line: line)
                }
                assertLinesFit(lines, width: width, file: file, line: line)
            }
        }
    }
}
