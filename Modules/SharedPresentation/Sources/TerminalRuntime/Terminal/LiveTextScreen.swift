import Foundation
import SharedPresentation

/// The terminal as a ``LiveTextSurface``: the alternate screen in raw mode, frames written by the ``FrameWriter``
/// (only changed rows), `q` or Ctrl-C to quit, a resize redrawn, and the terminal restored on stop, on a signal
/// and on a crash, as the browser does.
@MainActor
public final class LiveTextScreen: LiveTextSurface {
    public private(set) var columns: Int
    public private(set) var rows: Int
    private let writer = FrameWriter()
    private var signals: [DispatchSourceSignal] = []
    private var resized: @MainActor () -> Void = {}

    /// The terminal at its current size (80×24 when it reports none).
    public init(size: TerminalSize? = Terminal.size()) {
        columns = size?.columns ?? 80
        rows = size?.rows ?? 24
    }

    public func start(quit: @escaping @Sendable () -> Void, resized: @escaping @MainActor () -> Void) throws {
        self.resized = resized
        try Terminal.enterFullScreen()
        atexit { Terminal.restore() }
        signals = TerminalInput.handleSignals(resize: { [weak self] in
            MainActor.assumeIsolated { self?.sizeChanged() }
        })
        TerminalInput.start(
            key: { key in
                if [.character("q"), .character("Q"), .controlC, .controlD].contains(key) { quit() }
            }, closed: quit)
    }

    /// After SIGWINCH: the new size, a full redraw.
    private func sizeChanged() {
        guard let size = Terminal.size() else { return }
        (columns, rows) = (size.columns, size.rows)
        writer.invalidate()
        resized()
    }

    public func draw(_ rows: [String]) {
        writer.write(Array(rows.prefix(self.rows)))
    }

    public func stop() {
        signals.forEach { $0.cancel() }
        signals = []
        Terminal.restore()
    }
}
