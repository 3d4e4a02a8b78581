import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal pair for driving the interactive browser like a person at a terminal.
final class PseudoTerminal {
    let master: Int32
    let slave: Int32
    private(set) var output = [UInt8]()

    init(columns: Int, rows: Int) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw XCTSkip("no pseudo-terminal available here (openpty failed, errno \(errno))")
        }
        self.master = master
        self.slave = slave
    }

    deinit {
        close(slave)
        close(master)
    }

    /// The slave side's terminal settings.
    func settings() -> termios {
        var settings = termios()
        _ = tcgetattr(slave, &settings)
        return settings
    }

    /// Types bytes as if on the keyboard.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what the program wrote until `condition` holds on the emulated screen or `timeout` passes.
    @discardableResult
    func waitForScreen(timeout: TimeInterval = 15, until condition: (ScreenEmulator) -> Bool) -> ScreenEmulator {
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

    /// Reads whatever is left to read for a short while (after the program exits).
    func drain() {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 200) > 0 {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            output += buffer[0..<count]
        }
    }
}

/// Replays the browser's output (absolute cursor moves, clear to end of line or screen, styled text) into rows
/// of plain text, so a test can read the current screen.
struct ScreenEmulator {
    private(set) var rows: [Int: String] = [:]

    init(bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var row = 1
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else {
                if scalar == "\r" || scalar == "\n" { continue }
                rows[row, default: ""].unicodeScalars.append(scalar)
                continue
            }
            guard let introducer = scalars.popFirst() else { break }
            if introducer == "]" {
                while let next = scalars.popFirst() {
                    if next == "\u{07}" { break }
                    if next == "\u{1B}" {
                        _ = scalars.popFirst()
                        break
                    }
                }
                continue
            }
            guard introducer == "[" else { continue }
            var parameters = ""
            while let next = scalars.first, !(0x40...0x7E).contains(next.value) {
                parameters.unicodeScalars.append(next)
                scalars.removeFirst()
            }
            guard let final = scalars.popFirst() else { break }
            switch final {
            case "H":
                row = Int(parameters.split(separator: ";").first ?? "1") ?? 1
                rows[row] = ""
            case "J":
                if parameters == "2" { rows = [:] } else { rows = rows.filter { $0.key < row } }
            default:
                continue
            }
        }
    }

    /// The screen as text, one line per row.
    var text: String {
        let last = rows.keys.max() ?? 0
        return (1...max(1, last)).map { rows[$0] ?? "" }.joined(separator: "\n")
    }

    func contains(_ needle: String) -> Bool { text.contains(needle) }
}
