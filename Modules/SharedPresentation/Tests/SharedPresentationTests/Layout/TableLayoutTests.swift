import XCTest

@testable import SharedPresentation

final class TableLayoutTests: XCTestCase {
    private let layout = TableLayout(columns: [
        TableColumn(fitting: ["Crew-1", "Starlink 4-25 (v1.5)"], minimum: 6, yieldsFirst: true),
        TableColumn(fitting: ["5 Oct 2022", "NET Dec 2022"], minimum: 6),
        TableColumn(fitting: ["✓ Success", "⚠ Awaiting update"], minimum: 17),
    ])

    func testColumnsAreAsWideAsTheirWidestCell() {
        XCTAssertEqual(layout.columns.map(\.natural), [20, 12, 17])
        XCTAssertEqual(TableColumn(fitting: ["天宫", "ab"]).natural, 4)
        XCTAssertEqual(TableColumn(fitting: [String]()).natural, 0)
        XCTAssertEqual(TableColumn(fitting: ["\u{1B}[31mred\u{1B}[0m"]).natural, 3, "measured as Text shows it")
    }

    func testMinimumNeverExceedsTheWidestCell() {
        XCTAssertEqual(TableColumn(natural: 3, minimum: 10).minimum, 3)
        XCTAssertEqual(TableColumn(natural: -4, minimum: -1), TableColumn(natural: 0, minimum: 0))
    }

    func testNoColumnGrowsPastItsWidestCell() {
        XCTAssertEqual(layout.widths(for: 80), [20, 12, 17])
        XCTAssertEqual(layout.widths(for: 53), [20, 12, 17])
    }

    func testTheColumnThatYieldsFirstGetsWhatTheOthersLeave() {
        XCTAssertEqual(layout.widths(for: 50), [17, 12, 17])
        XCTAssertEqual(layout.widths(for: 39), [6, 12, 17])
        XCTAssertEqual(layout.widths(for: 36), [6, 9, 17])
    }

    func testBelowTheMinimumWidthColumnsShrinkInProportion() {
        XCTAssertEqual(layout.minimumWidth, 33)
        XCTAssertEqual(layout.naturalWidth, 53)
        let widths = layout.widths(for: 20)
        XCTAssertEqual(widths.reduce(0, +), 16)
        XCTAssertEqual(widths, [4, 3, 9])
    }

    func testWithoutAColumnThatYieldsColumnsShareTheShortfall() {
        let fixed = TableLayout(columns: [TableColumn(natural: 5), TableColumn(natural: 3)], spacing: 1)
        XCTAssertEqual(fixed.widths(for: 30), [5, 3])
        XCTAssertEqual(fixed.widths(for: 6), [3, 2])
        XCTAssertEqual(TableLayout(columns: []).widths(for: 10), [])
        XCTAssertEqual(TableLayout(columns: []).minimumWidth, 0)
    }

    func testEveryRowOfOneWidthGetsTheSameWidths() {
        let layout = layout
        let row = { (name: String, date: String) in
            WidthReader { width in
                let widths = layout.widths(for: width)
                HStack(spacing: 2) {
                    Text(name).lineLimit(1).frame(width: widths[0])
                    Text(date).frame(width: widths[1])
                    Text("✓ Success").frame(width: widths[2])
                }
            }
        }
        let lines = plain(row("Crew-1", "5 Oct 2022"), width: 60) + plain(row("Starlink", "NET Dec 2022"), width: 60)
        XCTAssertEqual(
            lines,
            [
                "Crew-1                5 Oct 2022    ✓ Success",
                "Starlink              NET Dec 2022  ✓ Success",
            ])
    }
}
