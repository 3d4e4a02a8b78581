import Foundation
import PresentationCore
import RepositoryDefinitions

/// What a feature supplies to the list scaffold (``PagedListController``): its items and rows, the screen that
/// draws them, the intent that opens a row, and any keys of its own. Moving, paging, refreshing, the footer and
/// the key bar's shared keys are the scaffold's, the same for every feature.
@MainActor
public protocol PagedListFeature {
    /// The listed item.
    associatedtype Item: Identifiable & Sendable where Item.ID == String
    /// What narrows the list.
    associatedtype Filter: Hashable & Sendable
    /// One item as the list shows it.
    associatedtype Row: Identifiable & Sendable where Row.ID == String
    /// What the list's screens ask of the App.
    associatedtype Intent
    /// The feature's own keys' commands (none: `Never`).
    associatedtype Command: Sendable & Equatable = Never
    /// The screen drawn for the list.
    associatedtype Screen: View

    /// The screen's title, also the back hint of screens pushed from it.
    static var title: String { get }
    /// The feature's own keys, after the scaffold's moving and opening keys in the key bar.
    nonisolated static var keyBindings: [KeyBinding<Command>] { get }
    /// What `o` says on a list row (links are in the details).
    static var linksMessage: String { get }

    /// The rows for `items` (one per id) under `filter`.
    static func rows(now: @escaping @Sendable () -> Date) -> @MainActor (_ items: [Item], _ filter: Filter) -> [Row]
    /// The intent that opens `row`.
    static func intent(opening row: Row) -> Intent
    /// The row's name, what `/` searches.
    static func name(of row: Row) -> String
    /// `filter` asking the source for `text`, so `/` asks the source once typing pauses; nil
    /// when the source can't search.
    static func filter(_ filter: Filter, searching text: String) -> Filter?
    /// The screen of `list` drawn as `frame` says (selection, viewport, scroll offset, footer).
    static func screen(_ list: PagedListViewModel<Item, Filter, Row>, frame: PagedListFrame) -> Screen
    /// Handles one of the feature's own keys.
    static func handle(_ command: Command, in list: PagedListController<Self>) -> ScreenOutcome<Intent>
}

extension PagedListFeature {
    /// Rows without a name of their own are searched by id.
    public static func name(of row: Row) -> String { row.id }

    /// A list whose source can't search answers nil: `/` then only narrows the loaded rows.
    public static func filter(_ filter: Filter, searching text: String) -> Filter? { nil }
}

extension PagedListFeature where Command == Never {
    /// No keys of its own.
    nonisolated public static var keyBindings: [KeyBinding<Never>] { [] }

    /// Never called: there is no command.
    public static func handle(_ command: Never, in list: PagedListController<Self>) -> ScreenOutcome<Intent> {}
}
