import SharedPresentation

/// The "Links" section: one row per link with its title in the label column and its URL, which is a hyperlink
/// in colour terminals and printed in full otherwise. The focused row is marked with `›` before its title (where
/// lists draw their selection marker) and its URL is drawn bold in inverse.
///
/// Not a `View` itself: a `Form` only finds the labels of sections that are its direct children, so the detail
/// places ``section`` in its form.
struct LinkListSection {
    /// The links, in focus order.
    let links: [LinkTarget]
    /// The focused action, which may be one of the links.
    let focus: LaunchDetailAction?

    /// The links as a section titled "Links".
    @ViewBuilder var section: some View {
        Section("Links") {
            if links.isEmpty {
                Text("No links for this launch.").dim()
            } else {
                ForEach(0..<links.count) { index in
                    row(links[index])
                }
            }
        }
    }

    /// One link beside its title, marked when focused.
    private func row(_ link: LinkTarget) -> some View {
        let action = LaunchDetailAction.link(title: link.title, url: link.url)
        let isFocused = focus == action
        return LabeledContent((isFocused ? "› " : "  ") + link.title) {
            Group {
                if isFocused {
                    Link("", destination: link.url.absoluteString).bold().inverse()
                } else {
                    Link("", destination: link.url.absoluteString)
                }
            }
            .focusable(action)
        }
    }
}
