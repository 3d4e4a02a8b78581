import SharedPresentation

/// The plain text of `lines` with the cells of each complete picture placement filled with `▒`, so a golden
/// shows where an overlay would draw (the reserved cells are blank otherwise). Assumes one-cell characters.
public func plainMarkingPictures(_ lines: [StyledLine]) -> [String] {
    var text = lines.map { Array($0.plainText) }
    for placement in RenderedFrame(lines: lines).pictures where placement.isComplete {
        for row in placement.row..<(placement.row + placement.rows) {
            for column in placement.column..<(placement.column + placement.columns) where column < text[row].count {
                text[row][column] = "▒"
            }
        }
    }
    return text.map { line in
        var string = String(line)
        while string.last == " " { string.removeLast() }
        return string
    }
}
