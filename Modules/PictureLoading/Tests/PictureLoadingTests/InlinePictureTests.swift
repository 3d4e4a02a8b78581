import ScriptPrinting
import SharedPresentation
import TerminalImages
import XCTest

@testable import PictureLoading

/// Splicing an encoded picture into a printed screen's reserved cells: half-blocks line by line at the
/// placement's column; an escape once, drawn over the reserved rows from the line after them (the frame's
/// sides printed on every row); a picture smaller than its place.
final class InlinePictureTests: XCTestCase {
    private let url = "https://example.com/a.png"

    /// "Top", an Image frame with 4 × 2 reserved cells, "Bottom".
    private func screen() -> (ScriptScreen, RenderedFrame, PicturePlacement)? {
        let screen = ScriptScreen(
            view: VStack {
                Text("Top")
                Image("Alt", url: url)
                Text("Bottom")
            }, width: 40, context: RenderContext(), colorMode: .plain)
        let frame = screen.frame(pictures: PictureSlots(states: [url: .ready(pixelWidth: 40, pixelHeight: 40)]))
        guard let placement = frame.pictures.first else { return nil }
        return (screen, frame, placement)
    }

    func testHalfBlockLinesReplaceTheReservedCellsRowByRow() throws {
        let (screen, frame, placement) = try XCTUnwrap(screen())
        XCTAssertEqual(placement.rows, 2)
        let picture = TerminalPicture(
            graphicsProtocol: .blocks, grid: CellGrid(columns: 4, rows: 2), lines: ["AAAA", "BBBB"], escape: "",
            clear: "")

        let text = InlinePicture(picture: picture, placement: placement).text(of: frame.lines, in: screen)

        XCTAssertEqual(
            text.components(separatedBy: "\n"),
            [
                "Top",
                "┌─ Image ───────────────────┐",
                "│ AAAA                      │",
                "│ BBBB                      │",
                "│ Alt                       │",
                "│ https://example.com/a.png │",
                "└───────────────────────────┘",
                "Bottom",
                "",
            ])
    }

    func testASmallerHalfBlockPictureIsPaddedAndLeavesItsLastRowBlank() throws {
        let (screen, frame, placement) = try XCTUnwrap(screen())
        let picture = TerminalPicture(
            graphicsProtocol: .blocks, grid: CellGrid(columns: 3, rows: 1), lines: ["CCC"], escape: "", clear: "")

        let lines = InlinePicture(picture: picture, placement: placement).text(of: frame.lines, in: screen)
            .components(separatedBy: "\n")

        XCTAssertEqual(lines[2], "│ CCC                       │")
        XCTAssertEqual(lines[3], "│                           │")
        XCTAssertEqual(lines[4], "│ Alt                       │")
    }

    func testAnEscapeIsDrawnOverTheReservedRowsAfterTheLastOneAndTheFrameKeepsItsSides() throws {
        let (screen, frame, placement) = try XCTUnwrap(screen())
        let picture = TerminalPicture(
            graphicsProtocol: .sixel, grid: CellGrid(columns: 4, rows: 2), lines: [], escape: "<SIXEL>", clear: "")

        let text = InlinePicture(picture: picture, placement: placement).text(of: frame.lines, in: screen)

        XCTAssertEqual(placement.column, 2)
        XCTAssertEqual(
            text,
            """
            Top
            ┌─ Image ───────────────────┐
            │                           │
            │                           │
            \u{1B}7\u{1B}[2A\u{1B}[3G<SIXEL>\u{1B}8│ Alt                       │
            │ https://example.com/a.png │
            └───────────────────────────┘
            Bottom

            """)
    }

    func testAnEscapeTakingFewerRowsStillGoesUpToTheFirstReservedRow() throws {
        let (screen, frame, placement) = try XCTUnwrap(screen())
        let picture = TerminalPicture(
            graphicsProtocol: .kitty, grid: CellGrid(columns: 4, rows: 1), lines: [], escape: "<KITTY>", clear: "")

        let lines = InlinePicture(picture: picture, placement: placement).text(of: frame.lines, in: screen)
            .components(separatedBy: "\n")

        XCTAssertEqual(
            Array(lines[1...4]),
            [
                "┌─ Image ───────────────────┐",
                "│                           │",
                "│                           │",
                "\u{1B}7\u{1B}[2A\u{1B}[3G<KITTY>\u{1B}8│ Alt                       │",
            ])
    }

    func testTheLinesWithoutTheEscapeAreTheScreenAsRendered() throws {
        let (screen, frame, placement) = try XCTUnwrap(screen())
        let picture = TerminalPicture(
            graphicsProtocol: .iterm2, grid: CellGrid(columns: 4, rows: 2), lines: [], escape: "<ITERM2>", clear: "")

        let text = InlinePicture(picture: picture, placement: placement).text(of: frame.lines, in: screen)

        let escape = "\u{1B}7\u{1B}[2A\u{1B}[3G<ITERM2>\u{1B}8"
        XCTAssertEqual(text.components(separatedBy: escape).count, 2, "drawn once")
        XCTAssertEqual(
            text.replacingOccurrences(of: escape, with: ""), frame.lines.map { screen.printed($0) + "\n" }.joined())
    }
}
