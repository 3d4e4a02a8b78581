/// The scroll position of content taller than its window (a form, an overlay) that keeps chosen parts in view.
///
/// A screen names its anchors, most important first (the focused field, then a validation error), as regions of
/// its last ``RenderedFrame``. After ``reveal()`` (the focus moved, an error appeared) the window scrolls as
/// little as it can to show the first anchor whole and as many of the next ones as fit with it; the user's own
/// scrolling (lines, pages, jumps) then leaves them until the next ``reveal()``. Rendering never changes it:
/// ``resolved(lineCount:height:anchors:)`` gives the position actually shown.
public struct ScrollViewport: Equatable, Sendable {
    /// A scroll the user asked for: the same moves as a list's (``ListPlace/Command``), by lines: `down` and
    /// `up` one line, pages a window less one line of overlap, `top` and `bottom` to either end.
    public typealias Command = ListPlace.Command

    /// The first visible line, as last set.
    public private(set) var offset = 0
    /// Whether the window follows the anchors (true until the user scrolls).
    private(set) var revealsAnchors = true

    /// Starts at the top, following the anchors.
    public init() {}

    /// The usual scrolling keys, as data: ↑/↓ and `j`/`k`, PgUp/PgDn and Space, Home/End and `g`/`G`.
    public static let keyBindings: [KeyBinding<Command>] = [
        KeyBinding([.down, .character("j")], .down, hint: KeyHint("↑↓", "scroll", ascii: "up/down")),
        KeyBinding([.up, .character("k")], .up),
        KeyBinding([.pageDown, .character(" ")], .pageDown),
        KeyBinding([.pageUp], .pageUp),
        KeyBinding([.home, .character("g")], .top),
        KeyBinding([.end, .character("G")], .bottom),
    ]

    /// Follows the anchors again: the next frame brings them into view.
    mutating func reveal() {
        revealsAnchors = true
    }

    /// This position as shown for `lineCount` lines in a window of `height`: moved to reveal the anchors when it
    /// follows them, and never past either end.
    public func resolved(lineCount: Int, height: Int, anchors: [Range<Int>]) -> ScrollViewport {
        var state = self
        let height = max(1, height)
        if revealsAnchors, let target = Self.target(of: anchors, height: height) {
            if target.lowerBound < state.offset {
                state.offset = target.lowerBound
            } else if target.upperBound > state.offset + height {
                state.offset = target.upperBound - height
            }
        }
        state.offset = min(max(0, state.offset), max(0, lineCount - height))
        return state
    }

    /// The lines of `lines` shown in a window of `height`.
    public func window(of lines: [StyledLine], height: Int, anchors: [Range<Int>] = []) -> [StyledLine] {
        let start = resolved(lineCount: lines.count, height: height, anchors: anchors).offset
        return Array(lines[start..<min(lines.count, start + max(0, height))])
    }

    /// Applies the user's `command` to the position shown; the window stops following the anchors.
    public mutating func apply(_ command: Command, lineCount: Int, height: Int, anchors: [Range<Int>] = []) {
        self = resolved(lineCount: lineCount, height: height, anchors: anchors)
        let page = max(1, height - 1)
        switch command {
        case .down: offset += 1
        case .up: offset -= 1
        case .pageDown: offset += page
        case .pageUp: offset -= page
        case .top: offset = 0
        case .bottom: offset = lineCount
        }
        offset = min(max(0, offset), max(0, lineCount - height))
        revealsAnchors = false
    }

    /// The lines to bring into view: the first anchor (its top `height` lines when it is taller), grown by each
    /// next anchor while the whole still fits.
    private static func target(of anchors: [Range<Int>], height: Int) -> Range<Int>? {
        guard let first = anchors.first else { return nil }
        var target = first.lowerBound..<min(first.upperBound, first.lowerBound + height)
        for anchor in anchors.dropFirst() {
            let grown = min(target.lowerBound, anchor.lowerBound)..<max(target.upperBound, anchor.upperBound)
            guard grown.count <= height else { break }
            target = grown
        }
        return target
    }
}
