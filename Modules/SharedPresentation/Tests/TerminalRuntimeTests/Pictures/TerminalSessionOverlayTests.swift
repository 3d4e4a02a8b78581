import XCTest

@testable import SharedPresentation
@testable import TerminalRuntime

/// The session's side of the overlay hook, without a terminal: the slots reach the screen's render, the overlay
/// sees the whole screen's frame, its bytes go out in the frame's one write, and its teardown is written.
@MainActor
final class TerminalSessionOverlayTests: XCTestCase {
    private final class SpyOverlay: FrameOverlay {
        var slots: PictureSlots
        var frames: [RenderedFrame] = []
        var sizes: [[Int]] = []
        var update = FrameOverlayUpdate(beforeFrame: "<before>", repaintRows: [0], afterFrame: "<after>")
        var teardown = "<teardown>"
        var clears = 0
        init(slots: PictureSlots) { self.slots = slots }
        var clearedSizes: [TerminalSize?] = []
        func screenWasCleared(size: TerminalSize?) {
            clears += 1
            clearedSizes.append(size)
        }
        func setChangeHandler(_ handler: @escaping @MainActor () -> Void) {}
        func update(for frame: RenderedFrame, columns: Int, rows: Int) -> FrameOverlayUpdate {
            frames.append(frame)
            sizes.append([columns, rows])
            return update
        }
    }

    /// A screen with two lines of text above an image, drawn in the environment it is given.
    private final class PictureScreen: InteractiveScreen {
        var title: String { "Pictures" }
        var keyHints: [KeyHint] { [] }
        var isBusy = false
        var contexts: [RenderContext] = []
        func render(in environment: ScreenEnvironment) -> [StyledLine] {
            contexts.append(environment.context)
            return VStack {
                Text("Title")
                Text("Subtitle")
                Image("A photo", url: "https://example.com/a.png").padding(.leading, 2)
            }
            .render(width: environment.width, context: environment.context)
        }
        func handle(_ key: Key, in environment: ScreenEnvironment) -> ScreenOutcome<Never> { .none }
        func load() -> ScreenOutcome<Never> { .none }
        func refresh() -> ScreenOutcome<Never> { .none }
    }

    private var writes: [String] = []

    private func makeSession(
        _ overlay: SpyOverlay?, rows: Int = 20
    ) -> (TerminalSession<Never>, TabNavigator<Never>, PictureScreen) {
        let screen = PictureScreen()
        let navigator = TabNavigator<Never>(
            tabs: [TabItem("Pictures", icon: TabIcon(unicode: "🚀", ascii: "[R]"))], roots: [AnyScreen(screen) { $0 }],
            help: KeyHelp())
        let session = TerminalSession(
            navigator: navigator, colorMode: .plain, overlay: overlay, output: { [unowned self] in writes.append($0) })
        navigator.columns = 60
        navigator.rows = rows
        return (session, navigator, screen)
    }

    func testTheOverlaySeesScreenRowsAndItsBytesWrapTheFrameInOneWrite() async {
        let overlay = SpyOverlay(
            slots: PictureSlots(states: ["https://example.com/a.png": .ready(pixelWidth: 200, pixelHeight: 100)]))
        let (session, navigator, screen) = makeSession(overlay)
        session.draw(onChange: {})
        XCTAssertEqual(screen.contexts.last?.pictures?.states, overlay.slots.states, "the slots reach the screen")
        XCTAssertEqual(navigator.context.pictures?.states, overlay.slots.states)
        XCTAssertEqual(
            overlay.frames.last?.pictures,
            [
                PicturePlacement(
                    url: "https://example.com/a.png", row: 3, column: 4, columns: 20, rows: 5, isComplete: true)
            ])
        XCTAssertEqual(overlay.frames.last?.lines.count, 20, "the frame is the whole screen, chrome included")
        XCTAssertEqual(overlay.sizes.last, [60, 20])
        XCTAssertEqual(writes.count, 1)
        XCTAssertTrue(writes[0].hasPrefix("<before>\u{1B}[2J"), writes[0])
        XCTAssertTrue(writes[0].hasSuffix("<after>"), writes[0])

        session.draw(onChange: {})
        XCTAssertEqual(writes.count, 2)
        XCTAssertEqual(
            writes[1], "<before>\u{1B}[1;1H\u{1B}[0m\u{1B}[KTitle\u{1B}[0m<after>",
            "an unchanged frame: only the row the overlay asked to repaint")

        session.tearDownOverlay()
        XCTAssertEqual(writes.last, "<teardown>")
    }

    func testAResizeClearsTheScreenAndTellsTheOverlay() async {
        let overlay = SpyOverlay(
            slots: PictureSlots(states: ["https://example.com/a.png": .ready(pixelWidth: 200, pixelHeight: 100)]))
        let (session, _, _) = makeSession(overlay)
        session.draw(onChange: {})
        session.draw(onChange: {})
        XCTAssertFalse(writes[1].contains("\u{1B}[2J"), "a steady frame does not clear the screen")
        XCTAssertEqual(overlay.clears, 0)

        let zoomed = TerminalSize(columns: 60, rows: 20, pixelWidth: 1200, pixelHeight: 800)
        session.screenChanged(to: zoomed)
        session.draw(onChange: {})
        XCTAssertEqual(overlay.clears, 1, "the overlay knows its pictures were wiped")
        XCTAssertEqual(overlay.clearedSizes, [zoomed], "and the new size, pixels included")
        XCTAssertTrue(writes[2].hasPrefix("<before>\u{1B}[2J"), writes[2])
        XCTAssertTrue(writes[2].contains("Subtitle"), "the whole frame is drawn again")
    }

    func testAPictureCutByTheViewportIsIncomplete() async {
        let overlay = SpyOverlay(
            slots: PictureSlots(states: ["https://example.com/a.png": .ready(pixelWidth: 200, pixelHeight: 100)]))
        let (session, _, _) = makeSession(overlay, rows: 10)
        session.draw(onChange: {})
        let placement = overlay.frames.last?.pictures.first
        XCTAssertEqual(placement?.row, 3)
        XCTAssertEqual(placement?.rows, 3, "10 rows less 4 of chrome leave 6 for the screen")
        XCTAssertEqual(placement?.isComplete, false)
    }

    func testTheSpinnerTurnsWhileAPictureLoadsAndReachesTheLoadingLine() async {
        let overlay = SpyOverlay(slots: PictureSlots(states: ["https://example.com/a.png": .loading]))
        let (session, navigator, screen) = makeSession(overlay)
        XCTAssertTrue(session.isAnimating)
        session.draw(onChange: {})
        let first = overlay.frames.last?.lines.map(\.plainText).first { $0.contains("Loading picture") }
        navigator.advanceSpinner()
        session.draw(onChange: {})
        let second = overlay.frames.last?.lines.map(\.plainText).first { $0.contains("Loading picture") }
        XCTAssertNotNil(first)
        XCTAssertNotEqual(first, second, "the spinner glyph moved")
        XCTAssertEqual(screen.contexts.last?.pictures?.spinnerTick, 1)
        XCTAssertEqual(overlay.frames.last?.pictureRequests, ["https://example.com/a.png"])

        overlay.slots = PictureSlots(states: ["https://example.com/a.png": .failed(reason: "HTTP 404")])
        XCTAssertFalse(session.isAnimating)
    }

    func testWithoutAnOverlayPicturesStayOff() async {
        let (session, navigator, screen) = makeSession(nil)
        XCTAssertFalse(session.isAnimating)
        session.draw(onChange: {})
        XCTAssertNil(navigator.context.pictures)
        XCTAssertNil(screen.contexts.last?.pictures)
        XCTAssertFalse(writes[0].contains("Loading picture"))
        session.tearDownOverlay()
        XCTAssertEqual(writes.count, 1, "no teardown without an overlay")
    }
}
