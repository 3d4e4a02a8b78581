/// How help pages line up: commands and options as `term  description` with every description at one column,
/// and lines wrapped to a terminal's width under that column.
enum HelpLayout {
    /// The column where commands' and options' descriptions start.
    static let descriptionColumn = 21

    /// `term` indented by two, then `description` at the description column; a term too long for that goes on
    /// its own line with the description under the column, so descriptions stay aligned.
    static func termLine(_ term: String, _ description: String) -> String {
        let indented = "  " + term
        guard indented.count <= descriptionColumn - 2 else {
            return indented + "\n" + String(repeating: " ", count: descriptionColumn) + description
        }
        return indented + String(repeating: " ", count: descriptionColumn - indented.count) + description
    }

    /// `line` wrapped to `width` columns: a `term  description` line (or a description's continuation) goes on
    /// under the description column while at least 20 columns are left there; any other line under its indent.
    /// `wrap` word-wraps a piece of text to a width.
    static func wrap(_ line: String, width: Int, wrap: (String, Int) -> [String]) -> [String] {
        guard line.count > width else { return [line] }
        let characters = Array(line)
        let column = descriptionColumn
        let leading = characters.prefix { $0 == " " }.count
        let describes =
            leading >= 2 && characters.count > column && characters[column] != " "
            && characters[(column - 2)..<column].allSatisfy { $0 == " " }
        if describes && width - column >= 20 {
            let pieces = wrap(String(characters.dropFirst(column)), width - column)
            return pieces.enumerated().map { index, piece in
                (index == 0 ? String(characters.prefix(column)) : String(repeating: " ", count: column)) + piece
            }
        }
        let indent = String(repeating: " ", count: min(leading, max(0, width - 20)))
        return wrap(String(characters.dropFirst(leading)), max(1, width - indent.count)).map {
            indent + $0
        }
    }
}
