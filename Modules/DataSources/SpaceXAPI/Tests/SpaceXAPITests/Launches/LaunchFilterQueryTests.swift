import Foundation
import LaunchesCore
import RepositoryDefinitions
import XCTest

@testable import SpaceXAPI

/// The launches filter as an r/SpaceX query: a `date_utc` range, a full-text search, both, or everything.
final class LaunchFilterQueryTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!

    func testDaysAreADateRangeOnDateUTC() throws {
        let filter = try LaunchFilter(start: "2020-01-01", end: "2020-12-31", timeZone: utc)
        XCTAssertEqual(
            filter.spaceXFilter, .dateRange(field: "date_utc", from: filter.lowerBound, through: filter.upperBound))
    }

    func testOpenEnds() throws {
        let onlyStart = try LaunchFilter(start: "2020-01-01", end: "", timeZone: utc)
        XCTAssertEqual(onlyStart.spaceXFilter, .dateRange(field: "date_utc", from: onlyStart.lowerBound, through: nil))
        let onlyEnd = try LaunchFilter(start: nil, end: "2020-12-31", timeZone: utc)
        XCTAssertEqual(onlyEnd.spaceXFilter, .dateRange(field: "date_utc", from: nil, through: onlyEnd.upperBound))
        XCTAssertEqual(try LaunchFilter(start: "  ", end: nil, timeZone: utc).spaceXFilter, .all)
    }

    func testSearchTextIsATextQueryAndCombinesWithDays() throws {
        XCTAssertEqual(LaunchFilter(timeZone: utc, searchText: "  crew dragon \n").spaceXFilter, .text("crew dragon"))
        let both = try LaunchFilter(start: "2020-01-01", end: "2020-12-31", timeZone: utc, searchText: "crew")
        XCTAssertEqual(
            both.spaceXFilter,
            .and([.dateRange(field: "date_utc", from: both.lowerBound, through: both.upperBound), .text("crew")]))
    }
}
