/// An optional view shows its view when there is one and nothing otherwise; `if` without `else` builds one.
extension Optional: View, PrimitiveView, ChildrenProviding where Wrapped: View {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    var childViews: [any View] {
        guard let view = self else { return [] }
        return Layout.children(of: view) ?? [view]
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        guard let view = self else { return .fixed(0) }
        return Layout.profile(of: view, in: context)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        guard let view = self else { return [] }
        return Layout.render(view, width: width, in: context)
    }
}
