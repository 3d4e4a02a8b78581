import Foundation

/// A detail's "Links" section, the same for every feature: one row per link with its title in the label column
/// and its address, which is a hyperlink in colour terminals and printed in full otherwise. The focused row is
/// marked with `›` before its title (where lists draw their selection marker) and its address is drawn bold in
/// inverse; each row is the focusable element of its link.
///
/// Not a `View` itself: a `Form` only finds the labels of sections that are its direct children, so a detail
/// places ``section`` in its form.
public struct LinksSection<Element: Hashable & Sendable> {
    /// The links, in focus order.
    let links: [DetailLink]
    /// The focused element, which may be one of the links.
    let focus: Element?
    /// What the section says when there is no link, like "No links for this launch.".
    let emptyMessage: String
    /// The focusable element that opens a link.
    let element: (DetailLink) -> Element

    /// Creates the section; `element` is the focusable element of each link.
    public init(
        links: [DetailLink], focus: Element?, emptyMessage: String, element: @escaping (DetailLink) -> Element
    ) {
        self.links = links
        self.focus = focus
        self.emptyMessage = emptyMessage
        self.element = element
    }

    /// The links as a section titled "Links".
    @ViewBuilder public var section: some View {
        Section("Links") {
            if links.isEmpty {
                Text(emptyMessage).dim()
            } else {
                ForEach(0..<links.count) { index in
                    row(links[index])
                }
            }
        }
    }

    /// One link beside its title, marked when focused.
    private func row(_ link: DetailLink) -> some View {
        let target = element(link)
        let isFocused = focus == target
        return LabeledContent((isFocused ? "› " : "  ") + link.title) {
            Group {
                if isFocused {
                    Link("", destination: link.url.absoluteString).bold().inverse()
                } else {
                    Link("", destination: link.url.absoluteString)
                }
            }
            .focusable(target)
        }
    }
}
