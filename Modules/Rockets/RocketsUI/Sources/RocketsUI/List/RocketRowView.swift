import RocketsCore
import SharedPresentation

/// One rocket in the list. From 100 terminal columns it is one line in columns shared with the other rows:
/// picture mark and name, type, active badge, success rate, first flight and cost per launch. Narrower, it is two
/// lines: a picture mark (`▣` when there is a photo, `□` when not), the name (bold) and type (dim) on the left,
/// and the success rate above the active badge on the right. With pictures on, the mark gives way to a thumbnail
/// of the rocket's photo once it is loaded (8 × 3 cells in wide rows, the type then under the name; 6 × 2 in
/// two-line rows).
struct RocketRowView: View {
    /// The thumbnail's cells in a wide row with pictures on: three lines high, big enough to recognise the rocket
    /// (one line gave a 3 × 1 picture); the name and type then share its first two lines, so the row is as
    /// narrow as without pictures.
    static let oneLineThumbnail = (columns: 8, rows: 3)
    /// The thumbnail's cells in a two-line row.
    static let twoLineThumbnail = (columns: 6, rows: 2)

    /// The row shown.
    let row: RocketRow
    /// The columns of the one-line layout, measured over every row of the list.
    let columns: TableLayout
    /// Whether pictures can be drawn, so the mark's place is a thumbnail's.
    let showsPictures: Bool

    /// Creates a row; pass the list's ``columns(for:showsPictures:)`` so the one-line rows line up.
    init(row: RocketRow, columns: TableLayout? = nil, showsPictures: Bool = false) {
        self.row = row
        self.columns = columns ?? Self.columns(for: [row], showsPictures: showsPictures)
        self.showsPictures = showsPictures
    }

    /// The one-line layout's columns for `rows`, each as wide as its widest cell; the name is cut first.
    /// Pure, so the list computes it once and every row gets the same widths.
    static func columns(for rows: [RocketRow], showsPictures: Bool = false) -> TableLayout {
        let lead = String(repeating: " ", count: (showsPictures ? oneLineThumbnail.columns : 1) + 1)
        // The picture mark (or thumbnail) and a space come before the name; with pictures the type is under it.
        let name = TableColumn(
            fitting: rows.map { lead + $0.name } + (showsPictures ? rows.map { lead + $0.type } : []), minimum: 10,
            yieldsFirst: true)
        let type = showsPictures ? [] : [TableColumn(fitting: rows.map(\.type), minimum: 6)]
        return TableLayout(
            columns: [name] + type + [
                // A badge is a one-cell glyph, a space and the label.
                TableColumn(
                    fitting: rows.map { "  " + RocketActivityBadge.label(isActive: $0.isActive) }, minimum: .max),
                TableColumn(fitting: rows.map { successRate($0).plainText }, minimum: 8),
                TableColumn(fitting: rows.map { firstFlight($0).plainText }, minimum: 8),
                TableColumn(fitting: rows.map { cost($0).plainText }, minimum: 8),
            ])
    }

    var body: some View {
        ColumnsRow(columns: columns) { [self] widths in
            oneLine(widths)
        } twoLines: { [self] width in
            twoLines(width)
        }
    }

    /// Every value side by side in the list's columns, `widths` wide.
    private func oneLine(_ widths: [Int]) -> some View {
        // With pictures the type shares the name's column, so the later columns start one earlier.
        let next = showsPictures ? 1 : 2
        return HStack(spacing: columns.spacing) {
            HStack(spacing: 1) {
                picture(Self.oneLineThumbnail)
                if showsPictures {
                    VStack {
                        Text(verbatim: row.name).bold().lineLimit(1)
                        Text(verbatim: row.type).dim().lineLimit(1)
                    }
                } else {
                    Text(verbatim: row.name).bold().lineLimit(1)
                }
            }
            .frame(width: widths[0])
            if !showsPictures {
                Text(verbatim: row.type).dim().lineLimit(1).frame(width: widths[1])
            }
            RocketActivityBadge.badge(isActive: row.isActive).frame(width: widths[next])
            Self.successRate(row).lineLimit(1).frame(width: widths[next + 1])
            Self.firstFlight(row).lineLimit(1).frame(width: widths[next + 2])
            Self.cost(row).lineLimit(1).frame(width: widths[next + 3])
        }
    }

    /// The mark, name and type on the left; success rate over the badge on the right, `width` wide. The right side is never
    /// cut: the name (even one long word) keeps to the room it leaves, wrapping, then cut with "…".
    private func twoLines(_ width: Int) -> some View {
        let mark = showsPictures ? Self.twoLineThumbnail.columns : 1
        return HStack(spacing: 2) {
            HStack(spacing: 1) {
                picture(Self.twoLineThumbnail)
                VStack {
                    Text(verbatim: row.name).bold().lineLimit(2)
                    Text(verbatim: row.type).dim().lineLimit(1)
                }
                .frame(maxWidth: .cells(max(1, width - mark - 1 - 2 - rightRoom)))
            }
            Spacer()
            VStack(alignment: .trailing) {
                Self.successRate(row)
                RocketActivityBadge.badge(isActive: row.isActive)
            }
            .fixedSize()
        }
    }

    /// The cells the success rate and the badge may take (a badge's glyph is up to three cells in ASCII).
    private var rightRoom: Int {
        max(Self.successRate(row).plainText.count, RocketActivityBadge.label(isActive: row.isActive).count + 4)
    }

    /// The mark, or with pictures on a thumbnail of `size` that shows the mark until the photo is loaded.
    private func picture(_ size: (columns: Int, rows: Int)) -> AnyView {
        guard showsPictures else { return AnyView(Self.pictureMark(row)) }
        return AnyView(
            Thumbnail(url: row.imageURL?.absoluteString, columns: size.columns, rows: size.rows) {
                Self.pictureMark(row)
            }
            .frame(width: size.columns))
    }

    /// `▣` for a rocket with a photo, a dim `□` without (ASCII `#` and `-`).
    private static func pictureMark(_ row: RocketRow) -> Symbol {
        row.imageURL == nil
            ? Symbol("□", ascii: "-", style: TextStyle(dim: true))
            : Symbol("▣", ascii: "#", style: TextStyle(foreground: .cyan))
    }

    /// "98% success", or a dim note when the rate is unknown.
    private static func successRate(_ row: RocketRow) -> Text {
        row.successRate == RocketFormatter.placeholder
            ? Text("No success rate").dim()
            : Text(verbatim: row.successRate) + Text(" success")
    }

    /// "First flight 4 Jun 2010", the label dim; all dim when unknown.
    private static func firstFlight(_ row: RocketRow) -> Text {
        row.firstFlight == RocketFormatter.placeholder
            ? Text("First flight unknown").dim()
            : Text("First flight ").dim() + Text(verbatim: row.firstFlight)
    }

    /// "$50,000,000 a launch", the unit dim; all dim when unknown.
    private static func cost(_ row: RocketRow) -> Text {
        row.costPerLaunch == RocketFormatter.placeholder
            ? Text("Cost unknown").dim()
            : Text(verbatim: row.costPerLaunch) + Text(" a launch").dim()
    }
}
