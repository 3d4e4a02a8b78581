import Foundation
import RepositoryDefinitions
import RocketsCore
import RocketsMocks
import RocketsUI
import TextSnapshotTesting
import XCTest

@testable import SharedPresentation

/// Rocket rows at 40, 80, 120 and 200 columns: two lines below 100 columns, one line in aligned columns
/// (name, type, active, success rate, first flight, cost) from 100 on.
final class WideRowsSnapshotTests: XCTestCase {
    private let rows = ScreenFixtures.rows(RocketPages.pageOne + RocketPages.pageTwo)

    private func screen(selection: Int?) -> RocketsListScreen {
        RocketsListScreen(
            state: .loaded(rows, freshness: .live),
            frame: PagedListFrame(selection: selection, pagination: .endOfList, now: ScreenFixtures.now),
            totalCount: rows.count)
    }

    func testRowsAtEveryWidth() {
        for width in [40, 80, 120, 200] {
            assertSnapshot(of: screen(selection: 1), width: width, named: "wide-rocket-rows-\(width)")
        }
    }

    func testOneLineRowsStartAtOneHundredColumns() throws {
        let narrow = TextRenderer.plain.render(screen(selection: nil), width: 99)
        let wide = TextRenderer.plain.render(screen(selection: nil), width: 100)
        XCTAssertEqual(narrow.count, 3 + 2 * rows.count + (rows.count - 1) + 1, "title, two-line rows, rules, footer")
        XCTAssertEqual(wide.count, 3 + rows.count + (rows.count - 1) + 1, "title, one-line rows, rules, footer")
        let falcon9 = try XCTUnwrap(wide.first { $0.contains("Falcon 9") })
        for cell in ["Rocket", "✓ Active", "98% success", "First flight 4 Jun 2010", "$50,000,000 a launch"] {
            XCTAssertTrue(falcon9.contains(cell), "\(cell) missing from \(falcon9)")
        }
    }

    /// A 300-character name (one long word too) wraps and is cut, never the success rate or the badge.
    func testAVeryLongNameNeverCutsTheRateOrTheBadge() {
        var rocket = RocketPages.pageOne[1]
        rocket.name = String(repeating: "Long rocket name ", count: 8) + String(repeating: "x", count: 164)
        let long = ScreenFixtures.rows([rocket])
        for width in [40, 80, 99] {
            let lines = TextRenderer.plain.render(
                RocketsListScreen(
                    state: .loaded(long, freshness: .live),
                    frame: PagedListFrame(selection: nil, pagination: .endOfList, now: ScreenFixtures.now),
                    totalCount: 1),
                width: width)
            let text = lines.joined(separator: "\n")
            XCTAssertTrue(lines.contains { $0.hasSuffix(" success") }, "at \(width): \(text)")
            XCTAssertTrue(lines.contains { $0.hasSuffix("Active") || $0.hasSuffix("Inactive") }, "at \(width): \(text)")
        }
    }

    /// Names and rates of different lengths, yet every type, first flight and cost starts in the same column:
    /// the widths are the list's, not each row's.
    func testEveryRowSharesTheListsColumns() {
        for width in [100, 120, 200] {
            let lines = TextRenderer.plain.render(screen(selection: nil), width: width)
            let rowLines = lines.filter { $0.hasSuffix(" a launch") }
            XCTAssertEqual(rowLines.count, rows.count, "one line per rocket at \(width)")
            var starts: [String: Set<Int>] = [:]
            for line in rowLines {
                for (column, cell) in [("type", "  Rocket  "), ("flight", "  First flight "), ("cost", "  $")] {
                    guard let range = line.range(of: cell) else { continue }
                    starts[column, default: []].insert(line.distance(from: line.startIndex, to: range.lowerBound))
                }
            }
            XCTAssertEqual(starts.count, 3, "every column found at \(width)")
            for (column, columns) in starts {
                XCTAssertEqual(columns.count, 1, "\(column) at \(width): \(columns)")
            }
        }
    }
}
