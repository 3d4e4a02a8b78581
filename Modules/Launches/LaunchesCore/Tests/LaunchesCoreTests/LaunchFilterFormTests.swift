import Foundation
import XCTest

@testable import LaunchesCore

/// The filter screen's form validates typed days as the user edits them.
@MainActor
final class LaunchFilterFormTests: XCTestCase {
    private let newYork = TimeZone(identifier: "America/New_York")!

    func testShowsTheCurrentFilter() async throws {
        let filter = try LaunchFilter(
            start: "2020-01-01", end: "2020-12-31", timeZone: LaunchFilter.utc, sortOrder: .oldestFirst,
            searchText: "crew")
        let form = LaunchFilterForm(filter: filter, userTimeZone: newYork)
        XCTAssertEqual(form.startText, "2020-01-01")
        XCTAssertEqual(form.endText, "2020-12-31")
        XCTAssertTrue(form.usesUTC)
        XCTAssertEqual(form.sortOrder, .oldestFirst)
        XCTAssertEqual(form.searchText, "crew")
        XCTAssertTrue(form.isValid)
        XCTAssertEqual(try form.makeFilter(), filter)
    }

    func testValidatesAsTheUserTypes() async throws {
        let form = LaunchFilterForm(filter: LaunchFilter(timeZone: newYork), userTimeZone: newYork)
        XCTAssertFalse(form.usesUTC)
        XCTAssertEqual(form.timeZone, newYork)
        form.startText = "2020-13-01"
        XCTAssertFalse(form.isValid)
        XCTAssertEqual(form.errorMessage, "The start date \"2020-13-01\" does not exist: months run from 01 to 12.")
        XCTAssertNotNil(form.error(for: .start))
        XCTAssertNil(form.error(for: .end))
        form.startText = "2021-01-01"
        form.endText = "2020-12-31"
        XCTAssertEqual(form.errorMessage, "The start date 2021-01-01 is after the end date 2020-12-31.")
        form.endText = "tomorrow"
        XCTAssertNotNil(form.error(for: .end))
        form.endText = "2021-06-30"
        XCTAssertNil(form.error)
        guard case .success(let filter) = form.result else { return XCTFail("expected a filter") }
        XCTAssertEqual(filter.timeZone, newYork)
        form.usesUTC = true
        XCTAssertEqual(try form.makeFilter().timeZone, LaunchFilter.utc)
    }

    func testClearAndReset() async throws {
        let filter = try LaunchFilter(start: "2020-01-01", end: nil, timeZone: newYork, searchText: "x")
        let form = LaunchFilterForm(filter: filter, userTimeZone: newYork)
        form.clearCriteria()
        XCTAssertEqual(form.startText, "")
        XCTAssertEqual(form.searchText, "")
        XCTAssertEqual(try form.makeFilter(), LaunchFilter(timeZone: newYork))
        form.endText = "garbage"
        form.usesUTC = true
        form.reset(to: filter)
        XCTAssertEqual(try form.makeFilter(), filter)
    }
}
