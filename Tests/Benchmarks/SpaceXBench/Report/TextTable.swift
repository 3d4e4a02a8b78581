/// A table of strings, written as aligned columns for the terminal or as a Markdown pipe table.
struct TextTable {
    /// The column titles.
    let headers: [String]
    /// The cells, row by row; every row has one cell per header.
    var rows: [[String]]

    /// Creates a table.
    init(headers: [String], rows: [[String]] = []) {
        self.headers = headers
        self.rows = rows
    }

    /// Columns padded to their widest cell, two spaces apart, with a rule under the titles.
    var text: String {
        let widths = columnWidths
        let line = { (cells: [String]) in
            zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
                .joined(separator: "  ").trimmingTrailingSpaces
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    /// A Markdown pipe table with padded cells, so the source reads as a table too.
    var markdown: String {
        let widths = columnWidths.map { max(3, $0) }
        let line = { (cells: [String]) in
            "| "
                + zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
                .joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    private var columnWidths: [Int] {
        headers.indices.map { column in
            ([headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
    }
}

extension String {
    /// The string without spaces at its end.
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
