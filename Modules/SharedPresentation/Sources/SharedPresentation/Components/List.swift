/// Rows under each other with a visible selection, optional section headers, and a viewport that scrolls
/// to keep the selected row in view.
///
/// Every top-level view of the content is a row (a `ForEach` gives one row per element); `Section`s add a
/// header row that cannot be selected. `selection` counts selectable rows from 0. The selected row is drawn
/// in inverse video and marked with `›`, so it is visible without colour.
public struct List: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The rows and headers in order.
    let items: [ListItem]
    /// The index of the selected row among selectable rows.
    let selection: Int?
    /// The number of lines shown, or nil for all.
    let viewportHeight: Int?
    /// The first line shown last frame; the list scrolls as little as possible from there.
    let scrollOffset: Int
    /// What goes between rows.
    let rowSeparator: ListRowSeparator
    /// Where to report the layout after rendering.
    let report: ListLayoutReport?

    /// Creates a list.
    ///
    /// - Parameters:
    ///   - selection: the selected row, counting selectable rows (not headers) from 0.
    ///   - viewportHeight: lines to show; the list scrolls within them. Nil shows every line.
    ///   - scrollOffset: the first line shown last frame (from ``ListLayout/scrollOffset``); with the default
    ///     of 0 the selected row simply stays in view.
    ///   - report: receives the ``ListLayout`` each time the list is rendered.
    public init<Content: View>(
        selection: Int? = nil, viewportHeight: Int? = nil, scrollOffset: Int = 0,
        rowSeparator: ListRowSeparator = .none, report: ListLayoutReport? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            items: ListItem.items(of: content()), selection: selection, viewportHeight: viewportHeight,
            scrollOffset: scrollOffset, rowSeparator: rowSeparator, report: report)
    }

    /// Creates a list from prepared items.
    init(
        items: [ListItem], selection: Int?, viewportHeight: Int?, scrollOffset: Int,
        rowSeparator: ListRowSeparator, report: ListLayoutReport?
    ) {
        self.items = items
        self.selection = selection
        self.viewportHeight = viewportHeight.map { max(0, $0) }
        self.scrollOffset = max(0, scrollOffset)
        self.rowSeparator = rowSeparator
        self.report = report
    }

    /// Lays the list out at `width` and says which lines and rows are visible.
    public func layout(width: Int, context: RenderContext = RenderContext()) -> ListLayout {
        guard width > 0 else {
            return ListLayout(lines: [], scrollOffset: 0, visibleRows: 0..<0, rowCount: 0, totalLineCount: 0)
        }
        let content = renderAll(width: width, in: context)
        let total = content.lines.count
        let height = min(viewportHeight ?? total, total)
        let target = target(rowRanges: content.rowRanges, total: total)
        let offset = Self.snap(
            Self.scrollOffset(previous: scrollOffset, height: height, total: total, target: target),
            to: content.itemStarts, limit: target?.lowerBound ?? (total - height))
        let window = offset..<min(offset + height, total)
        let visible = content.rowRanges.indices.filter { content.rowRanges[$0].overlaps(window) }
        var layout = ListLayout(
            lines: Array(content.lines[window]), scrollOffset: offset,
            visibleRows: (visible.first ?? 0)..<(visible.last.map { $0 + 1 } ?? 0),
            rowCount: content.rowRanges.count, totalLineCount: total)
        layout.rowLines = content.rowRanges
        return layout
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        var ideal = 0
        var minimum = 0
        for item in items {
            switch item {
            case .header(let title):
                ideal = max(ideal, DisplayWidth.of(title))
            case .row(let view), .trailing(let view):
                let profile = Layout.profile(of: view, in: context)
                ideal = max(ideal, profile.ideal + Self.markerWidth)
                minimum = max(minimum, profile.minimum + Self.markerWidth)
            }
        }
        return .flexible(minimum: minimum, ideal: ideal)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        let layout = layout(width: width, context: context)
        report?.record(layout)
        return layout.lines
    }

    /// Cells before every row: the selection marker and a space.
    static let markerWidth = 2

    /// All lines of the list, and the line range of each selectable row.
    private func renderAll(width: Int, in context: RenderContext) -> RenderedList {
        let glyphs = Glyphs.of(context.glyphs)
        let rowWidth = max(1, width - Self.markerWidth)
        var lines: [StyledLine] = []
        var rowRanges: [Range<Int>] = []
        var itemStarts: [Int] = []
        var previousWasRow = false
        for item in items {
            switch item {
            case .header(let title):
                if !lines.isEmpty { lines.append(StyledLine()) }
                itemStarts.append(lines.count)
                lines.append(SectionHeader.line(title, width: width, in: context))
                previousWasRow = false
            case .row(let view):
                if previousWasRow { lines.append(contentsOf: separator(width: width, glyphs: glyphs)) }
                let isSelected = rowRanges.count == selection
                let start = lines.count
                itemStarts.append(start)
                lines.append(contentsOf: rowLines(view, width: rowWidth, selected: isSelected, in: context))
                rowRanges.append(start..<lines.count)
                previousWasRow = true
            case .trailing(let view):
                itemStarts.append(lines.count)
                let body = Layout.render(view, width: rowWidth, in: context)
                lines.append(contentsOf: body.map { StyledLine.blank(Self.markerWidth) + $0 })
                previousWasRow = false
            }
        }
        return RenderedList(lines: lines, rowRanges: rowRanges, itemStarts: itemStarts)
    }

    /// The lines of one row: marker column plus content, highlighted when selected.
    private func rowLines(_ view: any View, width: Int, selected: Bool, in context: RenderContext) -> [StyledLine] {
        var body = Layout.render(view, width: width, in: context)
        if body.isEmpty { body = [StyledLine()] }
        guard selected else {
            return body.map { StyledLine.blank(Self.markerWidth) + $0 }
        }
        let marker = Glyphs.of(context.glyphs).selectionMarker
        let highlight = TextStyle(inverse: true)
        return body.enumerated().map { index, line in
            let prefix =
                index == 0
                ? StyledLine([StyledSpan(trusted: marker + " ", style: TextStyle(bold: true))])
                : StyledLine.blank(Self.markerWidth)
            return (prefix + line.padded(to: width)).inheriting(highlight)
        }
    }

    /// The lines between two rows.
    private func separator(width: Int, glyphs: Glyphs) -> [StyledLine] {
        switch rowSeparator {
        case .none:
            return []
        case .blankLine:
            return [StyledLine()]
        case .line:
            return [
                StyledLine.blank(Self.markerWidth)
                    + StyledLine.repeating(
                        glyphs.horizontalRule, count: max(0, width - Self.markerWidth), style: TextStyle(dim: true))
            ]
        }
    }

    /// The lines that must be visible: the selected row, stretched to the list's top when it is the first row
    /// (so a header above stays visible) and to the bottom when it is the last (so a footer shows).
    private func target(rowRanges: [Range<Int>], total: Int) -> Range<Int>? {
        guard let selection, rowRanges.indices.contains(selection) else { return nil }
        let row = rowRanges[selection]
        let start = selection == 0 ? 0 : row.lowerBound
        let end = selection == rowRanges.count - 1 ? total : row.upperBound
        return start..<end
    }

    /// `offset` moved down to the start of the next row or header, so the viewport does not open with the
    /// tail of a row, as long as that stays within `limit` (the selected row's top, so it stays visible; near
    /// the end this leaves the last viewport lines empty).
    static func snap(_ offset: Int, to itemStarts: [Int], limit: Int) -> Int {
        guard let start = itemStarts.first(where: { $0 >= offset }), start <= limit else { return offset }
        return start
    }

    /// The first line to show: the previous offset moved as little as possible to show `target`.
    static func scrollOffset(previous: Int, height: Int, total: Int, target: Range<Int>?) -> Int {
        let maximum = max(0, total - height)
        var offset = min(previous, maximum)
        guard let target, height > 0 else { return offset }
        if target.upperBound > offset + height { offset = target.upperBound - height }
        if target.lowerBound < offset { offset = target.lowerBound }
        return min(max(0, offset), maximum)
    }
}

/// Every line of a list before it is cut to the viewport.
private struct RenderedList {
    /// All lines.
    let lines: [StyledLine]
    /// The lines of each selectable row.
    let rowRanges: [Range<Int>]
    /// The first line of each row, header and footer.
    let itemStarts: [Int]
}

/// One entry of a ``List``.
enum ListItem {
    /// A section header, not selectable.
    case header(String)
    /// A selectable row.
    case row(any View)
    /// A line below the rows that cannot be selected, like a pagination footer.
    case trailing(any View)

    /// The rows and headers of list content: views are opened down to rows, `Section`s add their header.
    static func items(of content: some View) -> [ListItem] {
        Layout.flatten(content).flatMap { view -> [ListItem] in
            guard let section = view.primitiveView?.view.section else { return [.row(view)] }
            let header = section.header.map { [ListItem.header($0)] } ?? []
            return header + section.rows.map { .row($0) }
        }
    }
}
