/// The rows of an editable form, drawn the same in every form: a focus marker (`›` on the focused row), the label
/// column (bold when focused, dim otherwise), then the field's value: typed text with a caret after it when focused
/// and a dim placeholder while empty, or choices one a line with the chosen one filled (`◉`/`○`, ASCII `(*)`/`( )`).
/// Each row is tagged with its ``FormAnchor``, so the form scaffold's window keeps the focused one in view.
public struct FormFieldRows<Field: Hashable & Sendable> {
    /// The focused field, or nil.
    let focus: Field?
    /// A field's label.
    let label: (Field) -> String
    /// The width of the label column: the widest label of the form.
    let labelWidth: Int

    /// Rows for a form of `fields` with the focus on `focus`.
    public init(fields: [Field], focus: Field?, label: @escaping (Field) -> String) {
        self.focus = focus
        self.label = label
        labelWidth = fields.map { DisplayWidth.of(label($0)) }.max() ?? 0
    }

    /// A text field: the typed text with a caret after it when focused; an empty field shows a dim placeholder
    /// (after the caret when focused).
    public func text(_ field: Field, text: String, placeholder: String) -> some View {
        let isFocused = focus == field
        return row(field) {
            HStack(spacing: 0) {
                Text(verbatim: text).foregroundColor(isFocused ? .cyan : nil)
                if isFocused {
                    Symbol("▏", ascii: "_", style: TextStyle(bold: true, foreground: .cyan))
                }
                if text.isEmpty {
                    Text(placeholder).dim()
                }
            }
        }
    }

    /// A toggle: each choice on its own line, the chosen one filled.
    public func choice(_ field: Field, choices: [(label: String, isChosen: Bool)]) -> some View {
        row(field) {
            VStack {
                ForEach(0..<choices.count) { index in
                    HStack(spacing: 1) {
                        if choices[index].isChosen {
                            Symbol("◉", ascii: "(*)", style: TextStyle(bold: true, foreground: .cyan))
                            Text(choices[index].label).bold()
                        } else {
                            Symbol("○", ascii: "( )", style: TextStyle(dim: true))
                            Text(choices[index].label).dim()
                        }
                    }
                }
            }
        }
    }

    /// The marker and label columns, then `value`.
    private func row(_ field: Field, @ViewBuilder value: () -> some View) -> some View {
        let isFocused = focus == field
        let label = Text(label(field))
        return HStack(spacing: 1) {
            FocusMarker(isFocused: isFocused)
            HStack(spacing: 2) {
                (isFocused ? label.bold() : label.dim()).frame(width: labelWidth)
                value()
            }
        }
        .anchor(FormAnchor.field(field))
    }
}
