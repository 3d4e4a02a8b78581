import RepositoryDefinitions

/// A list screen of the list scaffold: a title bar with the position in the list, then the rows in whatever
/// state they are (loading, refreshing, cached, sample data, stale, failed, empty) with the paging footer. The
/// feature supplies its words, what an empty list says, and the list of rows (see ``PagedListFrame/list(_:rowSeparator:row:)``).
public struct PagedListScreen<Row: Sendable, Rows: View>: View {
    /// The title bar's title.
    let title: String
    /// The line under the title.
    let subtitle: String
    /// The noun counted in the title bar, one and many ("launch", "launches").
    let noun: (one: String, many: String)
    /// What the spinner says during the first load.
    let loadingLabel: String
    /// The rows and where they stand.
    let state: LoadState<[Row]>
    /// Selection, viewport, footer, moment and spinner step.
    let frame: PagedListFrame
    /// How many items match in all, when the API said.
    let totalCount: Int?
    /// What an empty list says.
    let empty: ContentUnavailableView
    /// The list of the rows, when there are some.
    let rows: @Sendable ([Row]) -> Rows

    /// Creates the screen.
    public init(
        title: String, subtitle: String, noun: (one: String, many: String), loadingLabel: String,
        state: LoadState<[Row]>, frame: PagedListFrame, totalCount: Int?, empty: ContentUnavailableView,
        @ViewBuilder rows: @escaping @Sendable ([Row]) -> Rows
    ) {
        self.title = title
        self.subtitle = subtitle
        self.noun = noun
        self.loadingLabel = loadingLabel
        self.state = state
        self.frame = frame
        self.totalCount = totalCount
        self.empty = empty
        self.rows = rows
    }

    /// The title bar above the state-dependent list.
    public var body: some View {
        VStack {
            NavigationBar(title, subtitle: subtitle, accessory: accessory)
            LoadStateView(state, now: frame.now, loadingLabel: loadingLabel, tick: frame.tick) { rows in
                if rows.isEmpty {
                    empty.padding(.top, 1)
                } else {
                    self.rows(rows)
                }
            }
        }
    }

    /// "2 of 120" while a row is selected, "120 launches" in script mode, "10+" while more pages exist and the
    /// total is unknown; nil until rows are known.
    var accessory: String? {
        guard let rows = state.value, !rows.isEmpty else { return nil }
        let count = totalCount ?? rows.count
        let total = totalCount == nil && frame.pagination != .endOfList ? "\(rows.count)+" : "\(count)"
        if let selection = frame.selection, rows.indices.contains(selection) { return "\(selection + 1) of \(total)" }
        return total == "1" ? "1 \(noun.one)" : "\(total) \(noun.many)"
    }
}

extension PagedListFrame {
    /// `items` as a list drawn as this frame says (selection, viewport, scroll offset, footer, spinner step),
    /// `row` drawing each one.
    public func list<Data: RandomAccessCollection, Row: View>(
        _ items: Data, rowSeparator: ListRowSeparator = .none, @ViewBuilder row: (Data.Element) -> Row
    ) -> PaginatedListView where Data.Element: Identifiable {
        PaginatedListView(
            items, status: pagination, selection: selection, viewportHeight: viewportHeight,
            scrollOffset: scrollOffset, rowSeparator: rowSeparator, report: report, tick: tick, row: row)
    }
}
