import Foundation
import RepositoryDefinitions
import SharedPresentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's terminal: TTY checks, size, raw mode and the alternate screen, always restored.
///
/// Raw mode is left on quit, Ctrl-C, SIGTERM, SIGHUP and errors: the saved settings are restored by
/// ``restore()``, which the signal handlers and the browser's exit path both call. A crash restores them too
/// (``FatalSignalTerminalRestore``).
public enum Terminal {
    /// Whether standard input is a terminal.
    public static var inputIsTTY: Bool { isatty(STDIN_FILENO) == 1 }
    /// Whether standard output is a terminal.
    public static var outputIsTTY: Bool { isatty(STDOUT_FILENO) == 1 }
    /// Whether standard error is a terminal.
    public static var errorIsTTY: Bool { isatty(STDERR_FILENO) == 1 }

    /// The size of the terminal on `descriptor` (standard output), in cells and, where it says, in pixels; nil
    /// when it is not a terminal or reports no cells.
    public static func size(of descriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
        var size = winsize()
        #if canImport(Glibc)
            let request = UInt(TIOCGWINSZ)
        #else
            let request = TIOCGWINSZ
        #endif
        guard ioctl(descriptor, request, &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(
            columns: Int(size.ws_col), rows: Int(size.ws_row), pixelWidth: Int(size.ws_xpixel),
            pixelHeight: Int(size.ws_ypixel))
    }

    /// Bytes typed before the key reader started that something else read first (the graphics query's
    /// exchange); ``TerminalInput`` decodes them before anything it reads.
    static let typeAhead = Locked<[UInt8]>([])

    /// The settings saved before raw mode, taken exactly once on restore.
    private static let saved = Locked<termios?>(nil)

    /// Switches to raw input, the alternate screen and a hidden cursor; ``restore()`` undoes it. Keys already
    /// typed are kept (no flush), so a `q` typed while the program starts still quits.
    public static func enterFullScreen() throws {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else {
            throw TerminalError("can't read the terminal settings (errno \(errno))")
        }
        saved.current = settings
        var raw = rawSettings(from: settings)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else {
            throw TerminalError("can't switch the terminal to raw mode (errno \(errno))")
        }
        FatalSignalTerminalRestore.install(restoring: settings)
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[H")
    }

    /// `settings` switched to raw input: no echo, no line editing, no signal keys, bytes handed on one by one.
    static func rawSettings(from settings: termios) -> termios {
        var raw = settings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return raw
    }

    /// Leaves the alternate screen, shows the cursor and restores the saved terminal settings. Safe to call twice
    /// and from a signal handler path.
    public static func restore() {
        guard
            var settings = saved.withLock({ stored in
                defer { stored = nil }; return stored
            })
        else { return }
        write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        FatalSignalTerminalRestore.uninstall()
    }

    /// Suspends the program as Ctrl-Z does in a shell: restores the terminal, then stops the process with
    /// SIGTSTP; the shell's `fg` continues it with SIGCONT, when the caller takes the terminal again. False, doing
    /// nothing, when no job-control shell waits on the program (its parent is not a shell of the same session
    /// in another process group), where SIGTSTP would be discarded or stop it for good.
    public static func suspend() -> Bool {
        let parent = getppid()
        guard getsid(parent) == getsid(0), getpgid(parent) != getpgrp() else { return false }
        restore()
        signal(SIGTSTP, SIG_DFL)
        // To the process, not this thread (`raise`): the threads the main actor runs on block every signal.
        kill(getpid(), SIGTSTP)
        return true
    }

    /// Writes a string to standard output at once (unbuffered).
    /// A failed write is dropped: the screen is redrawn in full after the next resize.
    public static func write(_ text: String) {
        _ = FileDescriptorOutput.write(text, to: STDOUT_FILENO)
    }
}

/// Why the terminal could not be set up.
public struct TerminalError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
