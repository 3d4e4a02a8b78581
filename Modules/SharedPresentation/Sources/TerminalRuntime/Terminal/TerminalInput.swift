import Foundation
import SharedPresentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads standard input on its own thread and hands on the decoded keys, so a blocking `read(2)` never holds
/// up drawing.
public enum TerminalInput {
    /// Starts reading: `key` gets every key press, `closed` is called once when input ends.
    public static func start(key: @escaping @Sendable (Key) -> Void, closed: @escaping @Sendable () -> Void) {
        let thread = Thread {
            let decoder = KeyDecoder()
            let typed = Terminal.typeAhead.withLock { bytes in
                defer { bytes = [] }; return bytes
            }
            for decoded in decoder.keys(from: typed) { key(decoded) }
            var buffer = [UInt8](repeating: 0, count: 256)
            while true {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return closed() }
                for decoded in decoder.keys(from: Array(buffer[0..<count])) { key(decoded) }
            }
        }
        thread.start()
    }

    /// Where SIGTERM, SIGHUP, SIGINT and SIGQUIT are handled: never behind the main queue's work.
    private static let endingSignalQueue = DispatchQueue(label: "spacex.terminal.ending-signals")

    /// Calls `resize` on SIGWINCH and `continued` on SIGCONT (after a suspension); on SIGTERM, SIGHUP, SIGINT and SIGQUIT runs `beforeExit` (to undo what the
    /// program drew outside the text, like pictures), restores the terminal and exits with 128 + the signal
    /// number. Keep the returned sources alive; cancel them when done.
    ///
    /// The ending signals are handled on a queue of their own, not the main queue: a main queue busy for long (a
    /// huge page being laid out) must not keep the user from quitting. `beforeExit` runs on the main queue when
    /// it gets there within half a second; the terminal is restored and the process exits either way.
    @MainActor
    public static func handleSignals(
        resize: @escaping @Sendable () -> Void, continued: @escaping @Sendable () -> Void = {},
        beforeExit: @escaping @MainActor () -> Void = {}
    ) -> [DispatchSourceSignal] {
        let redrawing = [(SIGWINCH, resize), (SIGCONT, continued)].map { number, handler in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            if number == SIGWINCH { signal(number, SIG_IGN) }
            source.setEventHandler(handler: handler)
            source.resume()
            return source
        }
        return redrawing
            + [SIGTERM, SIGHUP, SIGINT, SIGQUIT].map { number in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: endingSignalQueue)
                source.setEventHandler {
                    let cleanedUp = DispatchSemaphore(value: 0)
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated { beforeExit() }
                        cleanedUp.signal()
                    }
                    _ = cleanedUp.wait(timeout: .now() + 0.5)
                    Terminal.restore()
                    exit(128 + number)
                }
                source.resume()
                return source
            }
    }
}
