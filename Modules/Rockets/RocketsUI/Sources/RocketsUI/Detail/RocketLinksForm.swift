import SharedPresentation

/// The "Links" section: Wikipedia and the photos, each title in a label column beside its URL (a hyperlink in
/// colour terminals, printed in full otherwise). The focused row is marked with `›` before its title and its URL
/// is drawn bold in inverse.
struct RocketLinksForm: View {
    /// The links, in focus order.
    let actions: [RocketDetailAction]
    /// The focused link.
    let focus: RocketDetailAction?

    var body: some View {
        Form {
            Section("Links") {
                if actions.isEmpty {
                    Text("No links for this rocket.").dim()
                } else {
                    ForEach(0..<actions.count) { index in
                        row(actions[index])
                    }
                }
            }
        }
    }

    /// One link beside its title, marked when focused.
    private func row(_ action: RocketDetailAction) -> some View {
        let isFocused = focus == action
        return LabeledContent((isFocused ? "› " : "  ") + action.title) {
            Group {
                if isFocused {
                    Link("", destination: action.url.absoluteString).bold().inverse()
                } else {
                    Link("", destination: action.url.absoluteString)
                }
            }
            .focusable(action)
        }
    }
}
