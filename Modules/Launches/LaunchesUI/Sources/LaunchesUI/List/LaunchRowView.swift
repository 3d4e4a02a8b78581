import LaunchesCore
import SharedPresentation

/// One launch in the list, in two lines that read at any width: the mission (bold) with the status badge at the
/// right, then the date and launch site, dim. Long names wrap to a second line before they are cut with "…"; the
/// badge keeps its label so the status never depends on colour.
struct LaunchRowView: View {
    /// The row shown.
    let row: LaunchRow

    var body: some View {
        VStack {
            HStack(spacing: 2) {
                Text(verbatim: row.mission).bold().lineLimit(2)
                Spacer()
                row.status.badge
            }
            (Text(row.date) + Text(" · ") + Text(row.site)).dim().lineLimit(2)
        }
    }
}
