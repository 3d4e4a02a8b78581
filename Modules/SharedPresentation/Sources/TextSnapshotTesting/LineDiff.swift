/// A readable line diff: lines only in the expected text start with `-`, lines only in the actual text with
/// `+`, each with its line number in its own text.
public struct LineDiff: Sendable, CustomStringConvertible {
    /// One difference.
    public enum Change: Sendable, Equatable {
        /// An expected line (1-based number) missing from the actual text.
        case removed(line: Int, text: String)
        /// An actual line (1-based number) not in the expected text.
        case added(line: Int, text: String)
    }

    /// The differences in reading order.
    public let changes: [Change]

    /// Computes the differences with a longest-common-subsequence alignment.
    public init(expected: [String], actual: [String]) {
        let rows = expected.count
        let columns = actual.count
        var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) {
                common[row][column] =
                    expected[row] == actual[column]
                    ? common[row + 1][column + 1] + 1 : max(common[row + 1][column], common[row][column + 1])
            }
        }
        var changes: [Change] = []
        var row = 0
        var column = 0
        while row < rows || column < columns {
            if row < rows && column < columns && expected[row] == actual[column] {
                row += 1
                column += 1
            } else if column < columns && (row == rows || common[row][column + 1] > common[row + 1][column]) {
                changes.append(.added(line: column + 1, text: actual[column]))
                column += 1
            } else {
                changes.append(.removed(line: row + 1, text: expected[row]))
                row += 1
            }
        }
        self.changes = changes
    }

    /// The changes, one per line, like `-  3 │ expected text` and `+  3 │ actual text`.
    public var description: String {
        changes.map { change in
            switch change {
            case .removed(let line, let text): "-\(Self.number(line)) │\(text)"
            case .added(let line, let text): "+\(Self.number(line)) │\(text)"
            }
        }.joined(separator: "\n")
    }

    /// A right-aligned line number.
    private static func number(_ line: Int) -> String {
        let digits = String(line)
        return String(repeating: " ", count: max(0, 4 - digits.count)) + digits
    }
}
