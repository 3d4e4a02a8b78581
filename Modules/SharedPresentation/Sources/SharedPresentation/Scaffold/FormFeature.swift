/// What a feature supplies to the form scaffold (``FormController``): its fields in Tab order, the form drawn with
/// a focus and an error (its rows tagged with ``FormAnchor``, as ``FormFieldRows`` does), how a key edits the
/// focused field, and what ⏎ does. Moving between fields, scrolling, leaving and showing the error are the
/// scaffold's.
@MainActor
public protocol FormFeature: AnyObject {
    /// A field of the form.
    associatedtype Field: Hashable & Sendable & CaseIterable
    /// What the form asks of the App.
    associatedtype Intent
    /// The form drawn.
    associatedtype Screen: View

    /// The title, also the back hint of screens pushed above.
    var title: String { get }
    /// The form's keys, for the browser's key bar.
    var keyHints: [KeyHint] { get }

    /// The form with `focus` marked and `errorMessage` shown (nil: none), below a title bar going back to
    /// `backTitle`.
    func screen(focus: Field, errorMessage: String?, backTitle: String?) -> Screen
    /// Applies `key` to the focused `field` (typing, deleting, toggling); false when the key means nothing here.
    func edit(_ field: Field, with key: Key) -> Bool
    /// What ⏎ does: the outcome of applying the form, or the field at fault and why.
    func submit() -> Result<ScreenOutcome<Intent>, FormProblem<Field>>
}
