/// A detail's card that opens another screen (an item the detail refers to): a bold name with a "⏎ View …"
/// hint, a dim second line, its border heavy and cyan when it has the focus; its first line is the focusable
/// element it opens. Without anything to open it shows its empty message.
public struct OpeningCard<Element: Hashable & Sendable>: View {
    /// What the card shows and opens: its name, the dim line under it and the focusable element.
    public typealias Target = (name: String, detail: String, element: Element)

    /// The title in the card's top border.
    let title: String
    /// What the card opens, or nil when there is nothing to open.
    let target: Target?
    /// The hint after "⏎", "View …".
    let hint: String
    /// What the card says when it opens nothing.
    let emptyMessage: String
    /// Whether the card has the focus.
    let isHighlighted: Bool

    /// Creates the card titled `title`, highlighted when `focus` is its element.
    public init(_ title: String, opening target: Target?, hint: String, emptyMessage: String, focus: Element?) {
        self.title = title
        self.target = target
        self.hint = hint
        self.emptyMessage = emptyMessage
        isHighlighted = target != nil && focus == target?.element
    }

    public var body: some View {
        Card(title, isHighlighted: isHighlighted) {
            if let target {
                HStack(spacing: 2) {
                    Text(verbatim: target.name).bold()
                    Spacer()
                    hintView
                }
                .focusable(target.element)
                Text(verbatim: target.detail).dim()
            } else {
                Text(emptyMessage).dim()
            }
        }
    }

    /// "⏎ View …", bold cyan when focused; left out of script output, where no key works.
    private var hintView: some View {
        HStack(spacing: 1) {
            Symbol("⏎", ascii: "Enter")
            Text(hint)
        }
        .foregroundColor(isHighlighted ? .cyan : nil)
        .bold()
        .fixedSize()
        .interactiveOnly()
    }
}
