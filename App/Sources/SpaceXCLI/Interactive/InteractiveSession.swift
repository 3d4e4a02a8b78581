import Dispatch
import Foundation
import LaunchesCore
import Observation
import SharedPresentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The full-screen browser on a real terminal: raw input, redraws on key presses, data changes and resizes,
/// and the terminal always restored (quit, Ctrl-C, SIGTERM, SIGHUP, errors).
@MainActor
final class InteractiveSession {
    private enum Event {
        case key(Key)
        case resize
        case redraw
        case spinnerTick
        case inputClosed
    }

    private let graph: AppGraph
    private let console: Console
    private let browser: Browser
    private let writer = FrameWriter()
    private var size: TerminalSize

    init(graph: AppGraph, console: Console) {
        self.graph = graph
        self.console = console
        let settings = graph.settings
        browser = Browser(
            launches: graph.launchesRepository(filter: LaunchFilter(timeZone: settings.timeZone)),
            rockets: graph.rocketsRepository(), userTimeZone: settings.timeZone, now: graph.now)
        size = Terminal.size() ?? TerminalSize(columns: settings.width, rows: 24)
    }

    func run() async -> ExitCode {
        do {
            try Terminal.enterFullScreen()
        } catch {
            console.error("can't open the browser: \(error); try `spacex launches`")
            return .unavailable
        }
        atexit { Terminal.restore() }
        let (events, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .unbounded)
        let signals = installSignalHandlers(resize: { continuation.yield(.resize) })
        startInputThread(continuation)
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
            if let warning = graph.cacheWarning { console.warning(warning.userMessage) }
        }
        perform(browser.start(), continuation: continuation)
        draw(continuation)
        for await event in events {
            switch event {
            case .key(let key):
                let outcome = browser.handle(key)
                if outcome.quit { return .success }
                if let url = outcome.openURL { LinkOpener.open(url) }
                perform(outcome, continuation: continuation)
            case .resize:
                size = Terminal.size() ?? size
                writer.invalidate()
            case .redraw:
                break
            case .spinnerTick:
                guard browser.isBusy else { continue }
                browser.advanceSpinner()
            case .inputClosed:
                return .success
            }
            draw(continuation)
        }
        return .success
    }

    /// Draws a frame and asks for another when anything the frame read changes (Observation).
    private func draw(_ continuation: AsyncStream<Event>.Continuation) {
        let context = graph.settings.renderContext
        let lines = withObservationTracking {
            browser.render(size: size, context: context)
        } onChange: {
            continuation.yield(.redraw)
        }
        writer.write(TextRenderer(colorMode: graph.settings.colorMode).render(lines), width: size.columns)
    }

    private func perform(_ outcome: KeyOutcome, continuation: AsyncStream<Event>.Continuation) {
        guard !outcome.work.isEmpty else { return }
        Task { @MainActor in
            await outcome.runWork()
            continuation.yield(.redraw)
        }
    }

    private func startInputThread(_ continuation: AsyncStream<Event>.Continuation) {
        let thread = Thread {
            let decoder = KeyDecoder()
            var buffer = [UInt8](repeating: 0, count: 256)
            while true {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    continuation.yield(.inputClosed)
                    return
                }
                for key in decoder.keys(from: Array(buffer[0..<count])) { continuation.yield(.key(key)) }
            }
        }
        thread.start()
    }

    private func installSignalHandlers(resize: @escaping @Sendable () -> Void) -> [DispatchSourceSignal] {
        var sources: [DispatchSourceSignal] = []
        let winch = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        signal(SIGWINCH, SIG_IGN)
        winch.setEventHandler(handler: resize)
        winch.resume()
        sources.append(winch)
        for number in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                Terminal.restore()
                exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
        return sources
    }
}
