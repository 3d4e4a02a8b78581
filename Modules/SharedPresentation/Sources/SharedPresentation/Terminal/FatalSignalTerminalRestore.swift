import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The last resort while the browser owns the terminal: a crash (SIGSEGV, SIGBUS, SIGILL from a Swift trap,
/// SIGTRAP, SIGABRT, SIGFPE) first restores the saved terminal settings and the screen, then ends the process as
/// the signal would.
///
/// Without it a crash in raw mode leaves the shell unusable (`-icanon -echo -isig -opost`, the alternate screen on,
/// the cursor hidden), and Swift's own backtracer draws in raw mode and waits for a key. The handler replaces
/// the backtracer's while the screen is taken and uses only async-signal-safe calls on data prepared before it
/// is installed: `write` of a fixed byte string, `tcsetattr` with settings copied in advance, `sigaction` and
/// `raise` (the default action, so the exit status still tells the signal). It runs on an alternate signal
/// stack, so a stack overflow is caught too.
enum FatalSignalTerminalRestore {
    /// The signals handled.
    static let signals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Installs the handler, restoring `settings` on a crash; the previous handlers are kept for
    /// ``uninstall()``.
    static func install(restoring settings: termios) {
        restoredSettings = settings
        _ = leaveScreenBytes.utf8CodeUnitCount  // initialised here, never first in the handler
        if alternateStack == nil {
            let size = 64 * 1024
            if let memory = malloc(size) {
                var stack = stack_t()
                stack.ss_sp = memory
                stack.ss_size = size
                stack.ss_flags = 0
                if sigaltstack(&stack, nil) == 0 { alternateStack = memory } else { free(memory) }
            }
        }
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = restoreTerminalAndReraise
        #else
            action.__sigaction_u.__sa_handler = restoreTerminalAndReraise
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND))
        for (index, number) in signals.enumerated() {
            sigaction(number, &action, previousActions + index)
        }
        isInstalled = true
    }

    /// Puts back the handlers found by ``install(restoring:)`` (Swift's backtracer, say).
    static func uninstall() {
        guard isInstalled else { return }
        for (index, number) in signals.enumerated() {
            sigaction(number, previousActions + index, nil)
        }
        isInstalled = false
    }
}

// The handler's data lives in globals because a C signal handler cannot capture anything. nonisolated(unsafe) is
// safe: each is written only by install/uninstall on the main thread while no handler of ours is installed or
// before it is, and the handler only reads them.

/// The bytes that reset colours, show the cursor and leave the alternate screen.
private let leaveScreenBytes: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
/// The terminal settings to put back on a crash.
private nonisolated(unsafe) var restoredSettings = termios()
/// The handlers in place before ours, in the order of ``FatalSignalTerminalRestore/signals``.
private nonisolated(unsafe) let previousActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: FatalSignalTerminalRestore.signals.count)
    actions.initialize(repeating: .init(), count: FatalSignalTerminalRestore.signals.count)
    return actions
}()
/// Whether our handler is installed.
private nonisolated(unsafe) var isInstalled = false
/// The alternate signal stack of the main thread, once made.
private nonisolated(unsafe) var alternateStack: UnsafeMutableRawPointer?

/// Restores the screen and the terminal settings, then re-raises the signal with its default action.
private func restoreTerminalAndReraise(_ number: Int32) {
    _ = write(STDOUT_FILENO, leaveScreenBytes.utf8Start, leaveScreenBytes.utf8CodeUnitCount)
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &restoredSettings)
    signal(number, SIG_DFL)
    raise(number)
}
