/// Replays a full-screen program's output into a grid of cells, with the cursor moves, erases, cursor save and
/// restore, and kitty graphics placements a picture overlay uses, so a test can see which cells still show
/// half-blocks and which kitty pictures are still placed.
///
/// Writing to the last column follows xterm's pending wrap (its `do_wrap` flag, DEC's "last column flag"): the
/// cursor stays on the last column with the flag set, and only the next printed character wraps to the next line
/// (scrolling at the bottom). Everything else that moves the cursor (CR, LF, BS, CUP/HVP, CUU/CUD/CUF/CUB,
/// CNL/CPL, CHA, VPA) clears the flag; an erase (EL, ECH, ED) acts on the cursor's column, the last one
/// included, and clears it too; DECSC saves it and DECRC restores it. With autowrap off (`CSI ? 7 l`) a
/// character at the last column overwrites it. (libvterm differs only where the browser never goes: it keeps the
/// flag through EL and ECH and drops it on DECRC.)
///
/// Every character takes one cell. Sixel (DCS) and OSC sequences, iTerm2 pictures included, are skipped.
public struct CellScreenEmulator {
    /// The screen's width in cells.
    public let columns: Int
    /// The screen's height in lines.
    public let rows: Int
    /// The cells, row by row from the top; a blank cell is a space.
    public private(set) var cells: [[Character]]
    /// The kitty pictures on screen by image id: the cell (0-based row and column) each was placed at.
    public private(set) var kittyPlacements: [UInt32: (row: Int, column: Int)] = [:]
    /// The cursor's 0-based row.
    public private(set) var row = 0
    /// The cursor's 0-based column; on the last column while a wrap is pending.
    public private(set) var column = 0
    /// Whether a character was just written to the last column, so the next one starts the next line.
    public private(set) var wrapPending = false

    private var autowrap = true
    private var saved = (row: 0, column: 0, wrapPending: false)

    /// Replays `bytes` onto a blank screen of `columns` × `rows`.
    public init(bytes: [UInt8], columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        cells = Array(repeating: Array(repeating: " ", count: self.columns), count: self.rows)
        var scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\u{1B}": escape(&scalars)
            case "\r": move(row: row, column: 0)
            case "\n", "\u{0B}", "\u{0C}": lineFeed()
            case "\u{08}": move(row: row, column: column - 1)
            case _ where scalar.value < 0x20: continue
            default: put(Character(scalar))
            }
        }
    }

    /// The screen as text, one line per row, trailing blanks kept.
    public var text: String { cells.map { String($0) }.joined(separator: "\n") }

    /// The 0-based rows holding at least one `character`.
    public func rows(containing character: Character) -> [Int] {
        cells.indices.filter { cells[$0].contains(character) }
    }

    /// Writes `character` at the cursor: wraps first when a wrap is pending, and stays on the last column with a
    /// wrap pending after writing there.
    private mutating func put(_ character: Character) {
        if wrapPending {
            wrapPending = false
            column = 0
            lineFeed()
        }
        cells[row][column] = character
        if column < columns - 1 {
            column += 1
        } else if autowrap {
            wrapPending = true
        }
    }

    /// Moves the cursor to `row`, `column` (clamped to the screen) and ends a pending wrap.
    private mutating func move(row newRow: Int, column newColumn: Int) {
        row = min(rows - 1, max(0, newRow))
        column = min(columns - 1, max(0, newColumn))
        wrapPending = false
    }

    /// Moves down a line, scrolling the screen up one line at the bottom; ends a pending wrap.
    private mutating func lineFeed() {
        if row == rows - 1 {
            cells.removeFirst()
            cells.append(Array(repeating: " ", count: columns))
            kittyPlacements = kittyPlacements.compactMapValues { $0.row > 0 ? ($0.row - 1, $0.column) : nil }
        }
        move(row: row + 1, column: column)
    }

    /// Blanks `range` of the cursor's row and ends a pending wrap (the cursor stays).
    private mutating func erase(_ range: Range<Int>) {
        for index in range.clamped(to: 0..<columns) { cells[row][index] = " " }
        wrapPending = false
    }

    private mutating func escape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        guard let introducer = scalars.popFirst() else { return }
        switch introducer {
        case "[": controlSequence(&scalars)
        case "7": saved = (row, column, wrapPending)
        case "8":
            move(row: saved.row, column: saved.column)
            wrapPending = saved.wrapPending
        case "D": lineFeed()
        case "E":
            lineFeed()
            column = 0
        case "_": kitty(Self.string(until: &scalars))
        case "]": _ = Self.string(until: &scalars)
        case "P": Self.skipDeviceControlString(&scalars)
        case "(", ")", "*", "+", "#", " ": _ = scalars.popFirst()  // a character set or line size: one more byte
        default: return
        }
    }

    /// Skips a DCS string (sixel, tmux's passthrough): it ends only at ST (ESC \), and an escape inside it that
    /// tmux doubled (ESC ESC) is part of it.
    private static func skipDeviceControlString(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        while let next = scalars.popFirst() {
            guard next == "\u{1B}", let following = scalars.popFirst() else { continue }
            if following == "\\" { return }
        }
    }

    /// The text of a string sequence up to its terminator (ESC \ or BEL), which is consumed.
    private static func string(until scalars: inout ArraySlice<Unicode.Scalar>) -> String {
        var text = ""
        while let next = scalars.popFirst() {
            if next == "\u{07}" { break }
            if next == "\u{1B}" {
                if scalars.first == "\\" { scalars.removeFirst() }
                break
            }
            text.unicodeScalars.append(next)
        }
        return text
    }

    private mutating func controlSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        var parameters = ""
        while let next = scalars.first, !(0x40...0x7E).contains(next.value) {
            parameters.unicodeScalars.append(next)
            scalars.removeFirst()
        }
        guard let final = scalars.popFirst() else { return }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        /// The `index`th parameter as a count or position: 1 when absent or 0.
        func count(_ index: Int = 0) -> Int { max(1, (index < numbers.count ? numbers[index] : nil) ?? 1) }
        /// The first parameter as a mode: 0 when absent.
        let mode = (numbers.first ?? nil) ?? 0
        if parameters.hasPrefix("?") {
            if parameters.dropFirst() == "7", final == "h" || final == "l" { autowrap = final == "h" }
            if !autowrap { wrapPending = false }
            return
        }
        switch final {
        case "H", "f": move(row: count() - 1, column: count(1) - 1)
        case "A": move(row: row - count(), column: column)
        case "B": move(row: row + count(), column: column)
        case "C": move(row: row, column: column + count())
        case "D": move(row: row, column: column - count())
        case "E": move(row: row + count(), column: 0)
        case "F": move(row: row - count(), column: 0)
        case "G", "`": move(row: row, column: count() - 1)
        case "d": move(row: count() - 1, column: column)
        case "X": erase(column..<(column + count()))
        case "K":
            switch mode {
            case 0: erase(column..<columns)
            case 1: erase(0..<(column + 1))
            default: erase(0..<columns)
            }
        case "J":
            switch mode {
            case 0:
                for index in (row + 1)..<rows { cells[index] = Array(repeating: " ", count: columns) }
                erase(column..<columns)
            case 1:
                for index in 0..<row { cells[index] = Array(repeating: " ", count: columns) }
                erase(0..<(column + 1))
            default:
                cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
                wrapPending = false
            }
        default:
            return
        }
    }

    /// Applies a kitty graphics command (`G` then comma-separated keys, `;`, payload): transmit-and-display and
    /// put place a picture at the cursor; delete removes one id (`d=I`/`d=i`) or all (`d=A`/`d=a`).
    private mutating func kitty(_ command: String) {
        guard command.hasPrefix("G") else { return }
        let control = command.dropFirst().prefix { $0 != ";" }
        var keys: [String: String] = [:]
        for pair in control.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { keys[String(parts[0])] = String(parts[1]) }
        }
        let id = keys["i"].flatMap { UInt32($0) }
        switch keys["a"] {
        case "T", "p":
            if let id { kittyPlacements[id] = (row, column) }
        case "d":
            switch keys["d"] ?? "a" {
            case "a", "A": kittyPlacements = [:]
            case "i", "I": if let id { kittyPlacements[id] = nil }
            default: return
            }
        default:
            return
        }
    }
}
