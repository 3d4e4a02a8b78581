import RocketsCore
import SharedPresentation

/// One rocket in the list, in two lines: a picture mark (`▣` when there is a photo, `□` when not), the name
/// (bold) and type (dim) on the left, and the success rate above the active badge on the right.
struct RocketRowView: View {
    /// The row shown.
    let row: RocketRow

    var body: some View {
        HStack(spacing: 2) {
            HStack(spacing: 1) {
                pictureMark
                VStack {
                    Text(verbatim: row.name).bold().lineLimit(2)
                    Text(verbatim: row.type).dim().lineLimit(1)
                }
            }
            Spacer()
            VStack(alignment: .trailing) {
                successRate
                RocketActivityBadge.badge(isActive: row.isActive)
            }
            .fixedSize()
        }
    }

    /// `▣` for a rocket with a photo, a dim `□` without (ASCII `#` and `-`).
    private var pictureMark: Symbol {
        row.imageURL == nil
            ? Symbol("□", ascii: "-", style: TextStyle(dim: true))
            : Symbol("▣", ascii: "#", style: TextStyle(foreground: .cyan))
    }

    /// "98% success", or a dim note when the rate is unknown.
    private var successRate: Text {
        row.successRate == RocketFormatter.placeholder
            ? Text("No success rate").dim()
            : Text(verbatim: row.successRate) + Text(" success")
    }
}
