/// Why a form cannot be applied: the field at fault and a message for the user.
public struct FormProblem<Field: Hashable & Sendable>: Error {
    /// The field to focus.
    public let field: Field
    /// What is wrong, for the form's error line.
    public let message: String

    /// Creates the problem of `field`.
    public init(field: Field, message: String) {
        self.field = field
        self.message = message
    }
}
