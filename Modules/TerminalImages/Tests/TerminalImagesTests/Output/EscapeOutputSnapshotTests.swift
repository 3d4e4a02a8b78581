import XCTest

@testable import TerminalImages

/// The exact escape output of every protocol for the synthetic patch at 40 and 80 columns (half as many rows
/// at most), with small 2 × 4 pixel cells so the goldens stay short. Goldens show ESC as `␛` and BEL as `␇`
/// and break after each string terminator (and after each sixel band); ``ReadableEscapes`` is proven lossless.
final class EscapeOutputSnapshotTests: XCTestCase {
    private let cell = CellPixelSize(width: 2, height: 4)

    private func picture(_ graphicsProtocol: TerminalGraphicsProtocol, columns: Int) throws -> TerminalPicture {
        let renderer = TerminalPictureRenderer(graphicsProtocol: graphicsProtocol, cell: cell, imageID: 12)
        return try XCTUnwrap(renderer.render(SyntheticImages.patch, maxColumns: columns, maxRows: columns / 2))
    }

    private func check(_ graphicsProtocol: TerminalGraphicsProtocol, columns: Int, breaks: [String] = []) throws {
        let picture = try picture(graphicsProtocol, columns: columns)
        XCTAssertLessThanOrEqual(picture.grid.columns, columns)
        XCTAssertLessThanOrEqual(picture.grid.rows, columns / 2)
        // As script mode prints it: the picture at the start of a line, then a newline.
        let output =
            graphicsProtocol == .blocks ? picture.lines.map { $0 + "\n" }.joined() : picture.escape + "\n"
        let lines = ReadableEscapes.lines(output, breakingAfter: breaks)
        XCTAssertEqual(
            ReadableEscapes.original(lines.map { $0 + "\n" }).replacingOccurrences(of: "\n", with: ""),
            output.replacingOccurrences(of: "\n", with: ""))
        assertGolden(lines, named: "\(graphicsProtocol.rawValue)-\(columns)")
    }

    func testBlocks40() throws { try check(.blocks, columns: 40) }
    func testBlocks80() throws { try check(.blocks, columns: 80) }
    func testKitty40() throws { try check(.kitty, columns: 40) }
    func testKitty80() throws { try check(.kitty, columns: 80) }
    func testITerm2At40() throws { try check(.iterm2, columns: 40) }
    func testITerm2At80() throws { try check(.iterm2, columns: 80) }
    func testSixel40() throws { try check(.sixel, columns: 40, breaks: ["-"]) }
    func testSixel80() throws { try check(.sixel, columns: 80, breaks: ["-"]) }

    func testGridsAndPixelSizesPerProtocol() throws {
        // 96 × 64 px on 2 × 4 px cells is 48 × 16 cells (3:1), stretched to fill the box.
        XCTAssertEqual(try picture(.blocks, columns: 40).grid, CellGrid(columns: 40, rows: 13))
        XCTAssertEqual(try picture(.blocks, columns: 40).lines.count, 13)
        XCTAssertEqual(try picture(.blocks, columns: 80).grid, CellGrid(columns: 80, rows: 27))
        // kitty at 40 columns: the 80 × 52 px box holds 78 × 52 px; at 80 the picture is sent as it is.
        XCTAssertTrue(try picture(.kitty, columns: 40).escape.hasPrefix("\u{1B}_Ga=T,f=32,s=78,v=52,i=12,c=40,r=13,"))
        XCTAssertTrue(try picture(.kitty, columns: 80).escape.hasPrefix("\u{1B}_Ga=T,f=32,s=96,v=64,i=12,c=80,r=27,"))
        XCTAssertEqual(try picture(.kitty, columns: 40).clear, KittyGraphicsEncoder.delete(id: 12))
        XCTAssertEqual(try picture(.iterm2, columns: 40).clear, "")
        // Sixel draws 1:1, scaling up when the cells are bigger than the picture.
        XCTAssertTrue(try picture(.sixel, columns: 40).escape.hasPrefix("\u{1B}P0;1;0q\"1;1;78;52#"))
        XCTAssertTrue(try picture(.sixel, columns: 80).escape.hasPrefix("\u{1B}P0;1;0q\"1;1;160;107#"))
    }

    func testNoneRendersNothing() {
        XCTAssertNil(
            TerminalPictureRenderer(graphicsProtocol: .none).render(SyntheticImages.patch, maxColumns: 80, maxRows: 40))
    }
}
