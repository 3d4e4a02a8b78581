import Foundation

/// What a feature shows on the detail scaffold's screen (``DetailScreen``): the words of its title bar and
/// spinner, the links it can open and its content for a loaded value. The title bar, the load state's notices
/// (spinner, refreshing, cache age, built-in data, stale data, error) and where they go are the scaffold's.
public protocol DetailPresentation {
    /// What the detail shows once loaded.
    associatedtype Value: Sendable
    /// The content drawn for a value.
    associatedtype Content: View

    /// The title while nothing is known: the kind of thing shown.
    static var placeholderTitle: String { get }
    /// What the spinner says during the first load ("Loading …").
    static var loadingLabel: String { get }

    /// The title once `value` is known, or nil to keep ``placeholderTitle``.
    static func title(of value: Value) -> String?
    /// The dim line under the title, or nil.
    static func subtitle(of value: Value) -> String?
    /// The links the detail can open, in the order the content draws them: its focusable elements.
    static func links(for value: Value) -> [DetailLink]
    /// The content for `value` with the link `focus` marked; `now` dates what depends on the moment.
    static func content(_ value: Value, focus: DetailLink?, now: Date) -> Content
}
