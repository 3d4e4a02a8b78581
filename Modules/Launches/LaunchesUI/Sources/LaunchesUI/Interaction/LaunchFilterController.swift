import Foundation
import LaunchesCore
import SharedPresentation

/// The date-filter form as an interactive screen: it takes every key (text entry), moves between the
/// ``LaunchFilterFocus`` fields, edits and toggles them, and on ⏎ applies the filter to the list or shows why not.
///
/// The form scrolls when the terminal is short: PgUp/PgDn scroll it, and after any other key the window shows the
/// validation error and the focused field. Its keys are in the browser's key bar, so they never scroll away.
@MainActor
public final class LaunchFilterController: InteractiveScreen {
    /// The typed values.
    public let form: LaunchFilterForm
    /// The focused field.
    public private(set) var focus: LaunchFilterFocus = .start
    /// Why the last ⏎ was refused, until the next key.
    public private(set) var errorMessage: String?
    /// How far the form is scrolled.
    public private(set) var scroll = ScrollViewport()
    private let list: LaunchesListController

    /// A form starting from `list`'s filter; `userTimeZone` is the "local time" choice.
    public init(list: LaunchesListController, userTimeZone: TimeZone) {
        self.list = list
        form = LaunchFilterForm(filter: list.viewModel.filter, userTimeZone: userTimeZone)
    }

    public var title: String { "Filter" }
    public var keyHints: [KeyHint] { LaunchFilterScreen.keyHints }
    public var capturesKeys: Bool { true }
    public var isBusy: Bool { false }

    /// The whole form, unscrolled, with where its fields and error were drawn.
    public func frame(in environment: ScreenEnvironment) -> RenderedFrame {
        LaunchFilterScreen(
            form: form, focus: focus, errorMessage: errorMessage, backTitle: environment.backTitle,
            showsKeyHints: false
        )
        .renderFrame(width: environment.width, context: environment.context)
    }

    /// What the window keeps in view, most important first: the error, then the focused field.
    private func anchors(in frame: RenderedFrame) -> [Range<Int>] {
        [frame.region(of: LaunchFilterScreen.Anchor.error), frame.region(of: LaunchFilterScreen.Anchor.field(focus))]
            .compactMap { $0 }
    }

    public func render(in environment: ScreenEnvironment) -> [StyledLine] {
        let frame = frame(in: environment)
        return scroll.window(of: frame.lines, height: environment.height, anchors: anchors(in: frame))
    }

    public func handle(_ key: Key, in environment: ScreenEnvironment) -> ScreenOutcome<LaunchesIntent> {
        if key == .pageDown || key == .pageUp {
            let frame = frame(in: environment)
            scroll.apply(
                key == .pageDown ? .pageDown : .pageUp, lineCount: frame.lines.count, height: environment.height,
                anchors: anchors(in: frame))
            return .none
        }
        scroll.reveal()
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
