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

    /// Calls `resize` on SIGWINCH; on SIGTERM, SIGHUP, SIGINT and SIGQUIT runs `beforeExit` (to undo what the
    /// program drew outside the text, like pictures), restores the terminal and exits with 128 + the signal
    /// number. Keep the returned sources alive; cancel them when done.
    @MainActor
    public static func handleSignals(
        resize: @escaping @Sendable () -> Void, beforeExit: @escaping @MainActor () -> Void = {}
    ) -> [DispatchSourceSignal] {
        let winch = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        signal(SIGWINCH, SIG_IGN)
        winch.setEventHandler(handler: resize)
        winch.resume()
        return [winch]
            + [SIGTERM, SIGHUP, SIGINT, SIGQUIT].map { number in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
                source.setEventHandler {
                    MainActor.assumeIsolated { beforeExit() }
                    Terminal.restore()
                    exit(128 + number)
                }
                source.resume()
                return source
            }
    }
}
