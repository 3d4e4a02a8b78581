import Foundation

extension SpaceXProcess {
    /// What a pseudo-terminal run's environment says on top of ``environment(_:)``: an xterm with true colour, no
    /// display and no inherited width, so the window size comes from the terminal. `--images auto` finds no
    /// kitty, iTerm2 or `SPACEX_IMAGES` in it (``environment(_:)`` drops those) unless a test sets them.
    public static let trueColourTerminal = [
        "TERM": "xterm-256color", "COLORTERM": "truecolor", "DISPLAY": "", "WAYLAND_DISPLAY": "", "COLUMNS": "",
    ]

    /// Starts `spacex arguments…` in a new pseudo-terminal of `columns` × `rows` (its standard input, output and
    /// error), with ``trueColourTerminal`` plus `extra` (applied last; an empty value unsets). Nothing is read
    /// yet; the caller ends the process.
    public func startInPseudoTerminal(
        _ arguments: [String], environment extra: [String: String] = [:], columns: Int, rows: Int,
        executable: String = "spacex"
    ) throws -> (terminal: PseudoTerminal, process: Process) {
        let terminal = try PseudoTerminal(columns: columns, rows: rows)
        let process = Process()
        process.executableURL = try Self.executable(named: executable)
        process.arguments = arguments
        process.environment = environment(Self.trueColourTerminal.merging(extra) { $1 })
        let handle = FileHandle(fileDescriptor: terminal.slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        return (terminal, process)
    }
}
