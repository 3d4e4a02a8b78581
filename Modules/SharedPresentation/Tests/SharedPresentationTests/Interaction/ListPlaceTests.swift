import SharedPresentation
import XCTest

/// A list's place: moves stay inside the rows, and fitting fills the height without changing the place.
final class ListPlaceTests: XCTestCase {
    func testMovesStayInsideTheRows() {
        var place = ListPlace()
        XCTAssertEqual(place.apply(.up, count: 5, pageSize: 3), 0)
        XCTAssertEqual(place.apply(.pageDown, count: 5, pageSize: 3), 2)
        XCTAssertEqual(place.apply(.bottom, count: 5, pageSize: 3), 4)
        XCTAssertEqual(place.apply(.down, count: 5, pageSize: 3), 4)
        XCTAssertEqual(place.apply(.top, count: 5, pageSize: 3), 0)
        XCTAssertEqual(place.apply(.down, count: 0, pageSize: 3), 0)
    }

    func testFittingFillsTheHeightAroundAHeader() {
        var place = ListPlace()
        place.apply(.bottom, count: 30, pageSize: 10)
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
