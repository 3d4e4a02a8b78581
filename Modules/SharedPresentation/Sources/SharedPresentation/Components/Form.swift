/// Rows of ``LabeledContent`` (and other views) whose labels share one column, like a settings or detail
/// screen. The label column is as wide as the longest label, but at most 40% of the width.
public struct Form<Content: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// Blank lines between rows.
    let spacing: Int
    /// The rows.
    let content: Content

    /// Creates a form.
    public init(spacing: Int = 0, @ViewBuilder content: () -> Content) {
        self.spacing = max(0, spacing)
        self.content = content()
    }

    /// The widest label among the rows, looking into sections.
    private var widestLabel: Int {
        var widest = 0
        var pending = Layout.flatten(content)
        while let view = pending.popLast() {
            let primitive = view.primitiveView?.view
            if let labeled = primitive?.labeledContent {
                widest = max(widest, labeled.labelWidth)
            } else if let section = primitive?.section {
                pending.append(contentsOf: section.rows.flatMap(Layout.flatten))
            }
        }
        return widest
    }

    /// The context with the shared label column for `width`.
    private func formContext(_ context: RenderContext, width: Int) -> RenderContext {
        var copy = context
        copy.labelWidth = min(widestLabel, max(1, width * 2 / 5))
        return copy
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        var copy = context
        copy.labelWidth = widestLabel
        return VStackLayout.profile(of: Layout.flatten(content), in: copy)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        VStackLayout.render(
            Layout.flatten(content), width: width, spacing: spacing, alignment: .leading,
            in: formContext(context, width: width))
    }
}
