/// The focus model of a scrolling screen with focusable elements (a detail with a card and links): which
/// element has the focus, and which line is at the top.
///
/// ↑/↓ read through the content and pick up elements as they come into view: the focus moves to the next element
/// only when it is on screen, otherwise the content scrolls by a line. After a focus move the view follows the
/// focused element; paging and jumps leave it. Everything it needs to know about the layout comes from the
/// screen's last ``RenderedFrame``, so it never searches text and rendering never changes it.
public struct FocusScroll<Element: Hashable & Sendable>: Equatable, Sendable {
    /// A move, as a screen's key bindings name it.
    public enum Command: Sendable, Equatable {
        /// Focus the next element when it is in view, else scroll down a line.
        case next
        /// Focus the previous element when it is in view, else scroll up a line.
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

    /// The focused element, by its index in the screen's focus order.
    public private(set) var focusIndex = 0
    /// The first visible line, as last set; see ``resolved(in:height:order:)`` for the line actually shown.
    public private(set) var scroll = 0
    /// Whether the view follows the focused element (after ↑/↓) rather than the user's own scrolling.
    public private(set) var followsFocus = false

    /// Starts at the top with the first element focused.
    public init() {}

    /// The focused element of `order`, or nil when there is none.
    public func focused(in order: [Element]) -> Element? {
        order.indices.contains(focusIndex) ? order[focusIndex] : nil
    }

    /// This state as shown in `frame` (the whole content) with `height` lines: scrolled so the focused element is
    /// in view when the view follows it, and never past the end.
    public func resolved(in frame: RenderedFrame, height: Int, order: [Element]) -> FocusScroll {
        var state = self
        if followsFocus, let element = focused(in: order), let row = frame.region(of: element)?.lowerBound,
            !(scroll..<(scroll + height)).contains(row)
        {
            state.scroll = row < scroll ? max(0, row - 1) : row - height + 2
        }
        state.scroll = min(max(0, state.scroll), max(0, frame.lines.count - height))
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
        switch command {
        case .next where focusIndex + 1 < order.count && isVisible(order[focusIndex + 1], frame, height):
            focusIndex += 1
            followsFocus = true
        case .previous
        where focusIndex > 0 && focusIndex - 1 < order.count && isVisible(order[focusIndex - 1], frame, height):
            focusIndex -= 1
            followsFocus = true
        case .next: scrollTo(scroll + 1)
        case .previous: scrollTo(max(0, scroll - 1))
        case .pageDown: scrollTo(scroll + page)
        case .pageUp: scrollTo(max(0, scroll - page))
        case .top: scrollTo(0)
        case .bottom: scrollTo(Int.max / 2)
        }
    }

    private mutating func scrollTo(_ line: Int) {
        scroll = line
        followsFocus = false
    }

    /// Whether `element` is on screen (or not drawn at all, so moving to it can't hide anything).
    private func isVisible(_ element: Element, _ frame: RenderedFrame, _ height: Int) -> Bool {
        guard let row = frame.region(of: element)?.lowerBound else { return true }
        return (scroll..<(scroll + height)).contains(row)
    }
}
