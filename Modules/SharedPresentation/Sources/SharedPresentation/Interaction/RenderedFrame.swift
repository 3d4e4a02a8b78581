/// A rendered screen as data: its lines, the lines each focusable element (``Button``) was drawn on, and the
/// picture slots it holds.
///
/// Rendering stays a pure function of state; whoever needs to know where an element is (to scroll it into view,
/// or to move the focus only to elements in view, or to draw a picture over its cells) reads ``region(of:)`` and
/// ``pictures`` instead of searching the text.
public struct RenderedFrame: Sendable, Equatable {
    /// The lines, top to bottom.
    public let lines: [StyledLine]
    /// Where each element was drawn: from its first to its last tagged line.
    public let regions: [FocusTag: Range<Int>]
    /// The ready pictures drawn, top to bottom: the cells reserved for each.
    public let pictures: [PicturePlacement]
    /// The address of every picture slot drawn in any state, in order of first appearance.
    public let pictureRequests: [String]

    /// Reads the regions of the elements and the picture slots in `lines`.
    public init(lines: [StyledLine]) {
        self.lines = lines
        var regions: [FocusTag: Range<Int>] = [:]
        for (index, line) in lines.enumerated() {
            for tag in Set(line.spans.compactMap(\.style.focusTag)) {
                let start = regions[tag]?.lowerBound ?? index
                regions[tag] = start..<(index + 1)
            }
        }
        self.regions = regions
        var reader = PictureReader()
        for (index, line) in lines.enumerated() { reader.read(line, at: index) }
        pictures = reader.placements
        pictureRequests = reader.requests
    }

    /// The lines the element carrying `action` was drawn on, or nil when it was not drawn.
    public func region<Action: Hashable & Sendable>(of action: Action) -> Range<Int>? {
        regions[FocusTag(action)]
    }
}

extension View {
    /// Renders this view at `width` into a frame that knows where its focusable elements are.
    public func renderFrame(width: Int, context: RenderContext = RenderContext()) -> RenderedFrame {
        RenderedFrame(lines: render(width: width, context: context))
    }
}
