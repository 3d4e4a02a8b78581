import XCTest

@testable import SharedPresentation

/// Where a frame says a ready picture was drawn: rows and columns counted in the whole frame through every
/// container, and incomplete when scrolling, the viewport or the width cut it.
final class PicturePlacementTests: XCTestCase {
    private let url = "https://example.com/photo.jpg"

    /// 200×100 pixels with 10×20-pixel cells: 20 columns × 5 rows.
    private var context: RenderContext {
        var context = RenderContext()
        context.pictures = PictureSlots(states: [url: .ready(pixelWidth: 200, pixelHeight: 100)])
        return context
    }

    /// An image two containers deep, beside text, padded and in a card, under a heading.
    private var nested: some View {
        VStack {
            Text("Heading")
            Card("Outer") {
                Text("first line")
                HStack(spacing: 2) {
                    Text("left")
                    Image("A photo", url: url).padding(.leading, 3)
                }
            }
            .padding(.horizontal, 1)
        }
    }

    func testAPlacementInsideNestedContainersIsCountedFromTheFrameCorner() throws {
        let lines = nested.render(width: 80, context: context)
        let frame = RenderedFrame(lines: lines)
        // Row 0 heading, 1 card top, 2 "first line", 3 image top border, 4… reserved rows.
        // Column: 1 padding + "│ " + "left" + 2 spacing + 3 padding + "│ " = 14.
        XCTAssertEqual(
            frame.pictures, [PicturePlacement(url: url, row: 4, column: 14, columns: 20, rows: 5, isComplete: true)])
        XCTAssertEqual(frame.pictureRequests, [url])
        let plain = TextRenderer.plain.render(lines)
        XCTAssertTrue(plain[3].hasPrefix(" │ left     ┌─ Image"), plain[3])
        for row in 4..<9 {
            let cells = Array(lines[row].plainText)
            XCTAssertEqual(String(cells[12..<14]), "│ ")
            XCTAssertEqual(String(cells[14..<34]), String(repeating: " ", count: 20))
        }
        XCTAssertTrue(plain[9].contains("│ A photo"), plain[9])
    }

    func testScrollingPartlyOffCutsThePlacement() {
        let lines = nested.render(width: 80, context: context)
        let scrolled = RenderedFrame(lines: Array(lines.dropFirst(6)))
        // Rows 3 to 5 of the picture's 5, whole width: half-blocks can draw them.
        XCTAssertEqual(
            scrolled.pictures,
            [
                PicturePlacement(
                    url: url, row: 0, column: 14, columns: 20, rows: 3, isComplete: false, firstReservedRow: 2,
                    reservedRows: 5, isWholeWidth: true)
            ])
        let bottom = RenderedFrame(lines: Array(lines.prefix(7)))
        XCTAssertEqual(
            bottom.pictures,
            [
                PicturePlacement(
                    url: url, row: 4, column: 14, columns: 20, rows: 3, isComplete: false, reservedRows: 5,
                    isWholeWidth: true)
            ])
        let narrow = RenderedFrame(lines: lines.map { $0.clipped(to: 24) })
        XCTAssertEqual(
            narrow.pictures, [PicturePlacement(url: url, row: 4, column: 14, columns: 10, rows: 5, isComplete: false)])
        let whole = RenderedFrame(lines: Array(lines.dropFirst(4).prefix(5)))
        XCTAssertEqual(whole.pictures.map(\.isComplete), [true], "exactly the reserved rows are still whole")
    }

    func testTheSamePictureTwiceGivesTwoPlacementsAndOneRequest() {
        let twice = VStack {
            Image("One", url: url)
            Image("Two", url: url)
        }
        let frame = twice.renderFrame(width: 60, context: context)
        XCTAssertEqual(frame.pictures.map(\.row), [1, 10])
        XCTAssertEqual(frame.pictures.map(\.isComplete), [true, true])
        XCTAssertEqual(frame.pictureRequests, [url])

        let sideBySide = HStack(spacing: 0) {
            Thumbnail(url: url, columns: 4, rows: 1) { Text("x") }
            Thumbnail(url: url, columns: 4, rows: 1) { Text("x") }
        }
        let row = sideBySide.renderFrame(width: 20, context: context)
        XCTAssertEqual(row.pictures.map(\.column), [0, 4], "two reserved areas that touch stay two placements")
    }

    func testRequestsListEveryStateInOrderOfFirstAppearance() {
        var context = RenderContext()
        context.pictures = PictureSlots(states: [
            "https://example.com/b": .loading, "https://example.com/c": .ready(pixelWidth: 10, pixelHeight: 20),
            "https://example.com/d": .failed(reason: "gone"),
        ])
        let view = VStack {
            Image("never asked", url: "https://example.com/a")
            Thumbnail(url: "https://example.com/b", columns: 2, rows: 1) { Text("▣") }
            Image("ready", url: "https://example.com/c")
            Image("failed", url: "https://example.com/d")
            Image("again", url: "https://example.com/a")
            Image("no address", url: nil)
            Thumbnail(url: nil, columns: 2, rows: 1) { Text("□") }
        }
        let frame = view.renderFrame(width: 50, context: context)
        XCTAssertEqual(frame.pictureRequests, ["a", "b", "c", "d"].map { "https://example.com/\($0)" })
        XCTAssertEqual(frame.pictures.map(\.url), ["https://example.com/c"])
        XCTAssertEqual(view.renderFrame(width: 50).pictureRequests, [], "pictures off: nothing is asked for")
    }

    func testTagsAreInvisible() {
        let view = VStack {
            Thumbnail(url: url, columns: 4, rows: 1) { Text("▣").foregroundColor(.cyan) }
            Image("Photo", url: url).bold()
        }
        var loading = RenderContext(glyphs: .unicode, hyperlinks: true)
        loading.pictures = PictureSlots(states: [url: .loading])
        let off = RenderContext(glyphs: .unicode, hyperlinks: true)
        let tagged = TextRenderer.ansi.render(view.render(width: 40, context: loading))
        let untagged = TextRenderer.ansi.render(view.render(width: 40, context: off))
        XCTAssertEqual(tagged.first, untagged.first, "a thumbnail that is not ready draws its placeholder exactly")
        XCTAssertEqual(Array(tagged.dropFirst().prefix(3)), Array(untagged.dropFirst().prefix(3)))
        XCTAssertEqual(tagged.count, untagged.count + 1, "one loading line more")
        XCTAssertTrue(tagged[tagged.count - 2].contains("Loading picture…"), tagged[tagged.count - 2])
    }

    /// A failed thumbnail is never blank cells: a mark and the reason, cut to its cells (issue 28, item 9).
    func testAFailedThumbnailShowsAMarkAndItsReason() {
        var context = RenderContext(glyphs: .unicode)
        context.pictures = PictureSlots(states: [url: .failed(reason: "HTTP 404")])
        let view = HStack(spacing: 1) {
            Thumbnail(url: url, columns: 8, rows: 3) { Text("▣") }
            Text("Falcon 9")
        }
        let lines = view.render(width: 40, context: context).map(\.plainText)
        XCTAssertEqual(lines.first, "✗ HTTP   Falcon 9", lines.joined(separator: "\n"))
        XCTAssertEqual(
            lines.dropFirst().first, "  404" + String(repeating: " ", count: 12), lines.joined(separator: "\n"))
        XCTAssertEqual(lines.count, 3, "the thumbnail keeps its three lines")
    }
}
