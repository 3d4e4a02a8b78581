import XCTest

@testable import SharedPresentation

private struct Row: Identifiable {
    let id: Int
    var name: String { "Row \(id)" }
}

final class ListTests: XCTestCase {
    private func rows(_ count: Int) -> [Row] { (0..<count).map(Row.init) }

    func testSelectedRowIsMarkedAndInverted() {
        let list = List(selection: 1) {
            ForEach(rows(3)) { Text($0.name) }
        }
        XCTAssertEqual(plain(list, width: 12), ["  Row 0", "› Row 1", "  Row 2"])
        XCTAssertEqual(plain(list, width: 12, glyphs: .ascii)[1], "> Row 1")
        let selected = styled(list, width: 12)[1]
        XCTAssertEqual(selected.width, 12, "the highlight spans the whole line")
        XCTAssertTrue(selected.spans.allSatisfy { $0.style.inverse })
        XCTAssertFalse(styled(list, width: 12)[0].spans.contains { $0.style.inverse })
    }

    func testMultiLineRowsAreHighlightedOnEveryLine() {
        let list = List(selection: 0) {
            VStack {
                Text("Title")
                Text("Subtitle")
            }
        }
        let lines = styled(list, width: 12)
        XCTAssertEqual(lines.map(\.plainText), ["› Title     ", "  Subtitle  "])
        XCTAssertTrue(lines.allSatisfy { $0.spans.allSatisfy(\.style.inverse) })
    }

    func testSectionsAddHeadersThatAreNotSelectable() {
        let list = List(selection: 1) {
            Section("Upcoming") {
                Text("Crew-9")
            }
            Section("Past") {
                Text("FalconSat")
                Text("DemoSat")
            }
        }
        XCTAssertEqual(
            plain(list, width: 20),
            ["Upcoming ───────────", "  Crew-9", "", "Past ───────────────", "› FalconSat", "  DemoSat"])
        XCTAssertEqual(list.layout(width: 20).rowCount, 3)
    }

    func testRowSeparators() {
        let content = { ForEach(self.rows(2)) { Text($0.name) } }
        XCTAssertEqual(
            plain(List(rowSeparator: .line, content: content), width: 8), ["  Row 0", "  ──────", "  Row 1"])
        XCTAssertEqual(plain(List(rowSeparator: .blankLine, content: content), width: 8), ["  Row 0", "", "  Row 1"])
    }

    func testEmptyRowsStillTakeALine() {
        let list = List(selection: 0) {
            Text("")
        }
        XCTAssertEqual(plain(list, width: 5), ["›"])
    }

    func testViewportKeepsTheSelectedRowVisible() {
        let list = List(selection: 7, viewportHeight: 3) {
            ForEach(rows(10)) { Text($0.name) }
        }
        let layout = list.layout(width: 10)
        XCTAssertEqual(TextRenderer.plain.render(layout.lines), ["  Row 5", "  Row 6", "› Row 7"])
        XCTAssertEqual(layout.scrollOffset, 5)
        XCTAssertEqual(layout.visibleRows, 5..<8)
        XCTAssertEqual(layout.rowCount, 10)
        XCTAssertEqual(layout.totalLineCount, 10)
        XCTAssertTrue(layout.hasContentAbove)
        XCTAssertTrue(layout.hasContentBelow)
    }

    func testViewportScrollsAsLittleAsPossibleFromThePreviousOffset() {
        let content = { ForEach(self.rows(10)) { Text($0.name) } }
        let steady = List(selection: 6, viewportHeight: 3, scrollOffset: 5, content: content).layout(width: 10)
        XCTAssertEqual(steady.scrollOffset, 5, "the selection is already visible")
        let up = List(selection: 2, viewportHeight: 3, scrollOffset: 5, content: content).layout(width: 10)
        XCTAssertEqual(up.scrollOffset, 2)
        XCTAssertEqual(up.lines.first?.plainText, "› Row 2   ", "the selection bar spans the width")
        let clamped = List(selection: nil, viewportHeight: 3, scrollOffset: 50, content: content).layout(width: 10)
        XCTAssertEqual(clamped.scrollOffset, 7)
        XCTAssertFalse(clamped.hasContentBelow)
    }

    func testFirstRowShowsItsSectionHeaderAndLastRowShowsTheFooter() {
        let list = List(selection: 0, viewportHeight: 2, scrollOffset: 1) {
            Section("Past") {
                Text("A")
                Text("B")
            }
        }
        XCTAssertEqual(plain(list, width: 10), ["Past ─────", "› A"])
        let footer = PaginatedListView(rows(5), status: .endOfList, selection: 4, viewportHeight: 2) { Text($0.name) }
        XCTAssertEqual(plain(footer, width: 14), ["› Row 4", "  End of list"])
    }

    func testRowTallerThanTheViewportShowsItsTop() {
        let list = List(selection: 1, viewportHeight: 2) {
            Text("a")
            VStack {
                Text("b1")
                Text("b2")
                Text("b3")
            }
            Text("c")
        }
        XCTAssertEqual(plain(list, width: 6), ["› b1", "  b2"])
    }

    func testShortListsAreNotPadded() {
        let layout = List(selection: 0, viewportHeight: 10) { Text("only") }.layout(width: 10)
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertFalse(layout.hasContentAbove)
        XCTAssertFalse(layout.hasContentBelow)
    }

    func testReportReceivesTheLayoutOfANestedList() {
        let report = ListLayoutReport()
        XCTAssertNil(report.layout)
        let screen = VStack {
            Text("Title")
            List(selection: 3, viewportHeight: 2, report: report) {
                ForEach(rows(5)) { Text($0.name) }
            }
        }
        _ = screen.render(width: 20)
        XCTAssertEqual(report.layout?.visibleRows, 2..<4)
        XCTAssertEqual(report.layout?.scrollOffset, 2)
    }

    func testSelectionOutOfRangeSelectsNothing() {
        let list = List(selection: 9) { ForEach(rows(2)) { Text($0.name) } }
        XCTAssertEqual(plain(list, width: 10), ["  Row 0", "  Row 1"])
        XCTAssertEqual(List {}.layout(width: 10).visibleRows, 0..<0)
        XCTAssertEqual(List { Text("x") }.layout(width: 0).lines, [])
    }

    func testListIsFlexibleInStacks() {
        let row = HStack(spacing: 0) {
            List { Text("ab") }
            Text("|")
        }
        XCTAssertEqual(plain(row, width: 8), ["  ab   |"])
    }

    func testLargeListRendersOnlyTheViewportLines() {
        let list = List(selection: 150, viewportHeight: 30) {
            ForEach(rows(200)) { row in
                HStack {
                    Text("Starlink mission \(row.id)").lineLimit(1)
                    Spacer()
                    Badge(.success)
                }
            }
        }
        let layout = list.layout(width: 120)
        XCTAssertEqual(layout.lines.count, 30)
        XCTAssertEqual(layout.totalLineCount, 200)
        XCTAssertTrue(layout.visibleRows.contains(150))
        XCTAssertTrue(layout.lines.allSatisfy { $0.width == 120 })
    }
}

final class ListScrollSnappingTests: XCTestCase {
    private func list(selection: Int) -> List {
        List(selection: selection, viewportHeight: 3) {
            ForEach(0..<4) { index in
                VStack {
                    Text("Row \(index)")
                    Text("detail \(index)")
                }
            }
        }
    }

    func testViewportStartsAtARowNotInTheMiddleOfOne() {
        let layout = list(selection: 1).layout(width: 12)
        XCTAssertEqual(layout.scrollOffset, 2)
        XCTAssertEqual(TextRenderer.plain.render(layout.lines), ["› Row 1", "  detail 1", "  Row 2"])
    }

    func testNearTheEndTheViewportMayEndEarlyRatherThanCutARow() {
        let layout = list(selection: 3).layout(width: 12)
        XCTAssertEqual(layout.scrollOffset, 6)
        XCTAssertEqual(TextRenderer.plain.render(layout.lines), ["› Row 3", "  detail 3"])
        XCTAssertEqual(layout.visibleRows, 3..<4)
    }

    func testWithoutSelectionTheOffsetStaysWithinTheContent() {
        let layout = List(viewportHeight: 3, scrollOffset: 1) {
            ForEach(0..<4) { Text("Row \($0)") }
        }.layout(width: 10)
        XCTAssertEqual(layout.scrollOffset, 1)
        XCTAssertEqual(layout.lines.count, 3)
    }
}
