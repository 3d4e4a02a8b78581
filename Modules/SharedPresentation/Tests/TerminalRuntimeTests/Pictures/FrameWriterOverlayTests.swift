import XCTest

@testable import TerminalRuntime

/// A frame goes out in one write: the overlay's bytes before, the changed lines and the rows it asks to repaint,
/// then the overlay's bytes after.
@MainActor
final class FrameWriterOverlayTests: XCTestCase {
    private var writes: [String] = []

    private func makeWriter() -> FrameWriter {
        FrameWriter { [unowned self] in writes.append($0) }
    }

    private func row(_ index: Int, _ text: String) -> String {
        "\u{1B}[\(index + 1);1H\u{1B}[0m\u{1B}[K\(text)\u{1B}[0m"
    }

    func testTheFirstFrameIsWholeAndWrappedInTheOverlayBytes() async {
        let writer = makeWriter()
        writer.write(["a", "b"], overlay: FrameOverlayUpdate(beforeFrame: "<del>", afterFrame: "<draw>"))
        XCTAssertEqual(writes, ["<del>\u{1B}[2J" + row(0, "a") + row(1, "b") + "<draw>"])
    }

    func testRepaintRowsAreRewrittenEvenWhenUnchanged() async {
        let writer = makeWriter()
        writer.write(["a", "b", "c"])
        writer.write(
            ["a", "B", "c"],
            overlay: FrameOverlayUpdate(beforeFrame: "<del>", repaintRows: [0, 7], afterFrame: "<draw>"))
        XCTAssertEqual(writes.count, 2)
        XCTAssertEqual(writes[1], "<del>" + row(0, "a") + row(1, "B") + "<draw>", "row 7 is past the frame")
    }

    func testNothingChangedWritesNothingButOverlayBytesStillGoOut() async {
        let writer = makeWriter()
        writer.write(["a"])
        writer.write(["a"])
        XCTAssertEqual(writes.count, 1, "an unchanged frame is not written")
        writer.write(["a"], overlay: FrameOverlayUpdate(afterFrame: "<draw>"))
        XCTAssertEqual(writes.last, "<draw>")
        writer.write(["a"], overlay: FrameOverlayUpdate(repaintRows: [0]))
        XCTAssertEqual(writes.last, row(0, "a"))
    }

    func testAShorterFrameClearsBelowBeforeTheOverlayDraws() async {
        let writer = makeWriter()
        writer.write(["a", "b"])
        writer.write(["a"], overlay: FrameOverlayUpdate(afterFrame: "<draw>"))
        XCTAssertEqual(writes.last, "\u{1B}[2;1H\u{1B}[J<draw>")
        writer.invalidate()
        writer.write(["a"])
        XCTAssertEqual(writes.last, "\u{1B}[2J" + row(0, "a"), "after a resize the frame is whole again")
    }

    /// A line that fills the width leaves the cursor pending a wrap on the last column; an erase sent then would
    /// delete that column's character in xterm and libvterm, so a row's text is followed only by a colour reset
    /// and then the next row's cursor move (which ends the pending wrap).
    func testNoEraseFollowsARowsText() async {
        let writer = makeWriter()
        writer.write(["abcdefghij", "klmnopqrst"])
        writer.write(["abcdefghiJ", "klmnopqrst"], overlay: FrameOverlayUpdate(repaintRows: [1]))
        XCTAssertEqual(writes.count, 2)
        for write in writes {
            for line in ["abcdefghij", "klmnopqrst", "abcdefghiJ"] {
                guard let end = write.range(of: line)?.upperBound else { continue }
                let rest = write[end...]
                let next = rest.range(of: "\u{1B}[2;1H")?.lowerBound ?? rest.endIndex
                XCTAssertEqual(String(rest[..<next]), "\u{1B}[0m", "only a reset follows \(line)")
            }
        }
    }
}
