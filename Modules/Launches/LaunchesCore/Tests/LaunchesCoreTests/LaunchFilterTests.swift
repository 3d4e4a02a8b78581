import Foundation
import RepositoryDefinitions
import XCTest

@testable import LaunchesCore
@testable import RepositoryImplementations

/// Typed days parse strictly and become the right UTC bounds in every zone.
final class LaunchFilterTests: XCTestCase {
    private let utc = LaunchFilter.utc
    private let newYork = TimeZone(identifier: "America/New_York")!
    private let kwajalein = TimeZone(identifier: "Pacific/Kwajalein")!

    private func iso(_ date: Date?) -> String? {
        date.map(ISO8601Timestamp.string(from:))
    }

    func testParsesStrictDays() throws {
        XCTAssertEqual(
            try CalendarDay(parsing: "2020-01-31", field: .start), CalendarDay(year: 2020, month: 1, day: 31))
        XCTAssertEqual(try CalendarDay(parsing: "2020-02-29", field: .start).description, "2020-02-29")
        XCTAssertEqual(try CalendarDay(parsing: " 2000-02-29 ", field: .end).description, "2000-02-29")
        XCTAssertEqual(CalendarDay(year: 5, month: 3, day: 1)?.description, "0005-03-01")
    }

    func testRejectsMalformedAndNonexistentDays() {
        let table: [(String, LaunchFilterError)] = [
            ("yesterday", .malformedDate(field: .start, input: "yesterday")),
            ("2020-1-1", .malformedDate(field: .start, input: "2020-1-1")),
            ("2020/01/01", .malformedDate(field: .start, input: "2020/01/01")),
            ("20200101", .malformedDate(field: .start, input: "20200101")),
            ("2020-01-01T00:00", .malformedDate(field: .start, input: "2020-01-01T00:00")),
            ("２０２０-01-01", .malformedDate(field: .start, input: "２０２０-01-01")),
            ("-020-01-01", .malformedDate(field: .start, input: "-020-01-01")),
            ("2020-13-01", .nonexistentDate(field: .start, input: "2020-13-01", reason: "months run from 01 to 12")),
            ("2020-00-10", .nonexistentDate(field: .start, input: "2020-00-10", reason: "months run from 01 to 12")),
            ("2020-02-30", .nonexistentDate(field: .start, input: "2020-02-30", reason: "February 2020 has 29 days")),
            ("2021-02-29", .nonexistentDate(field: .start, input: "2021-02-29", reason: "February 2021 has 28 days")),
            ("1900-02-29", .nonexistentDate(field: .start, input: "1900-02-29", reason: "February 1900 has 28 days")),
            ("2020-04-31", .nonexistentDate(field: .start, input: "2020-04-31", reason: "April 2020 has 30 days")),
            ("2020-01-00", .nonexistentDate(field: .start, input: "2020-01-00", reason: "January 2020 has 31 days")),
            ("0000-01-01", .nonexistentDate(field: .start, input: "0000-01-01", reason: "years start at 0001")),
        ]
        for (input, expected) in table {
            XCTAssertThrowsError(try CalendarDay(parsing: input, field: .start), input) { error in
                XCTAssertEqual(error as? LaunchFilterError, expected, input)
            }
        }
        XCTAssertNil(CalendarDay(year: 2020, month: 2, day: 30))
        XCTAssertNil(CalendarDay(year: 10_000, month: 1, day: 1))
    }

    func testErrorMessagesNameTheBadInput() {
        XCTAssertEqual(
            LaunchFilterError.malformedDate(field: .start, input: "yesterday").userMessage,
            "The start date \"yesterday\" is not a date in the form YYYY-MM-DD, like 2020-01-31.")
        XCTAssertEqual(
            LaunchFilterError.nonexistentDate(field: .end, input: "2020-02-30", reason: "February 2020 has 29 days")
                .userMessage,
            "The end date \"2020-02-30\" does not exist: February 2020 has 29 days.")
        let reversed = LaunchFilterError.startAfterEnd(
            start: CalendarDay(year: 2021, month: 1, day: 1)!, end: CalendarDay(year: 2020, month: 12, day: 31)!)
        XCTAssertEqual(reversed.userMessage, "The start date 2021-01-01 is after the end date 2020-12-31.")
        XCTAssertEqual(reversed.errorDescription, reversed.userMessage)
        XCTAssertEqual(reversed.field, .start)
        XCTAssertEqual(LaunchFilterError.malformedDate(field: .end, input: "x").field, .end)
    }

    func testErrorMessagesNeutraliseControlCharactersAndLongInput() {
        let hostile = LaunchFilterError.malformedDate(field: .start, input: "\u{1B}[31m\u{202E}2020\u{07}")
        XCTAssertEqual(
            hostile.userMessage,
            "The start date \"\u{FFFD}[31m\u{FFFD}2020\u{FFFD}\" is not a date in the form YYYY-MM-DD, like 2020-01-31."
        )
        let long = LaunchFilterError.malformedDate(field: .end, input: String(repeating: "9", count: 100))
        XCTAssertTrue(long.userMessage.contains("\"" + String(repeating: "9", count: 40) + "…\""))
    }

    func testStartAfterEndIsAnErrorNotAFilter() {
        XCTAssertThrowsError(try LaunchFilter(start: "2021-01-01", end: "2020-12-31", timeZone: utc)) { error in
            XCTAssertEqual(
                (error as? LaunchFilterError)?.userMessage,
                "The start date 2021-01-01 is after the end date 2020-12-31.")
        }
        XCTAssertNoThrow(try LaunchFilter(start: "2020-12-31", end: "2020-12-31", timeZone: utc))
    }

    func testEndErrorsNameTheEndField() {
        XCTAssertThrowsError(try LaunchFilter(start: "2020-01-01", end: "soon", timeZone: utc)) { error in
            XCTAssertEqual(error as? LaunchFilterError, .malformedDate(field: .end, input: "soon"))
        }
    }

    func testBoundsInUTC() throws {
        let filter = try LaunchFilter(start: "2020-01-01", end: "2020-12-31", timeZone: utc)
        XCTAssertEqual(iso(filter.lowerBound), "2020-01-01T00:00:00.000Z")
        XCTAssertEqual(iso(filter.upperBound), "2020-12-31T23:59:59.999Z")
        XCTAssertEqual(filter.upperBound?.timeIntervalSince1970 ?? 0, 1_609_459_199.999, accuracy: 0.000_01)
    }

    func testBoundsInNewYorkAcrossDaylightSaving() throws {
        let table: [(String, String, String, String)] = [
            ("2020-01-15", "2020-01-15", "2020-01-15T05:00:00.000Z", "2020-01-16T04:59:59.999Z"),
            ("2020-03-08", "2020-03-08", "2020-03-08T05:00:00.000Z", "2020-03-09T03:59:59.999Z"),
            ("2020-07-04", "2020-07-04", "2020-07-04T04:00:00.000Z", "2020-07-05T03:59:59.999Z"),
            ("2020-11-01", "2020-11-01", "2020-11-01T04:00:00.000Z", "2020-11-02T04:59:59.999Z"),
            ("2020-03-01", "2020-03-31", "2020-03-01T05:00:00.000Z", "2020-04-01T03:59:59.999Z"),
        ]
        for (start, end, lower, upper) in table {
            let filter = try LaunchFilter(start: start, end: end, timeZone: newYork)
            XCTAssertEqual(iso(filter.lowerBound), lower, start)
            XCTAssertEqual(iso(filter.upperBound), upper, end)
        }
    }

    func testBoundsInKwajalein() throws {
        let filter = try LaunchFilter(start: "2006-03-25", end: "2006-03-25", timeZone: kwajalein)
        XCTAssertEqual(iso(filter.lowerBound), "2006-03-24T12:00:00.000Z")
        XCTAssertEqual(iso(filter.upperBound), "2006-03-25T11:59:59.999Z")
        let falconSat = Date(timeIntervalSince1970: 1_143_239_400)
        XCTAssertTrue(filter.lowerBound! <= falconSat && falconSat <= filter.upperBound!)
        XCTAssertEqual(CalendarDay(containing: falconSat, in: kwajalein).description, "2006-03-25")
        XCTAssertEqual(CalendarDay(containing: falconSat, in: utc).description, "2006-03-24")
    }

    func testOpenEnds() throws {
        let onlyStart = try LaunchFilter(start: "2020-01-01", end: "", timeZone: utc)
        XCTAssertNil(onlyStart.upperBound)
        let onlyEnd = try LaunchFilter(start: nil, end: "2020-12-31", timeZone: utc)
        let neither = try LaunchFilter(start: "  ", end: nil, timeZone: utc)
        XCTAssertFalse(neither.hasCriteria)
        XCTAssertEqual(neither, LaunchFilter(timeZone: utc))
    }

    func testSearchTextIsNormalisedAndCombined() throws {
        XCTAssertNil(LaunchFilter(timeZone: utc, searchText: "   ").searchText)
        let search = LaunchFilter(timeZone: utc, searchText: "  crew dragon \n")
        XCTAssertEqual(search.searchText, "crew dragon")
        XCTAssertTrue(search.hasCriteria)
        let both = try LaunchFilter(start: "2020-01-01", end: "2020-12-31", timeZone: utc, searchText: "crew")
        XCTAssertNil(both.settingSearchText("").searchText)
    }

    func testClearingKeepsZoneAndOrder() throws {
        let filter = try LaunchFilter(
            start: "2020-01-01", end: nil, timeZone: newYork, sortOrder: .oldestFirst, searchText: "x")
        let cleared = filter.clearingCriteria()
        XCTAssertEqual(cleared, LaunchFilter(timeZone: newYork, sortOrder: .oldestFirst))
        XCTAssertThrowsError(
            try filter.settingDays(
                start: CalendarDay(year: 2020, month: 2, day: 1), end: CalendarDay(year: 2020, month: 1, day: 1)))
    }

    func testSummaries() throws {
        XCTAssertEqual(LaunchFilter(timeZone: utc).summary, "all dates")
        XCTAssertNil(LaunchFilter(timeZone: utc).criteriaSummary, "nothing narrows the list")
        XCTAssertEqual(
            try LaunchFilter(start: "2020-01-01", end: nil, timeZone: utc).criteriaSummary, "from 2020-01-01 (UTC)")
        XCTAssertEqual(
            try LaunchFilter(start: "2020-01-01", end: "2020-12-31", timeZone: utc).summary,
            "2020-01-01 to 2020-12-31 (UTC)")
        XCTAssertEqual(
            try LaunchFilter(start: "2020-01-01", end: "2020-01-01", timeZone: utc).summary, "2020-01-01 (UTC)")
        XCTAssertEqual(
            try LaunchFilter(start: "2020-01-01", end: nil, timeZone: newYork).summary,
            "from 2020-01-01 (America/New_York)")
        XCTAssertEqual(
            try LaunchFilter(start: nil, end: "2020-01-01", timeZone: utc, searchText: "crew").summary,
            "until 2020-01-01 (UTC), matching \"crew\"")
    }

    func testSortOrders() {
        XCTAssertEqual(LaunchSortOrder.newestFirst.direction, .descending)
        XCTAssertEqual(LaunchSortOrder.oldestFirst.direction, .ascending)
        XCTAssertEqual(LaunchSortOrder.allCases.map(\.label), ["Newest first", "Oldest first"])
        XCTAssertEqual(LaunchFilter(timeZone: utc).sortOrder, .newestFirst)
    }

    func testZoneDisplayNames() {
        XCTAssertEqual(LaunchFilter.displayName(of: utc), "UTC")
        XCTAssertEqual(LaunchFilter.displayName(of: TimeZone(identifier: "GMT")!), "UTC")
        XCTAssertEqual(LaunchFilter.displayName(of: newYork), "America/New_York")
    }

    func testDefaultZoneIsTheUsersZone() {
        XCTAssertEqual(LaunchFilter().timeZone, TimeZone.current)
    }
}
