import XCTest

@testable import TerminalImages

final class CellGridTests: XCTestCase {
    func testWidePictureFillsTheColumns() {
        // 200 × 100 px with 10 × 20 px cells is 20 × 5 cells: four times as wide as tall.
        let grid = CellGrid.fitting(imageWidth: 200, imageHeight: 100, maxColumns: 40, maxRows: 40, cell: .fallback)
        XCTAssertEqual(grid, CellGrid(columns: 40, rows: 10))
    }

    func testTallPictureIsLimitedByTheRows() {
        let grid = CellGrid.fitting(imageWidth: 100, imageHeight: 400, maxColumns: 80, maxRows: 10, cell: .fallback)
        // 10 rows of 20 px = 200 px tall → 50 px wide → 5 columns.
        XCTAssertEqual(grid, CellGrid(columns: 5, rows: 10))
    }

    func testSquareCellsChangeTheShape() {
        let grid = CellGrid.fitting(
            imageWidth: 100, imageHeight: 100, maxColumns: 20, maxRows: 40, cell: CellPixelSize(width: 8, height: 8))
        XCTAssertEqual(grid, CellGrid(columns: 20, rows: 20))
    }

    func testNeverBelowOneCell() {
        let grid = CellGrid.fitting(imageWidth: 1000, imageHeight: 1, maxColumns: 3, maxRows: 3, cell: .fallback)
        XCTAssertEqual(grid, CellGrid(columns: 3, rows: 1))
        XCTAssertEqual(CellGrid(columns: 0, rows: -2), CellGrid(columns: 1, rows: 1))
    }

    func testCellSizeFromTheWindowOrTheOneToTwoFallback() {
        XCTAssertEqual(
            CellPixelSize.from(columns: 80, rows: 24, pixelWidth: 720, pixelHeight: 432),
            CellPixelSize(width: 9, height: 18))
        XCTAssertEqual(CellPixelSize.from(columns: 80, rows: 24, pixelWidth: 0, pixelHeight: 0), .fallback)
        XCTAssertEqual(CellPixelSize.fallback.height, CellPixelSize.fallback.width * 2)
        XCTAssertEqual(CellPixelSize(width: 0, height: -1), CellPixelSize(width: 1, height: 1))
    }
}
