import RepositoryDefinitions

/// A ``List`` of items with a footer saying whether more are loading, all are loaded, or the next page
/// failed. The footer cannot be selected; selecting the last row scrolls it into view.
///
/// Use ``ListLayoutReport`` (or ``ListLayout/visibleRows``) to decide when to load the next page.
public struct PaginatedListView: View {
    /// The underlying list, rows and footer included.
    let list: List

    /// Creates a paginated list with one row per item.
    ///
    /// With `sectionTitle`, a header row is inserted wherever the title changes between neighbouring items
    /// (such as "Upcoming" then "Past"); items with a nil title get no header.
    public init<Data: RandomAccessCollection, Row: View>(
        _ items: Data, status: PaginationStatus, selection: Int? = nil, viewportHeight: Int? = nil,
        scrollOffset: Int = 0, rowSeparator: ListRowSeparator = .none, report: ListLayoutReport? = nil,
        tick: Int? = nil, sectionTitle: ((Data.Element) -> String?)? = nil,
        @ViewBuilder row: (Data.Element) -> Row
    ) where Data.Element: Identifiable {
        var entries: [ListItem] = []
        var currentTitle: String?
        for item in items {
            if let title = sectionTitle?(item), title != currentTitle {
                entries.append(.header(TextSanitizer.sanitize(title, keepsNewlines: false)))
                currentTitle = title
            }
            entries.append(.row(row(item)))
        }
        if let footer = Self.footer(for: status, tick: tick) {
            entries.append(.trailing(footer))
        }
        list = List(
            items: entries, selection: selection, viewportHeight: viewportHeight, scrollOffset: scrollOffset,
            rowSeparator: rowSeparator, report: report)
    }

    /// Lays the list out at `width` and says which rows are visible (see ``List/layout(width:context:)``).
    public func layout(width: Int, context: RenderContext = RenderContext()) -> ListLayout {
        list.layout(width: width, context: context)
    }

    /// The list with its footer.
    public var body: some View { list }

    /// The footer view for `status`, or nil when there is none.
    static func footer(for status: PaginationStatus, tick: Int?) -> AnyView? {
        switch status {
        case .idle:
            return nil
        case .loadingMore:
            return AnyView(ProgressView("Loading more", tick: tick).dim())
        case .endOfList:
            return AnyView(Text("End of list").dim())
        case .failed(let error):
            return AnyView(
                HStack(spacing: 1) {
                    StatusGlyph(status: .warning)
                    VStack {
                        Text("Couldn't load more — \(error.userMessage)").foregroundColor(.yellow)
                        if error.isTransient {
                            RetryHint(key: "r")
                        }
                    }
                })
        }
    }
}
