import ScriptPrinting
import SharedPresentation
import XCTest

/// A script screen rendered with a picture's state and printed with the picture's cells replaced.
final class ScriptScreenTests: XCTestCase {
    private let url = "https://example.com/patch.png"

    private func screen(_ colorMode: ColorMode = .plain) -> ScriptScreen {
        ScriptScreen(
            view: VStack {
                Text("Title")
                Image("Alt", url: url)
            }, width: 40, context: RenderContext(), colorMode: colorMode)
    }

    private var ready: PictureSlots {
        PictureSlots(states: [url: .ready(pixelWidth: 40, pixelHeight: 40)])
    }

    func testWithoutPicturesTheFrameHoldsTheAltTextAndAddress() {
        XCTAssertEqual(
            screen().text,
            """
            Title
            ┌─ Image ───────────────────────┐
            │ Alt                           │
            │ https://example.com/patch.png │
            └───────────────────────────────┘

            """)
        XCTAssertEqual(screen().frame(pictures: nil).pictures, [])
    }

    func testAReadyPictureReservesCellsThatADrawingReplaces() throws {
        let screen = screen()
        let frame = screen.frame(pictures: ready)
        let placement = try XCTUnwrap(frame.pictures.first)
        XCTAssertEqual(
            placement,
            PicturePlacement(url: url, row: 2, column: 2, columns: 4, rows: 2, isComplete: true),
            "a square on 1:2 cells: twice as many columns as rows, after the frame's left side")

        let printed = (0..<frame.lines.count).map { index in
            placement.row..<(placement.row + placement.rows) ~= index
                ? screen.printed(frame.lines[index], drawing: "#\(index)##", atColumn: 2, columns: 4)
                : screen.printed(frame.lines[index])
        }

        XCTAssertEqual(
            printed,
            [
                "Title",
                "┌─ Image ───────────────────────┐",
                "│ #2##                          │",
                "│ #3##                          │",
                "│ Alt                           │",
                "│ https://example.com/patch.png │",
                "└───────────────────────────────┘",
            ])
    }

    func testInColourTheDrawingIsWrittenAsItIsBetweenTheStyledSides() throws {
        let screen = screen(.ansi)
        let frame = screen.frame(pictures: ready)
        let placement = try XCTUnwrap(frame.pictures.first)

        let line = screen.printed(
            frame.lines[placement.row], drawing: "\u{1B}[31m▀▀▀▀\u{1B}[0m", atColumn: placement.column, columns: 4)

        XCTAssertTrue(line.hasPrefix("\u{1B}[0;2m│\u{1B}[0m \u{1B}[31m▀▀▀▀\u{1B}[0m   "), line.debugDescription)
        XCTAssertTrue(line.hasSuffix("\u{1B}[0;2m│\u{1B}[0m"), line.debugDescription)
    }

    func testAWideCharacterCutByTheDrawingLeavesASpace() {
        let line = StyledLine("a日b")

        XCTAssertEqual(screen().printed(line, drawing: "X", atColumn: 1, columns: 1), "aX b")
        XCTAssertEqual(screen().printed(line, drawing: "XY", atColumn: 1, columns: 2), "aXYb")
    }
}
