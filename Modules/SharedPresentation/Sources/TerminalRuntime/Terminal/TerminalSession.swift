import Dispatch
import Foundation
import Observation
import SharedPresentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A full-screen ``TabNavigator`` on the real terminal: raw input, a redraw on every key press, data change
/// (Observation), spinner step, clock step of a screen that ticks (a countdown) and resize, and the terminal always restored (quit, Ctrl-C, SIGTERM, SIGHUP,
/// errors, input closed, and while Ctrl-Z suspends it). An optional ``FrameOverlay`` draws pictures over the frames: it learns where each frame
/// reserved cells for them, and its bytes go out in the frame's own write.
@MainActor
public final class TerminalSession<Route> {
    private enum Event {
        case key(Key)
        case resize
        case continued
        case redraw
        /// Work that held the keys after its own (``NavigatorOutcome/holdsKeys``) is done.
        case keysReleased
        case spinnerTick
        case inputClosed
    }

    private let navigator: TabNavigator<Route>
    private let renderer: TextRenderer
    private let writer: FrameWriter
    private let overlay: FrameOverlay?
    private let output: @MainActor (String) -> Void
    private let now: @Sendable () -> Date
    /// Keys typed while work that holds them runs, applied in order once it is done.
    private var heldKeys: [Key] = []
    /// How many pieces of work that hold the keys are running.
    private var keyHoldingWork = 0
    /// Whether Ctrl-Z handed the terminal to the shell and no SIGCONT has come yet: nothing is drawn meanwhile.
    private var isSuspended = false

    /// A session showing `navigator`, drawn in `colorMode`, with pictures drawn by `overlay` when it is given;
    /// `now` is the clock a ticking screen (a countdown) is redrawn by, the one its view model reads.
    public convenience init(
        navigator: TabNavigator<Route>, colorMode: ColorMode, overlay: FrameOverlay? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(
            navigator: navigator, colorMode: colorMode, overlay: overlay, output: { Terminal.write($0) }, now: now)
    }

    /// A session writing to `output` instead of the terminal, so tests can read what a frame writes.
    init(
        navigator: TabNavigator<Route>, colorMode: ColorMode, overlay: FrameOverlay?,
        output: @escaping @MainActor (String) -> Void, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.navigator = navigator
        self.overlay = overlay
        self.output = output
        self.now = now
        renderer = TextRenderer(colorMode: colorMode, theme: navigator.context.theme)
        writer = FrameWriter(output: output)
        resize()
    }

    /// Runs until the user quits or input ends. `handle` turns each key into an outcome (the App routes it);
    /// its work is started and the screen redrawn when it is done. Throws when the terminal can't be set up.
    public func run(handle: @escaping (Key) -> NavigatorOutcome<Route>) async throws {
        navigator.minimumSize = TabNavigator<Route>.browserMinimumSize
        try Terminal.enterFullScreen()
        atexit { Terminal.restore() }
        let (events, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .unbounded)
        let signals = TerminalInput.handleSignals(
            resize: { continuation.yield(.resize) }, continued: { continuation.yield(.continued) },
            beforeExit: { [weak self] in self?.tearDownOverlay() })
        TerminalInput.start(key: { continuation.yield(.key($0)) }, closed: { continuation.yield(.inputClosed) })
        overlay?.setChangeHandler { continuation.yield(.redraw) }
        let spinner = Task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 150_000_000)
                continuation.yield(.spinnerTick)
            }
        }
        defer {
            spinner.cancel()
            signals.forEach { $0.cancel() }
            tearDownOverlay()
            Terminal.restore()
        }
        perform(navigator.start(), continuation)
        draw(continuation)
        for await event in events {
            if isSuspended, case .key = event { resume() }  // stopped and continued before the signal came
            switch event {
            case .key(.controlZ):
                suspend()
            case .continued:
                resume()
            case .key(let key):
                // In order: behind keys still waiting, or work loading what this key moves over; quitting never waits.
                if keyHoldingWork > 0 || !heldKeys.isEmpty, !navigator.quits(on: key) {
                    heldKeys.append(key)
                    continue
                }
                if apply(key, handle, continuation) { return }
            case .keysReleased:
                keyHoldingWork -= 1
                while keyHoldingWork == 0, !heldKeys.isEmpty {
                    if apply(heldKeys.removeFirst(), handle, continuation) { return }
                }
            case .resize:
                screenChanged()
                perform(navigator.resized(), continuation)
            case .redraw:
                break
            case .spinnerTick:
                // The same timer starts what waited for a pause (a search sent once typing stops) and redraws a
                // ticking countdown on its clock step; nothing else is drawn when idle.
                let waited = navigator.timerTicked()
                perform(waited, continuation)
                let clockTicked = navigator.clockTicked(at: now())
                guard isAnimating || clockTicked || !waited.work.isEmpty else { continue }
                if isAnimating { navigator.advanceSpinner() }
            case .inputClosed:
                return
            }
            if !isSuspended { draw(continuation) }
        }
    }

    private func resize(to size: TerminalSize? = Terminal.size()) {
        guard let size else { return }
        navigator.columns = size.columns
        navigator.rows = size.rows
    }

    /// Reads the new size and makes the next frame clear the screen and draw everything, pictures included.
    func screenChanged(to size: TerminalSize? = Terminal.size()) {
        resize(to: size)
        writer.invalidate()
        overlay?.screenWasCleared(size: size)
    }

    /// Whether the spinner turns: a request for the shown screen or a picture is loading.
    var isAnimating: Bool {
        navigator.isBusy || overlay?.slots.isLoading == true
    }

    /// Draws a frame and asks for another when anything the frame read changes.
    private func draw(_ continuation: AsyncStream<Event>.Continuation) {
        draw(onChange: { continuation.yield(.redraw) })
    }

    /// Draws a frame with the overlay's picture states, then writes the text and the overlay's bytes for where
    /// the frame (the whole screen) reserved cells, in one write; `onChange` runs when anything it read changes.
    func draw(onChange: @escaping @Sendable () -> Void) {
        if let overlay { navigator.context.pictures = overlay.slots }
        let lines = withObservationTracking {
            navigator.render()
        } onChange: {
            onChange()
        }
        let update =
            overlay?.update(for: RenderedFrame(lines: lines), columns: navigator.columns, rows: navigator.rows)
            ?? FrameOverlayUpdate()
        writer.write(renderer.render(lines), overlay: update)
    }

    /// Ctrl-Z: gives the terminal back to the shell until `fg` (``resume()``); says why not where no
    /// job-control shell runs the browser.
    private func suspend() {
        if Terminal.suspend() {
            isSuspended = true
        } else {
            navigator.message = "Ctrl-Z suspends only under a job-control shell; q quits"
        }
    }

    /// After SIGCONT: takes the terminal again and draws the same screen whole (its size may have changed); a
    /// browser stopped and continued from outside only redraws.
    private func resume() {
        if isSuspended {
            isSuspended = false
            try? Terminal.enterFullScreen()
        }
        screenChanged()
    }

    /// Writes the overlay's teardown (deleting its pictures) before the terminal is restored.
    func tearDownOverlay() {
        guard let teardown = overlay?.teardown, !teardown.isEmpty else { return }
        output(teardown)
    }

    /// Handles one key and starts its work; whether it quits.
    private func apply(
        _ key: Key, _ handle: (Key) -> NavigatorOutcome<Route>, _ continuation: AsyncStream<Event>.Continuation
    ) -> Bool {
        let outcome = handle(key)
        if outcome.quit { return true }
        perform(outcome, continuation)
        return false
    }

    private func perform(_ outcome: NavigatorOutcome<Route>, _ continuation: AsyncStream<Event>.Continuation) {
        guard !outcome.work.isEmpty else { return }
        let holdsKeys = outcome.holdsKeys
        if holdsKeys { keyHoldingWork += 1 }
        Task { @MainActor in
            await outcome.runWork()
            continuation.yield(holdsKeys ? .keysReleased : .redraw)
        }
    }
}
