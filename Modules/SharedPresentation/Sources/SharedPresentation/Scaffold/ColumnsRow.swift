/// A row of a paged list in the layout that fits, the same switch for every feature's rows: from 100 terminal
/// columns (more when the columns' minimums need it) one line in columns shared with the other rows (the list
/// measures them once, as a ``TableLayout``), narrower two lines that read at any width.
public struct ColumnsRow<OneLine: View, TwoLines: View>: View {
    /// The least row width for the one-line layout: 100 terminal columns less the list's two-cell marker.
    static var wideMinimumWidth: Int { 98 }

    /// The list's columns.
    let columns: TableLayout
    /// The one-line layout, given each column's width.
    let oneLine: @Sendable (_ widths: [Int]) -> OneLine
    /// The two-line layout, given the row's width.
    let twoLines: @Sendable (_ width: Int) -> TwoLines

    /// Creates the row over the list's `columns`.
    public init(
        columns: TableLayout, @ViewBuilder oneLine: @escaping @Sendable (_ widths: [Int]) -> OneLine,
        @ViewBuilder twoLines: @escaping @Sendable (_ width: Int) -> TwoLines
    ) {
        self.columns = columns
        self.oneLine = oneLine
        self.twoLines = twoLines
    }

    public var body: some View {
        ViewThatFits {
            WidthReader { [columns, oneLine] width in oneLine(columns.widths(for: width)) }
                .frame(minWidth: max(Self.wideMinimumWidth, columns.minimumWidth), maxWidth: .infinity)
            WidthReader(content: twoLines)
        }
    }
}
