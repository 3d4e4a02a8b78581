/// Replays a full-screen program's output into a grid of cells, with the cursor moves, erases, cursor save and
/// restore, and kitty graphics placements a picture overlay uses, so a test can see which cells still show
/// half-blocks and which kitty pictures are still placed.
///
/// Every character takes one cell and nothing wraps or scrolls: enough for the browser, which positions every
/// line itself. Sixel (DCS) and OSC sequences, iTerm2 pictures included, are skipped.
public struct CellScreenEmulator {
    /// The screen's width in cells.
    public let columns: Int
    /// The screen's height in lines.
    public let rows: Int
    /// The cells, row by row from the top; a blank cell is a space.
    public private(set) var cells: [[Character]]
    /// The kitty pictures on screen by image id: the cell (0-based row and column) each was placed at.
    public private(set) var kittyPlacements: [UInt32: (row: Int, column: Int)] = [:]

    private var row = 0
    private var column = 0
    private var saved = (row: 0, column: 0)

    /// Replays `bytes` onto a blank screen of `columns` × `rows`.
    public init(bytes: [UInt8], columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        var scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\u{1B}": escape(&scalars)
            case "\r": column = 0
            case "\n": row = min(rows - 1, row + 1)
            case "\u{08}": column = max(0, column - 1)
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

    private mutating func put(_ character: Character) {
        if row < rows, column < columns { cells[row][column] = character }
        column += 1
    }

    private mutating func escape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        guard let introducer = scalars.popFirst() else { return }
        switch introducer {
        case "[": controlSequence(&scalars)
        case "7": saved = (row, column)
        case "8": (row, column) = saved
        case "_": kitty(Self.string(until: &scalars))
        case "]", "P": _ = Self.string(until: &scalars)
        default: return
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
        switch final {
        case "H", "f":
            row = min(rows - 1, max(0, ((numbers.first ?? nil) ?? 1) - 1))
            column = min(columns - 1, max(0, ((numbers.count > 1 ? numbers[1] : nil) ?? 1) - 1))
        case "K":
            let mode = (numbers.first ?? nil) ?? 0
            let range = mode == 0 ? column..<columns : mode == 1 ? 0..<min(columns, column + 1) : 0..<columns
            for index in range where row < rows { cells[row][index] = " " }
        case "J":
            let mode = (numbers.first ?? nil) ?? 0
            if mode == 2 || mode == 3 {
                for index in 0..<rows { cells[index] = Array(repeating: " ", count: columns) }
            } else if mode == 0 {
                for index in column..<columns where row < rows { cells[row][index] = " " }
                for index in (row + 1)..<max(row + 1, rows) {
                    cells[index] = Array(repeating: " ", count: columns)
                }
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
