/// Reads picture tags back from rendered lines, line by line: the addresses asked for, and where the reserved
/// cells of ready pictures are. Reserved rows of one picture at the same column on consecutive lines make one
/// placement; one whose first row, last row or full width is missing is incomplete.
struct PictureReader {
    /// A placement still growing: the reserved row it ended on, on which line, and whether it is whole so far.
    private struct Run {
        var index: Int
        var reservedRow: Int
        var rows: Int
        var line: Int
        var isWholeSoFar: Bool
    }

    /// The placements found so far, in order of their first row.
    private(set) var placements: [PicturePlacement] = []
    /// Every address asked for, in order of first appearance.
    private(set) var requests: [String] = []

    private var requested: Set<String> = []
    private var runs: [Run] = []

    /// Reads the tags on `line`, the `index`-th line of the frame.
    mutating func read(_ line: StyledLine, at index: Int) {
        var column = 0
        var continued: [Run] = []
        for span in line.spans {
            defer { column += span.width }
            guard let tag = span.style.pictureTag else { continue }
            if requested.insert(tag.url).inserted { requests.append(tag.url) }
            guard case .reserved(let row, let rows, let columns) = tag.kind else { continue }
            // Reserved areas of one picture that touch merge into one span: split it back.
            for offset in stride(from: 0, to: span.width, by: max(1, columns)) {
                let cells = min(columns, span.width - offset)
                continued.append(
                    extend(
                        url: tag.url, row: row, rows: rows, fullWidth: cells >= columns, column: column + offset,
                        cells: cells, line: index))
            }
        }
        runs = continued
    }

    /// Adds one reserved row to the placement it continues, or starts a placement, and returns its run.
    private mutating func extend(
        url: String, row: Int, rows: Int, fullWidth: Bool, column: Int, cells: Int, line: Int
    ) -> Run {
        var run: Run
        if let found = runs.firstIndex(where: {
            placements[$0.index].url == url && placements[$0.index].column == column && $0.line == line - 1
                && $0.reservedRow + 1 == row && $0.rows == rows
        }) {
            run = runs.remove(at: found)
            run.reservedRow = row
            run.line = line
            run.isWholeSoFar = run.isWholeSoFar && fullWidth
            placements[run.index].isWholeWidth = placements[run.index].isWholeWidth && fullWidth
            placements[run.index].rows += 1
            placements[run.index].columns = min(placements[run.index].columns, cells)
        } else {
            run = Run(
                index: placements.count, reservedRow: row, rows: rows, line: line, isWholeSoFar: fullWidth && row == 0)
            placements.append(
                PicturePlacement(
                    url: url, row: line, column: column, columns: cells, rows: 1, isComplete: false,
                    firstReservedRow: row, reservedRows: rows, isWholeWidth: fullWidth))
        }
        placements[run.index].isComplete = run.isWholeSoFar && row == rows - 1
        return run
    }
}
