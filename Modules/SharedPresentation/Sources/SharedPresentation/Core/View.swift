/// A piece of text UI described as a value: a screen, a row, a label.
///
/// Compose views in `body` from the primitives (`Text`, `VStack`, `HStack`, …); primitives themselves have
/// `Body == Never`. Render a view with ``View/render(width:context:)`` and print it with ``TextRenderer``.
public protocol View: Sendable {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view, built from other views.
    @ViewBuilder var body: Body { get }

    /// How the layout reaches this view's own measuring and drawing when it is one of this module's primitives;
    /// nil for a view composed from its `body`, which every view outside this module is (keep the default).
    ///
    /// It replaces a dynamic cast (see ``PrimitiveViewReference`` for why).
    var primitiveView: PrimitiveViewReference? { get }
}

extension Never: View {
    /// `Never` has no body; it only marks primitive views.
    public var body: Never { fatalError("Never has no body") }
}

extension View {
    /// A view with a body is drawn from its body.
    public var primitiveView: PrimitiveViewReference? { nil }
}

extension View where Body == Never {
    /// Primitive views draw themselves and have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }

    /// A primitive that does not name itself is found by a dynamic cast: correct, only slower the first time the
    /// runtime meets its type. This module's primitives each name themselves.
    public var primitiveView: PrimitiveViewReference? {
        (self as? any PrimitiveView).map(PrimitiveViewReference.init)
    }
}
