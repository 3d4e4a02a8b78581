import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal pair for driving the interactive browser like a person at a terminal.
public final class PseudoTerminal {
    /// The side the test reads and types on.
    public let master: Int32
    /// The side the program gets as its terminal.
    public let slave: Int32
    /// Every byte the program wrote so far.
    public private(set) var output = [UInt8]()
    /// The window's width in cells.
    public private(set) var columns: Int
    /// The window's height in cells.
    public private(set) var rows: Int

    /// Opens a pair with a window of `columns` × `rows`.
    public init(columns: Int, rows: Int) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw EndToEndSupportError("no pseudo-terminal available here (openpty failed, errno \(errno))")
        }
        self.master = master
        self.slave = slave
        self.columns = columns
        self.rows = rows
    }

    deinit {
        close(slave)
        close(master)
    }

    /// Changes the window's size, as dragging a terminal window's corner does, and tells `process` (SIGWINCH: the
    /// pseudo-terminal is not its controlling terminal, so the kernel does not).
    public func resize(columns: Int, rows: Int, telling process: Process) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        self.columns = columns
        self.rows = rows
        kill(process.processIdentifier, SIGWINCH)
    }

    /// The slave side's terminal settings.
    public func settings() -> termios {
        var settings = termios()
        _ = tcgetattr(slave, &settings)
        return settings
    }

    /// Types bytes as if on the keyboard.
    public func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what the program wrote until `condition` holds on the emulated screen or `timeout` passes.
    @discardableResult
    public func waitForScreen(timeout: TimeInterval = 15, until condition: (ScreenEmulator) -> Bool) -> ScreenEmulator {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = ScreenEmulator(bytes: output)
        while !condition(screen), Date() < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            output += buffer[0..<count]
            screen = ScreenEmulator(bytes: output)
        }
        return screen
    }

    /// Reads what the program wrote until `condition` holds on every byte written so far or `timeout` passes;
    /// whether it held. For output the text screen does not show, like graphics escapes.
    @discardableResult
    public func waitForOutput(timeout: TimeInterval = 15, until condition: ([UInt8]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(output) {
            guard Date() < deadline else { return false }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return condition(output) }
            output += buffer[0..<count]
        }
        return true
    }

    /// Reads what the program writes until it has written nothing for `quiet` seconds (so the last frame is
    /// whole: a frame is one write, which the terminal may hand over in pieces back to back) or `timeout` passes;
    /// whether it went quiet.
    @discardableResult
    public func readUntilQuiet(for quiet: TimeInterval = 0.3, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while Date() < deadline {
            guard poll(&descriptor, 1, Int32(quiet * 1000)) > 0 else { return true }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return true }
            output += buffer[0..<count]
        }
        return false
    }

    /// Every byte written so far on a cell screen of this window's size (graphics placements included).
    public var cellScreen: CellScreenEmulator { cellScreen(of: output) }

    /// `output` (what ``waitForOutput(timeout:until:)`` hands its condition) on a cell screen of this window's size.
    public func cellScreen(of output: [UInt8]) -> CellScreenEmulator {
        CellScreenEmulator(bytes: output, columns: columns, rows: rows)
    }

    /// Types `keys` (if any), then reads what the program writes until `process` exits or `timeout` passes, and
    /// what is left after that; how it ended (a process still running then is killed: ``ProcessEnd/stillRunning``).
    @discardableResult
    public func readUntilExit(of process: Process, typing keys: String = "", timeout: TimeInterval = 10) -> ProcessEnd {
        if !keys.isEmpty { type(keys) }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { drain(seconds: 1) }
        drain()
        return ProcessEnd.of(process)
    }

    /// Reads whatever is left to read for a short while (after the program exits): until nothing comes for 0.2 s,
    /// and for at most `seconds` even if a program keeps writing.
    public func drain(seconds: TimeInterval = 5) {
        let deadline = Date().addingTimeInterval(seconds)
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while Date() < deadline, poll(&descriptor, 1, 200) > 0 {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            output += buffer[0..<count]
        }
    }
}
