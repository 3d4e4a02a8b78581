import RepositoryDefinitions
import XCTest

@testable import SharedPresentation

private struct Launch: Identifiable {
    let id: Int
}

final class PaginatedListViewTests: XCTestCase {
    private let launches = (1...3).map(Launch.init)

    private func list(_ status: PaginationStatus, tick: Int? = nil) -> PaginatedListView {
        PaginatedListView(launches, status: status, selection: 0, tick: tick) { Text("Launch \($0.id)") }
    }

    func testIdleHasNoFooter() {
        XCTAssertEqual(plain(list(.idle), width: 30), ["› Launch 1", "  Launch 2", "  Launch 3"])
    }

    func testLoadingMoreFooter() {
        XCTAssertEqual(plain(list(.loadingMore), width: 30).last, "  Loading more…")
        XCTAssertEqual(plain(list(.loadingMore, tick: 0), width: 30).last, "  ⠋ Loading more…")
    }

    func testEndOfListFooter() {
        XCTAssertEqual(plain(list(.endOfList), width: 30).last, "  End of list")
    }

    func testErrorFooterWithRetryHint() {
        XCTAssertEqual(
            plain(list(.failed(.timeout)), width: 50).suffix(3),
            [
                "  ⚠ Couldn't load more — The SpaceX API took too", "    long to answer. Try again in a moment.",
                "    Press r to retry",
            ])
        XCTAssertEqual(
            plain(list(.failed(.badRequest(message: ""))), width: 80).last,
            "  ⚠ Couldn't load more — The SpaceX API rejected the request.")
    }

    func testLayoutReportsVisibleRowsForLoadingMore() {
        let view = PaginatedListView(
            (1...20).map(Launch.init), status: .idle, selection: 19, viewportHeight: 5
        ) { Text("Launch \($0.id)") }
        let layout = view.layout(width: 30)
        XCTAssertEqual(layout.visibleRows, 15..<20)
        XCTAssertEqual(layout.rowCount, 20)
    }

    func testFooterIsNotSelectable() {
        let view = PaginatedListView(launches, status: .endOfList, selection: 3) { Text("Launch \($0.id)") }
        XCTAssertFalse(plain(view, width: 30).contains { $0.hasPrefix("›") })
    }
}

final class PaginatedListSectionTests: XCTestCase {
    func testSectionTitlesInsertHeadersWhereTheyChange() {
        let view = PaginatedListView(
            (1...4).map(Launch.init), status: .endOfList, selection: 2,
            sectionTitle: { $0.id <= 1 ? "Upcoming" : ($0.id == 4 ? nil : "Past") }
        ) { Text("Launch \($0.id)") }
        XCTAssertEqual(
            plain(view, width: 20),
            [
                "Upcoming ───────────", "  Launch 1", "", "Past ───────────────", "  Launch 2", "› Launch 3",
                "  Launch 4", "  End of list",
            ])
    }

    func testTheFooterFollowsTheRepositoryFacts() {
        XCTAssertEqual(
            PaginationStatus(isLoadingMore: true, loadMoreError: .offline, hasNextPage: true), .failed(.offline))
        XCTAssertEqual(PaginationStatus(isLoadingMore: true, loadMoreError: nil, hasNextPage: true), .loadingMore)
        XCTAssertEqual(PaginationStatus(isLoadingMore: false, loadMoreError: nil, hasNextPage: true), .idle)
        XCTAssertEqual(PaginationStatus(isLoadingMore: false, loadMoreError: nil, hasNextPage: false), .endOfList)
    }
}
