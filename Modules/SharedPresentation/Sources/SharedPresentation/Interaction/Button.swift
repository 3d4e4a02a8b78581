/// A focusable, actionable element, like SwiftUI's `Button`: draws its label and carries a typed `action` value.
///
/// The screen decides what the action means and which element is focused (it highlights that one's label); the
/// ``RenderedFrame`` of the screen reports the lines each button was drawn on, as data.
public struct Button<Action: Hashable & Sendable, Label: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// What activating the element does, as a value the screen turns into an intent.
    public let action: Action
    /// What is drawn.
    let label: Label

    /// Creates an element that carries `action` and draws `label`.
    public init(action: Action, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        Layout.profile(of: label, in: context)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        let tag = FocusTag(action)
        return Layout.render(label, width: width, in: context).map { $0.tagged(tag) }
    }
}

extension View {
    /// Makes this view a focusable element carrying `action` (a ``Button`` with this view as its label).
    func focusable<Action: Hashable & Sendable>(_ action: Action) -> Button<Action, Self> {
        Button(action: action) { self }
    }
}

extension View {
    /// Marks this view's lines with `id`, so the screen's ``RenderedFrame`` says where it was drawn (a message a
    /// ``ScrollViewport`` keeps in view) without anyone searching the text. It is not focused unless the screen
    /// puts `id` in its focus order.
    public func anchor<ID: Hashable & Sendable>(_ id: ID) -> Button<ID, Self> {
        focusable(id)
    }
}
