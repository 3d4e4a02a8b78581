import LaunchesCore
import SharedPresentation

/// One launch in the list. From 100 terminal columns it is one line in columns shared with the other rows
/// (mission, date, site, rocket, status); narrower, it is two lines that read at any width: the mission (bold)
/// with the status badge at the right, then the date and launch site, dim. Long names wrap to a second line
/// before they are cut with "…"; the badge keeps its label so the status never depends on colour.
struct LaunchRowView: View {
    /// The row shown.
    let row: LaunchRow
    /// The columns of the one-line layout, the same for every row (``columns``).
    let columns: TableLayout

    /// Creates a row; pass the list's ``columns`` so the one-line rows line up.
    init(row: LaunchRow, columns: TableLayout = Self.columns) {
        self.row = row
        self.columns = columns
    }

    /// The one-line layout's columns: a fixed budget per column (the status as wide as its longest known label),
    /// never measured over the rows loaded so far, so the columns stay put when the next page arrives. Every
    /// column but the mission has its whole budget or the row takes two lines (``ColumnsRow`` switches at the
    /// columns' minimum width), so a one-line row never cuts a date, site or rocket; the mission, cut first, keeps
    /// at least 26 cells, the whole name of 195 of the archive's 205 launches: one line from 106 terminal columns.
    static let columns = columns(countdowns: false)

    /// The columns of a list whose rows show countdowns (Upcoming) or not. With them the date column is 40 cells,
    /// " · T-18d 04:49" after a two-digit day's NET date (a longer date is cut before its countdown, see
    /// ``dateCell(_:width:)``), and the mission keeps at least 20: one line from 115 terminal columns.
    static func columns(countdowns: Bool) -> TableLayout {
        let date = countdowns ? 40 : 25
        return TableLayout(columns: [
            TableColumn(natural: 36, minimum: countdowns ? 20 : 26, yieldsFirst: true),
            // "NET 1 Nov 2022, 13:41 UTC"; with countdowns "NET 10 Jun 2026, 14:00 UTC · T-18d 04:49".
            TableColumn(natural: date, minimum: date),
            // "Kwajalein Atoll"; a longer site is cut with "…".
            TableColumn(natural: 15, minimum: 15),
            // "Falcon Heavy".
            TableColumn(natural: 12, minimum: 12),
            // A badge is a one-cell glyph, a space and the label.
            TableColumn(fitting: statusLabels.map { "  " + $0 }, minimum: .max),
        ])
    }

    /// Every status label the row can show but an unknown reported one.
    private static var statusLabels: [String] {
        [LaunchStatus.success, .failure([]), .upcoming, .awaitingUpdate, .unknown].map(\.label)
            + ReportedLaunchStatus.known.map(\.rawValue)
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
                Self.dateCell(row, width: widths[1])
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

    /// The date and its countdown in `width` cells: when both do not fit, the date is cut and the countdown kept
    /// whole (given room for it and a few cells of date), so the time left is never what is lost.
    @ViewBuilder
    private static func dateCell(_ row: LaunchRow, width: Int) -> some View {
        let suffix = row.countdownSuffix
        if suffix.isEmpty || row.date.count <= width || width < suffix.count + 4 {
            Text(verbatim: row.date).dim().lineLimit(1).frame(width: width)
        } else {
            HStack(spacing: 0) {
                Text(verbatim: String(row.date.dropLast(suffix.count))).dim().lineLimit(1)
                    .frame(width: width - suffix.count)
                Text(verbatim: suffix).dim().lineLimit(1).frame(width: suffix.count)
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
