import LaunchesCore
import SharedPresentation

/// One launch in the list. From 100 terminal columns it is one line in columns shared with the other rows
/// (mission, date, site, rocket, status); narrower, it is two lines that read at any width: the mission (bold)
/// with the status badge at the right, then the date and launch site, dim. Long names wrap to a second line
/// before they are cut with "…"; the badge keeps its label so the status never depends on colour.
struct LaunchRowView: View {
    /// The row shown.
    let row: LaunchRow
    /// The columns of the one-line layout, measured over every row of the list.
    let columns: TableLayout

    /// Creates a row; pass the list's ``columns(for:)`` so the one-line rows line up.
    init(row: LaunchRow, columns: TableLayout? = nil) {
        self.row = row
        self.columns = columns ?? Self.columns(for: [row])
    }

    /// The one-line layout's columns for `rows`, each as wide as its widest cell; the mission is cut first.
    /// Pure, so the list computes it once and every row gets the same widths.
    static func columns(for rows: [LaunchRow]) -> TableLayout {
        TableLayout(columns: [
            TableColumn(fitting: rows.map { ($0.moved ? "• " : "") + $0.mission }, minimum: 12, yieldsFirst: true),
            TableColumn(fitting: rows.map(\.date), minimum: 12),
            TableColumn(fitting: rows.map(\.site), minimum: 8),
            TableColumn(fitting: rows.map(\.rocket), minimum: 8),
            // A badge is a one-cell glyph, a space and the label.
            TableColumn(fitting: rows.map { "  " + $0.status.label }, minimum: .max),
        ])
    }

    /// Mission, date, site, rocket and status side by side in the list's columns; narrower, the mission and
    /// status, then the date and site. The status is never cut: the mission (even one long word) keeps to the
    /// room the badge leaves, wrapping, then cut with "…".
    var body: some View {
        ColumnsRow(columns: columns) { [row, columns] widths in
            HStack(spacing: columns.spacing) {
                HStack(spacing: row.moved ? 1 : 0) {
                    Self.mark(row)
                    Text(verbatim: row.mission).bold().lineLimit(1)
                }
                .frame(width: widths[0])
                Text(verbatim: row.date).dim().lineLimit(1).frame(width: widths[1])
                Text(verbatim: row.site).dim().lineLimit(1).frame(width: widths[2])
                Text(verbatim: row.rocket).lineLimit(1).frame(width: widths[3])
                row.status.badge.frame(width: widths[4])
            }
        } twoLines: { [row] width in
            VStack {
                HStack(spacing: 2) {
                    HStack(spacing: row.moved ? 1 : 0) {
                        Self.mark(row)
                        Text(verbatim: row.mission).bold().lineLimit(2)
                    }
                    .frame(maxWidth: .cells(max(1, width - 2 - Self.badgeRoom(row.status))))
                    Spacer()
                    row.status.badge.fixedSize()
                }
                (Text(row.date) + Text(" · ") + Text(row.site)).dim().lineLimit(2)
            }
        }
    }

    /// `●` (`*` in ASCII) before the mission of a launch that moved since the last look; nothing otherwise.
    @ViewBuilder private static func mark(_ row: LaunchRow) -> some View {
        if row.moved {
            Symbol("●", ascii: "*", style: TextStyle(bold: true, foreground: .yellow))
        }
    }

    /// The cells a status badge may take: its glyph (up to three cells in ASCII), a space and its label.
    private static func badgeRoom(_ status: LaunchStatus) -> Int {
        status.label.count + 4
    }
}
