/// Replays the browser's output (absolute cursor moves, clear to end of line or screen, styled text) into rows
/// of plain text, so a test can read the current screen. OSC and DCS strings (a notification, tmux's passthrough
/// with its doubled escapes) and the bell show nothing, as on a terminal.
public struct ScreenEmulator {
    /// The text of each row, by row number from 1.
    public private(set) var rows: [Int: String] = [:]

    /// Replays `bytes` from a blank screen.
    public init(bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var row = 1
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else {
                if scalar.value < 0x20 { continue }  // \r, \n, the bell: no text
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
            if introducer == "P" {
                // A DCS string runs to ST (ESC \); inside it tmux doubles every escape of what it passes on.
                while let next = scalars.popFirst() {
                    guard next == "\u{1B}", let following = scalars.popFirst() else { continue }
                    if following == "\\" { break }
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
    public var text: String {
        let last = rows.keys.max() ?? 0
        return (1...max(1, last)).map { rows[$0] ?? "" }.joined(separator: "\n")
    }

    /// Whether the screen shows `needle` anywhere.
    public func contains(_ needle: String) -> Bool { text.contains(needle) }
}
