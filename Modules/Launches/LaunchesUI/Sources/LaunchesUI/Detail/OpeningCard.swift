import SharedPresentation

/// A card that opens another screen (the rocket, the launch site): a bold name with a "⏎ View …" hint, a dim
/// second line, its border heavy and cyan when it has the focus; its first line is the focusable element of its
/// action. Without an action it shows `emptyMessage` and opens nothing.
struct OpeningCard: View {
    let title: String
    let name: String?
    let detail: String
    let action: LaunchDetailAction?
    let hint: String
    let emptyMessage: String
    let isHighlighted: Bool

    /// Creates the card titled `title`.
    init(
        _ title: String, name: String?, detail: String, action: LaunchDetailAction?, hint: String,
        emptyMessage: String, isHighlighted: Bool
    ) {
        self.title = title
        self.name = name
        self.detail = detail
        self.action = action
        self.hint = hint
        self.emptyMessage = emptyMessage
        self.isHighlighted = isHighlighted
    }

    var body: some View {
        Card(title, isHighlighted: isHighlighted) {
            if let action, let name {
                HStack(spacing: 2) {
                    Text(verbatim: name).bold()
                    Spacer()
                    hintView
                }
                .focusable(action)
                Text(verbatim: detail).dim()
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
