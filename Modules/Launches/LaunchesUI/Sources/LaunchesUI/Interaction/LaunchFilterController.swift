import Foundation
import LaunchesCore
import SharedPresentation

/// The date-filter form as an interactive screen: it takes every key (text entry), moves between the
/// ``LaunchFilterFocus`` fields, edits and toggles them, and on ⏎ applies the filter to the list or shows why not.
@MainActor
public final class LaunchFilterController: InteractiveScreen {
    /// The typed values.
    public let form: LaunchFilterForm
    /// The focused field.
    public private(set) var focus: LaunchFilterFocus = .start
    /// Why the last ⏎ was refused, until the next key.
    public private(set) var errorMessage: String?
    private let list: LaunchesListController

    /// A form starting from `list`'s filter; `userTimeZone` is the "local time" choice.
    public init(list: LaunchesListController, userTimeZone: TimeZone) {
        self.list = list
        form = LaunchFilterForm(filter: list.viewModel.filter, userTimeZone: userTimeZone)
    }

    public var title: String { "Filter" }
    public var keyHints: [KeyHint] { [] }
    public var capturesKeys: Bool { true }
    public var isBusy: Bool { false }

    public func render(in environment: ScreenEnvironment) -> [StyledLine] {
        LaunchFilterScreen(form: form, focus: focus, errorMessage: errorMessage, backTitle: environment.backTitle)
            .render(width: environment.width, context: environment.context)
    }

    public func handle(_ key: Key, in environment: ScreenEnvironment) -> ScreenOutcome<LaunchesIntent> {
        let fields = LaunchFilterFocus.allCases
        switch key {
        case .escape:
            return ScreenOutcome(dismiss: true)
        case .tab, .down: focus = fields[(fields.firstIndex(of: focus)! + 1) % fields.count]
        case .backTab, .up: focus = fields[(fields.firstIndex(of: focus)! + fields.count - 1) % fields.count]
        case .enter:
            switch form.result {
            case .failure(let error):
                focus = LaunchFilterFocus(error.field)
                errorMessage = error.userMessage
                return .none
            case .success(let filter):
                var outcome = list.apply(filter)
                outcome.dismiss = true
                return outcome
            }
        case .backspace: edit { if !$0.isEmpty { $0.removeLast() } }
        case .character(" ") where focus == .timeZone: form.usesUTC.toggle()
        case .character(" ") where focus == .sortOrder:
            form.sortOrder = form.sortOrder == .newestFirst ? .oldestFirst : .newestFirst
        case .character(let character): edit { $0.append(character) }
        default: return .none
        }
        errorMessage = nil
        return .none
    }

    public func load() -> ScreenOutcome<LaunchesIntent> { .none }
    public func refresh() -> ScreenOutcome<LaunchesIntent> { .none }

    /// Changes the text of the focused field; the toggles have none.
    private func edit(_ change: (inout String) -> Void) {
        switch focus {
        case .start: change(&form.startText)
        case .end: change(&form.endText)
        case .search: change(&form.searchText)
        case .timeZone, .sortOrder: break
        }
    }
}
