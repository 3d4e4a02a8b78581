import LaunchesCore
import SharedPresentation

/// The body of the launch detail in one form, so the facts and the links share a label column: facts, the
/// rocket card, the launch-site card (in the browser), the description, the image and the links, one blank line apart.
///
/// Sections whose data only the full launch has (description, links) are left out while only the list's fields
/// are known, and say "none" once the full launch shows there is nothing.
struct LaunchDetailContent: View {
    /// The launch shown.
    let detail: LaunchDetail
    /// The highlighted action.
    let focus: LaunchDetailAction?

    var body: some View {
        Form(spacing: 1) {
            LaunchFactsSection(detail: detail).section
            RocketCardView(card: detail.rocket, focus: focus)
            if let siteID = detail.site.id {
                // Only the browser can open the site: script output keeps the facts' site line alone.
                OpeningCard(
                    "Launch site",
                    opening: (detail.site.name, detail.site.place ?? detail.site.fullName, .site(id: siteID)),
                    hint: "View site", emptyMessage: "", focus: focus
                )
                .interactiveOnly()
            }
            if let description = detail.description {
                Section("About") {
                    Text(verbatim: description).frame(maxWidth: 80)
                }
            } else if detail.isComplete {
                Section("About") {
                    Text("No description for this launch.").dim()
                }
            }
            if detail.image != nil || detail.isComplete {
                Image("Mission image of \(detail.mission)", url: detail.image?.absoluteString)
            }
            if detail.isComplete || !detail.links.isEmpty || detail.image != nil {
                LinksSection(links: links, focus: focus, emptyMessage: "No links for this launch.") {
                    LaunchDetailAction.link(title: $0.title, url: $0.url)
                }
                .section
            }
            LaunchRecordSections(detail: detail)
        }
    }

    /// The links of the launch, in focus order.
    private var links: [DetailLink] {
        LaunchDetailScreen.actions(for: detail).compactMap { action in
            guard case .link(let title, let url) = action else { return nil }
            return DetailLink(title: title, url: url)
        }
    }
}
