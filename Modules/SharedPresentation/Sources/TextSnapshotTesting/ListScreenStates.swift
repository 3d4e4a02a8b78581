import Foundation
import RepositoryDefinitions
import SharedPresentation
import XCTest

/// A feature's list screen on the list scaffold, drawn from the scaffold's values, and the checks every feature's
/// list makes of it the same way: the scaffold's states as goldens, the title bar's count in the feature's noun,
/// and the states a layout sweep draws. The feature supplies its screen (from a load state, a frame and the API's
/// total), its rows and the words that differ; the states themselves are said once, here.
public struct ListScreenStates<Row: Sendable, Screen: View> {
    /// What every golden's name starts with ("list", "rockets").
    public let prefix: String
    /// The first page's rows.
    public let pageOne: [Row]
    /// Both pages' rows, as script mode lists them.
    public let bothPages: [Row]
    /// How many items the API said there are, for "2 of 20" while paging.
    public let totalCount: Int
    /// The moment every screen is drawn at.
    public let now: Date
    /// The feature's screen of a load state, a frame and the API's total.
    private let make: (LoadState<[Row]>, PagedListFrame, Int?) -> Screen

    /// The states of the screen `make` draws, with goldens named `<prefix>-<state>-<width>`.
    public init(
        prefix: String, pageOne: [Row], bothPages: [Row], totalCount: Int, now: Date,
        screen make: @escaping (LoadState<[Row]>, PagedListFrame, Int?) -> Screen
    ) {
        self.prefix = prefix
        self.pageOne = pageOne
        self.bothPages = bothPages
        self.totalCount = totalCount
        self.now = now
        self.make = make
    }

    /// The screen in `state` with ``totalCount``: the browser's frame, the second row selected in a 12-line
    /// viewport unless told.
    public func screen(
        _ state: LoadState<[Row]>, pagination: PaginationStatus = .idle, selection: Int? = 1,
        viewportHeight: Int? = 12
    ) -> Screen {
        screen(
            state, pagination: pagination, selection: selection, viewportHeight: viewportHeight, totalCount: totalCount)
    }

    /// The screen in `state` with `totalCount`, nil when the API said no total (script mode, one page).
    public func screen(
        _ state: LoadState<[Row]>, pagination: PaginationStatus = .idle, selection: Int? = 1,
        viewportHeight: Int? = 12, totalCount: Int?
    ) -> Screen {
        make(
            state,
            PagedListFrame(selection: selection, viewportHeight: viewportHeight, pagination: pagination, now: now),
            totalCount)
    }

    /// Records the scaffold's states at ``SnapshotWidths/recorded`` as `<prefix>-<state>-<width>`: page one with
    /// the second row selected (`page-one`); its last row selected while the next page loads (`loading-more`) and
    /// after that failed (`load-more-error`); both pages in script mode (`end-of-list-script`); the first load
    /// (`loading`); offline with nothing saved (`error-offline`) and with page one saved `staleAge` seconds before
    /// ``now`` (`stale`); `sample` from the built-in archive, its first row selected (`sample`); `edgeCases` in
    /// script mode with the row at `edgeSelection` selected (`edge-cases`). At 80 columns only: page one saved ten
    /// minutes ago (`cached-80`) and being refreshed (`refreshing-80`).
    public func assertScaffoldStates(
        staleAge: TimeInterval, sample: [Row], edgeCases: [Row], edgeSelection: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let lastRow = pageOne.count - 1
        let loaded = LoadState<[Row]>.loaded(pageOne, freshness: .live)
        let saved = CachedValue(value: pageOne, storedAt: now.addingTimeInterval(-staleAge))
        let states: [(name: String, screen: Screen)] = [
            ("page-one", screen(loaded)),
            ("loading-more", screen(loaded, pagination: .loadingMore, selection: lastRow)),
            ("load-more-error", screen(loaded, pagination: .failed(.timeout), selection: lastRow)),
            (
                "end-of-list-script",
                screen(
                    .loaded(bothPages, freshness: .live), pagination: .endOfList, selection: nil, viewportHeight: nil,
                    totalCount: nil)
            ),
            ("loading", screen(.loading)),
            ("error-offline", screen(.failed(.offline, cached: nil))),
            ("stale", screen(.failed(.offline, cached: saved))),
            ("sample", screen(.loaded(sample, freshness: .builtInArchive), selection: 0, totalCount: sample.count)),
            (
                "edge-cases",
                screen(
                    .loaded(edgeCases, freshness: .live), pagination: .endOfList, selection: edgeSelection,
                    viewportHeight: nil, totalCount: nil)
            ),
        ]
        for state in states {
            assertSnapshots(of: state.screen, named: "\(prefix)-\(state.name)", file: file, line: line)
        }
        let tenMinutesAgo = now.addingTimeInterval(-600)
        assertSnapshot(
            of: screen(.loaded(pageOne, freshness: .cached(storedAt: tenMinutesAgo))), width: 80,
            named: "\(prefix)-cached-80", file: file, line: line)
        assertSnapshot(
            of: screen(.refreshing(current: pageOne)), width: 80, named: "\(prefix)-refreshing-80", file: file,
            line: line)
    }

    /// Fails unless the title bar ends with "<n> <many>" for page one in script mode, "1 <one>" for its first row
    /// alone, and "2 of <n>+" with the second row selected while more pages may come and the API gave no total.
    public func assertTitleCounts(one: String, many: String, file: StaticString = #filePath, line: UInt = #line) {
        let counts: [(rows: [Row], pagination: PaginationStatus, selection: Int?, title: String)] = [
            (pageOne, .endOfList, nil, "\(pageOne.count) \(many)"),
            (Array(pageOne.prefix(1)), .endOfList, nil, "1 \(one)"),
            (pageOne, .idle, 1, "2 of \(pageOne.count)+"),
        ]
        for count in counts {
            let shown = screen(
                .loaded(count.rows, freshness: .live), pagination: count.pagination, selection: count.selection,
                viewportHeight: nil, totalCount: nil)
            let title = TextRenderer.plain.render(shown, width: 80).first ?? ""
            XCTAssertTrue(
                title.hasSuffix(count.title), "\"\(title)\" does not end with \(count.title)", file: file, line: line)
        }
    }

    /// The list as a layout sweep draws it (see ``assertEveryLineFits(_:widths:file:line:)``): `rows` from the
    /// built-in archive with the fourth row selected in a 10-line viewport after the next page failed offline, and
    /// `rows` saved but the reload failed offline, in script mode.
    public func sweepScreens(of rows: [Row]) -> [any View] {
        [
            screen(
                .loaded(rows, freshness: .builtInArchive), pagination: .failed(.offline), selection: 3,
                viewportHeight: 10, totalCount: nil),
            screen(
                .failed(.offline, cached: CachedValue(value: rows, storedAt: now)), pagination: .endOfList,
                selection: nil, viewportHeight: nil, totalCount: nil),
        ]
    }
}
