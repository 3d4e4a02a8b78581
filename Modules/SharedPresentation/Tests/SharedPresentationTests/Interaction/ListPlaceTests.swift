import XCTest

@testable import SharedPresentation

/// A list's place: moves stay inside the rows, and fitting fills the height without changing the place.
final class ListPlaceTests: XCTestCase {
    func testMovesStayInsideTheRows() {
        var place = ListPlace()
        let ids = ["a", "b", "c", "d", "e"]
        XCTAssertEqual(place.apply(.up, ids: ids, pageSize: 3), 0)
        XCTAssertEqual(place.apply(.pageDown, ids: ids, pageSize: 3), 2, "before any fit: a page of lines")
        XCTAssertEqual(place.selectedID, "c")
        XCTAssertEqual(place.apply(.bottom, ids: ids, pageSize: 3), 4)
        XCTAssertTrue(place.followsEnd)
        XCTAssertEqual(place.reconciled(with: ids + ["f"]).selection, 5, "after G the selection follows the end")
        XCTAssertEqual(place.apply(.down, ids: ids, pageSize: 3), 4)
        XCTAssertFalse(place.followsEnd)
        XCTAssertEqual(place.apply(.top, ids: ids, pageSize: 3), 0)
        XCTAssertEqual(place.apply(.down, ids: [], pageSize: 3), 0)
    }

    func testFittingFillsTheHeightAroundAHeader() {
        var place = ListPlace()
        place.apply(.bottom, ids: (0..<30).map(String.init), pageSize: 10)
        let fit = place.fitted(height: 10) { viewport, offset, report in
            [StyledLine("header"), StyledLine("subtitle")]
                + List(selection: place.selection, viewportHeight: viewport, scrollOffset: offset, report: report) {
                    ForEach(0..<30) { Text("row \($0)") }
                }
                .render(width: 20)
        }
        XCTAssertEqual(fit.lines.count, 10)
        XCTAssertEqual(fit.place.viewport, 8)
        XCTAssertEqual(fit.lines.last?.plainText.contains("row 29"), true)
        XCTAssertEqual(fit.place.scrollOffset, 22)
        XCTAssertEqual(place.viewport, nil, "fitting returns a new place; it changes nothing")
    }
}
