import Foundation

/// A detail's "Links" section, the same for every feature: one row per link with its title in the label column
/// and its address, which is a hyperlink in colour terminals and printed in full otherwise. The focused row is
/// marked with `›` before its title (where lists draw their selection marker) and its address is drawn bold in
/// inverse; each row is the focusable element of its link.
///
/// Not a `View` itself: a `Form` only finds the labels of sections that are its direct children, so a detail
/// places ``section`` in its form.
public struct LinksSection<Element: Hashable & Sendable> {
    /// One link: its title, its address and the element that opens it.
    public struct Link: Sendable {
        /// What the link is, like "Webcast".
        public let title: String
        /// Where it goes.
        public let url: URL
        /// The focusable element that opens it.
        public let element: Element

        /// Creates a link.
        public init(title: String, url: URL, element: Element) {
            self.title = title
            self.url = url
            self.element = element
        }
    }

    /// The links, in focus order.
    let links: [Link]
    /// The focused element, which may be one of the links.
    let focus: Element?
    /// What the section says when there is no link, like "No links for this launch.".
    let emptyMessage: String

    /// Creates the section.
    public init(links: [Link], focus: Element?, emptyMessage: String) {
        self.links = links
        self.focus = focus
        self.emptyMessage = emptyMessage
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
    private func row(_ link: Link) -> some View {
        let isFocused = focus == link.element
        return LabeledContent((isFocused ? "› " : "  ") + link.title) {
            Group {
                if isFocused {
                    SharedPresentation.Link("", destination: link.url.absoluteString).bold().inverse()
                } else {
                    SharedPresentation.Link("", destination: link.url.absoluteString)
                }
            }
            .focusable(link.element)
        }
    }
}
