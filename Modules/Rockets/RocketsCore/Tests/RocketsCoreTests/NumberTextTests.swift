import XCTest

@testable import RocketsCore

/// Grouping and decimals are fixed ("," and "."), whatever the locale.
final class NumberTextTests: XCTestCase {
    func testGroupedIntegers() {
        let table: [(Int, String)] = [
            (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (22_800, "22,800"), (549_054, "549,054"),
            (1_207_920, "1,207,920"), (-1_234_567, "-1,234,567"), (Int.max, "9,223,372,036,854,775,807"),
            (Int.min, "-9,223,372,036,854,775,808"),
        ]
        for (value, expected) in table {
            XCTAssertEqual(NumberText.grouped(value), expected, "\(value)")
        }
    }

    func testDecimalsDropTrailingZerosAndRound() {
        let table: [(Double, String)] = [
            (70, "70"), (229.6, "229.6"), (22.25, "22.25"), (1.68, "1.68"), (3.38, "3.38"), (1_155, "1,155"),
            (0.004, "0"), (0.016, "0.02"), (12.0001, "12"), (-3.5, "-3.5"), (-0.001, "0"),
            (123_456_789.12, "123,456,789.12"), (1.0e12, "1,000,000,000,000"),
        ]
        for (value, expected) in table {
            XCTAssertEqual(NumberText.decimal(value), expected, "\(value)")
        }
    }

    func testDecimalEdgeCases() {
        XCTAssertEqual(NumberText.decimal(2.5, maximumFractionDigits: 0), "3")
        XCTAssertEqual(NumberText.decimal(.nan), "—")
        XCTAssertEqual(NumberText.decimal(.infinity), "—")
        XCTAssertEqual(NumberText.decimal(1.0e300), "1e+300")
    }
}
