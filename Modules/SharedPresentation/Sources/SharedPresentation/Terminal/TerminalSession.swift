import Dispatch
import Foundation
import Observation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A full-screen ``TabNavigator`` on the real terminal: raw input, a redraw on every key press, data change
/// (Observation), spinner step and resize, and the terminal always restored (quit, Ctrl-C, SIGTERM, SIGHUP,
/// errors, input closed).
@MainActor
public final class TerminalSession<Route> {
    private enum Event {
        case key(Key)
        case resize
        case redraw
        case spinnerTick
        case inputClosed
    }

    private let navigator: TabNavigator<Route>
    private let renderer: TextRenderer
    private let writer = FrameWriter()

    /// A session showing `navigator`, drawn in `colorMode`.
    public init(navigator: TabNavigator<Route>, colorMode: ColorMode) {
        self.navigator = navigator
        renderer = TextRenderer(colorMode: colorMode)
        resize()
    }

    /// Runs until the user quits or input ends. `handle` turns each key into an outcome (the App routes it);
    /// its work is started and the screen redrawn when it is done. Throws when the terminal can't be set up.
    public func run(handle: @escaping (Key) -> NavigatorOutcome<Route>) async throws {
        try Terminal.enterFullScreen()
        atexit { Terminal.restore() }
        let (events, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .unbounded)
        let signals = TerminalInput.handleSignals(resize: { continuation.yield(.resize) })
        TerminalInput.start(key: { continuation.yield(.key($0)) }, closed: { continuation.yield(.inputClosed) })
        let spinner = Task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 150_000_000)
                continuation.yield(.spinnerTick)
            }
        }
        defer {
            spinner.cancel()
            signals.forEach { $0.cancel() }
            Terminal.restore()
        }
        perform(navigator.start(), continuation)
        draw(continuation)
        for await event in events {
            switch event {
            case .key(let key):
                let outcome = handle(key)
                if outcome.quit { return }
                perform(outcome, continuation)
            case .resize:
                resize()
                writer.invalidate()
            case .redraw:
                break
            case .spinnerTick:
                guard navigator.isBusy else { continue }
                navigator.advanceSpinner()
            case .inputClosed:
                return
            }
            draw(continuation)
        }
    }

    private func resize() {
        guard let size = Terminal.size() else { return }
        navigator.columns = size.columns
        navigator.rows = size.rows
    }

    /// Draws a frame and asks for another when anything the frame read changes.
    private func draw(_ continuation: AsyncStream<Event>.Continuation) {
        let lines = withObservationTracking {
            navigator.render()
        } onChange: {
            continuation.yield(.redraw)
        }
        writer.write(renderer.render(lines))
    }

    private func perform(_ outcome: NavigatorOutcome<Route>, _ continuation: AsyncStream<Event>.Continuation) {
        guard !outcome.work.isEmpty else { return }
        Task { @MainActor in
            await outcome.runWork()
            continuation.yield(.redraw)
        }
    }
}
