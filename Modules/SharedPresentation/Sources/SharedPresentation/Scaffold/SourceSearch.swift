import Foundation

/// When `/` asks the list's source: once typing pauses for ``pauseTicks`` steps of the runtime's timer (counted,
/// not timed, so a fixed clock such as `SPACEX_NOW` still runs it), at most once per text (the same text is never
/// asked twice in a row), only for ``minimumLength`` characters or more, and Esc goes back to the filter shown
/// before the first ask. The list narrows its loaded rows at once meanwhile; this only decides what to ask.
struct SourceSearch<Filter: Hashable> {
    /// Timer steps (about 150 ms each) typing must pause for: about half a second.
    static var pauseTicks: Int { 3 }
    /// The fewest characters worth a request (one letter matches nearly everything).
    static var minimumLength: Int { 2 }

    /// Steps since the last edit; nil when nothing waits to be asked.
    private var idleTicks: Int?
    /// The text the source last answered, when its answer is shown.
    private(set) var asked: String?
    /// The filter before the first ask, which Esc goes back to.
    private var filterBefore: Filter?

    /// The text changed: wait for the next pause.
    mutating func edited() { idleTicks = 0 }

    /// One timer step: the filter to apply when the pause is long enough and the source should be asked for
    /// `text` (`searching` builds it from the filter before the search; nil when the source can't search), else
    /// nil.
    mutating func ticked(text: String, current: Filter, searching: (Filter, String) -> Filter?) -> Filter? {
        guard let ticks = idleTicks else { return nil }
        guard ticks + 1 >= Self.pauseTicks else {
            idleTicks = ticks + 1
            return nil
        }
        idleTicks = nil
        let typed = text.trimmingCharacters(in: .whitespaces)
        let base = filterBefore ?? current
        let wanted = typed.count >= Self.minimumLength ? searching(base, typed) : base
        guard let wanted, wanted != current, wanted == base || typed != asked else { return nil }
        filterBefore = base
        asked = wanted == base ? nil : typed
        return wanted
    }

    /// Esc: the filter to go back to when the source was asked, else nil; nothing waits any more.
    mutating func cleared() -> Filter? {
        idleTicks = nil
        asked = nil
        defer { filterBefore = nil }
        return filterBefore
    }
}
