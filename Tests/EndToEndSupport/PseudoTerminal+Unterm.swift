import Foundation

extension PseudoTerminal {
    /// The frame text the program meant: each row as its cursor move put it (``ScreenEmulator``, erases ignored),
    /// trailing blanks dropped, one string per row of the window; from the bytes at `offset` on (a frame drawn
    /// whole after a resize: erases are ignored, so rows left blank would show older text).
    public func frameRows(since offset: Int = 0) -> [String] {
        let frame = ScreenEmulator(bytes: Array(output[offset...]))
        return (1...rows).map { Self.trimmed(frame.rows[$0] ?? "") }
    }

    /// Where libvterm's `unterm` and the project's ``CellScreenEmulator``, given every byte written so far at the
    /// window's size, show rows other than ``frameRows()``: one description per screen that differs, naming each
    /// row; empty when both match; `offset` as for ``frameRows(since:)``. Throws when `unterm` is missing (it
    /// says how to install it).
    public func rowsRenderedOtherwise(since offset: Int = 0) throws -> [String] {
        let meant = frameRows(since: offset)
        let bytes = Array(output[offset...])
        let shown = try Unterm.screen(of: bytes, columns: columns, rows: rows)
        let emulated = cellScreen(of: bytes).cells.map { Self.trimmed(String($0)) }
        return [("unterm", shown), ("CellScreenEmulator", emulated)].compactMap { name, screen in
            let differences = (0..<rows).compactMap { index -> String? in
                let got = index < screen.count ? screen[index] : ""
                guard got != meant[index] else { return nil }
                return "row \(index + 1):\n  meant \(meant[index].debugDescription)\n  shown \(got.debugDescription)"
            }
            guard !differences.isEmpty else { return nil }
            return "\(name) shows \(differences.count) rows other than the renderer drew:\n"
                + differences.joined(separator: "\n")
        }
    }

    private static func trimmed(_ text: String) -> String {
        String(text.reversed().drop { $0 == " " }.reversed())
    }
}
