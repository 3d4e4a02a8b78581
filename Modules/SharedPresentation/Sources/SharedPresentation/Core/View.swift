/// A piece of text UI described as a value: a screen, a row, a label.
///
/// Compose views in `body` from the primitives (`Text`, `VStack`, `HStack`, …); primitives themselves have
/// `Body == Never`. Render a view with ``View/render(width:context:)`` and print it with ``TextRenderer``.
public protocol View: Sendable {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view, built from other views.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` has no body; it only marks primitive views.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views draw themselves and have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
