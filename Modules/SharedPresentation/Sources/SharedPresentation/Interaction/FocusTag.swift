/// Marks the text of one focusable element, like an invisible colour, so a rendered frame can say where each
/// element was drawn without anyone searching the text.
///
/// Wraps the element's typed action value; two tags are equal when their values are.
public struct FocusTag: Hashable, Sendable {
    /// The element's action value.
    let value: any Hashable & Sendable

    /// A tag for the element that carries `action`.
    public init<Action: Hashable & Sendable>(_ action: Action) {
        value = action
    }

    /// The action value, when it is an `Action`.
    public func action<Action: Hashable & Sendable>(as type: Action.Type) -> Action? {
        value as? Action
    }

    public static func == (lhs: FocusTag, rhs: FocusTag) -> Bool {
        AnyHashable(lhs.value) == AnyHashable(rhs.value)
    }

    public func hash(into hasher: inout Hasher) {
        AnyHashable(value).hash(into: &hasher)
    }
}
