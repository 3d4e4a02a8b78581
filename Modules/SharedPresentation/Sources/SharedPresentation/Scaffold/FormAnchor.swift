/// The parts of a form screen the form scaffold keeps in view, as tagged in its rendered frame: each field's row
/// (both lines of a toggle) and the validation error.
public enum FormAnchor<Field: Hashable & Sendable>: Hashable, Sendable {
    /// A field's row.
    case field(Field)
    /// The validation error.
    case error
}
