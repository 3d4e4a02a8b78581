import SharedPresentation
import TextSnapshotTesting
import XCTest

/// A picture slot in each state, as text: what a reader sees while a picture loads, once it is ready (blank
/// cells an overlay draws on) and when it failed; with pictures off it is the frame of today.
final class PictureSlotSnapshotTests: XCTestCase {
    private let patch = "https://images2.imgbox.com/patch.png"

    private func context(_ state: PictureSlotState?, tick: Int? = nil) -> RenderContext {
        var context = RenderContext()
        context.pictures = PictureSlots(states: state.map { [patch: $0] } ?? [:], spinnerTick: tick)
        return context
    }

    /// Plain text with the cells an overlay would draw on filled with `▒`.
    private func text(_ view: some View, width: Int, _ context: RenderContext) -> [String] {
        plainMarkingPictures(view.render(width: width, context: context))
    }

    private var image: Image { Image("Mission patch of Demo-2", url: patch) }

    func testImageInEachStateAt40And80Columns() {
        let states: [(String, PictureSlotState?)] = [
            ("unknown", nil), ("loading", .loading), ("ready", .ready(pixelWidth: 1600, pixelHeight: 1200)),
            ("ready-portrait", .ready(pixelWidth: 400, pixelHeight: 800)),
            ("failed", .failed(reason: "The picture could not be downloaded (HTTP 404)")),
        ]
        for width in [40, 80] {
            for (name, state) in states {
                let lines = text(image, width: width, context(state, tick: 2))
                assertSnapshot(of: lines, named: "image-\(name)-\(width)", width: width)
                if state == nil || state == .loading {
                    XCTAssertTrue(lines.contains("│ ⠹ Loading picture…                   │") || width != 40, "\(lines)")
                }
            }
        }
    }

    func testPicturesOffOrNoAddressDrawTheFrameOfToday() {
        let today = Image("Mission patch of Demo-2", url: patch).render(width: 60)
        XCTAssertEqual(image.render(width: 60, context: RenderContext()), today)
        XCTAssertEqual(
            Image("No patch", url: nil).render(width: 60, context: context(.loading)),
            Image("No patch", url: nil).render(width: 60), "no address, no slot")
        XCTAssertEqual(
            plainMarkingPictures(today),
            [
                "┌─ Image ──────────────────────────────┐",
                "│ Mission patch of Demo-2              │",
                "│ https://images2.imgbox.com/patch.png │",
                "└──────────────────────────────────────┘",
            ])
    }

    func testThumbnailRowsWhenReady() {
        let rows = VStack {
            for (index, size) in [(1600, 1200), (300, 900), (100, 100)].enumerated() {
                HStack(spacing: 1) {
                    Thumbnail(url: "https://example.com/\(index).jpg", columns: 6, rows: 2) { Text("▣") }
                    VStack {
                        Text("Row \(index + 1)").bold()
                        Text("\(size.0)×\(size.1) pixels").dim()
                    }
                }
            }
            HStack(spacing: 1) {
                Thumbnail(url: "https://example.com/late.jpg", columns: 6, rows: 2) { Text("▣") }
                Text("Still loading: the mark stays")
            }
        }
        var context = RenderContext()
        context.pictures = PictureSlots(states: [
            "https://example.com/0.jpg": .ready(pixelWidth: 1600, pixelHeight: 1200),
            "https://example.com/1.jpg": .ready(pixelWidth: 300, pixelHeight: 900),
            "https://example.com/2.jpg": .ready(pixelWidth: 100, pixelHeight: 100),
            "https://example.com/late.jpg": .loading,
        ])
        let lines = rows.render(width: 40, context: context)
        assertSnapshot(of: plainMarkingPictures(lines), named: "thumbnail-rows-40", width: 40)
        let frame = RenderedFrame(lines: lines)
        XCTAssertEqual(
            frame.pictures,
            [
                PicturePlacement(
                    url: "https://example.com/0.jpg", row: 0, column: 0, columns: 5, rows: 2, isComplete: true),
                PicturePlacement(
                    url: "https://example.com/1.jpg", row: 2, column: 0, columns: 1, rows: 2, isComplete: true),
                PicturePlacement(
                    url: "https://example.com/2.jpg", row: 4, column: 0, columns: 4, rows: 2, isComplete: true),
            ])
        XCTAssertEqual(
            frame.pictureRequests, (0..<3).map { "https://example.com/\($0).jpg" } + ["https://example.com/late.jpg"])
    }
}
