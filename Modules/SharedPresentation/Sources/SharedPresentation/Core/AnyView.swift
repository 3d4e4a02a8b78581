/// A type-erased view, for storing views of different types together or returning either of two views.
public struct AnyView: View, PrimitiveView, ChildrenProviding {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The wrapped view.
    let base: any View

    /// Wraps `view`; wrapping an `AnyView` again keeps the original.
    public init<Content: View>(_ view: Content) {
        if let erased = view as? AnyView {
            base = erased.base
        } else {
            base = view
        }
    }

    var childViews: [any View] { Layout.children(of: base) ?? [base] }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        Layout.profile(of: base, in: context)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        Layout.render(base, width: width, in: context)
    }
}
