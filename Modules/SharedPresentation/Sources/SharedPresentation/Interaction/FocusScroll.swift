/// The focus model of a scrolling screen with focusable elements (a detail with a card and links): which
/// element has the focus, and which line is at the top.
///
/// The focus is only ever on an element that is on screen (or on none): when scrolling takes the focused element
/// out of view, the focus moves to the nearest element in view, or to none, so an action never applies to
/// something the user can't see. ↓/↑ jump to the next (previous) element when it starts within the next screen,
/// and the view follows it; otherwise they scroll by a screen. Paging and jumps leave the view where the user put
/// it. Everything it needs to know about the layout comes from the screen's ``RenderedFrame``, so it never
/// searches text and rendering never changes it.
public struct FocusScroll<Element: Hashable & Sendable>: Equatable, Sendable {
    /// A move, as a screen's key bindings name it.
    public enum Command: Sendable, Equatable {
        /// Focus the next element when it starts within the next screen, else scroll down a screen.
        case next
        /// Focus the previous element when it starts within the screen above, else scroll up a screen.
        case previous
        /// Scroll down a page.
        case pageDown
        /// Scroll up a page.
        case pageUp
        /// Scroll to the top.
        case top
        /// Scroll to the bottom.
        case bottom
    }

    /// The focused element, by its index in the screen's focus order; nil when none is.
    public private(set) var focusIndex: Int? = 0
    /// The first visible line, as last set; see ``resolved(in:height:order:)`` for the line actually shown.
    private(set) var scroll = 0
    /// Whether the view follows the focused element (after ↑/↓) rather than the user's own scrolling.
    private(set) var followsFocus = false

    /// Starts at the top with the first element focused (when it is in view).
    public init() {}

    /// The focused element of `order`, or nil when there is none.
    func focused(in order: [Element]) -> Element? {
        focusIndex.flatMap { order.indices.contains($0) ? order[$0] : nil }
    }

    /// This state as shown in `frame` (the whole content) with `height` lines: scrolled so the focused element is
    /// in view, all its lines, when the view follows it, never past the end, and with the focus on an element in view or none.
    public func resolved(in frame: RenderedFrame, height: Int, order: [Element]) -> FocusScroll {
        var state = self
        // The focused element whole (a wrapped link is several lines), with a line of context; one taller than the
        // window shows its start.
        if followsFocus, let element = focused(in: order), let region = frame.region(of: element),
            region.lowerBound < scroll || region.upperBound > scroll + height
        {
            state.scroll =
                region.lowerBound < scroll
                ? max(0, region.lowerBound - 1) : min(region.lowerBound, region.upperBound - height + 1)
        }
        state.scroll = min(max(0, state.scroll), max(0, frame.lines.count - height))
        state.focusVisibleElement(in: frame, height: height, order: order)
        return state
    }

    /// The lines of `frame` shown in a window of `height` lines.
    public func window(of frame: RenderedFrame, height: Int, order: [Element]) -> [StyledLine] {
        let start = resolved(in: frame, height: height, order: order).scroll
        return Array(frame.lines[min(start, frame.lines.count)..<min(frame.lines.count, start + height)])
    }

    /// Applies `command` to the state shown in `frame` with `height` lines.
    public mutating func apply(_ command: Command, in frame: RenderedFrame, height: Int, order: [Element]) {
        self = resolved(in: frame, height: height, order: order)
        let page = max(1, height - 1)
        let rows = order.map { frame.region(of: $0)?.lowerBound }
        switch command {
        case .next:
            let candidate = focusIndex.map { $0 + 1 } ?? rows.firstIndex { ($0 ?? -1) >= scroll }
            if let candidate, rows.indices.contains(candidate), let row = rows[candidate],
                row < scroll + height + page
            {
                focus(candidate)
            } else {
                scrollTo(scroll + page)
            }
        case .previous:
            let candidate = focusIndex.map { $0 - 1 } ?? rows.lastIndex { ($0 ?? .max) < scroll + height }
            if let candidate, rows.indices.contains(candidate), let row = rows[candidate], row >= scroll - page {
                focus(candidate)
            } else {
                scrollTo(max(0, scroll - page))
            }
        case .pageDown: scrollTo(scroll + page)
        case .pageUp: scrollTo(max(0, scroll - page))
        case .top: scrollTo(0)
        case .bottom: scrollTo(Int.max / 2)
        }
        self = resolved(in: frame, height: height, order: order)
    }

    private mutating func focus(_ index: Int) {
        focusIndex = index
        followsFocus = true
    }

    private mutating func scrollTo(_ line: Int) {
        scroll = line
        followsFocus = false
    }

    /// Keeps the focus when its element is in view, else moves it to the element in view nearest to it (the
    /// first one when nothing was focused), else to none.
    private mutating func focusVisibleElement(in frame: RenderedFrame, height: Int, order: [Element]) {
        let window = scroll..<(scroll + height)
        let visible = order.indices.filter {
            frame.region(of: order[$0]).map { window.contains($0.lowerBound) } == true
        }
        if let focusIndex, visible.contains(focusIndex) { return }
        guard let old = focusIndex else {
            focusIndex = visible.first
            return
        }
        focusIndex = visible.min { abs($0 - old) < abs($1 - old) }
    }
}
