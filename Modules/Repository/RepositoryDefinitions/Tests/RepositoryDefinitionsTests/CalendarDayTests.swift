import Foundation
import XCTest

@testable import RepositoryDefinitions

/// The one calendar-day type and month table every feature shares.
final class CalendarDayTests: XCTestCase {
    func testParsesStrictISODays() throws {
        XCTAssertEqual(try CalendarDay(parsing: "2020-01-31"), CalendarDay(year: 2020, month: 1, day: 31))
        XCTAssertEqual(try CalendarDay(parsing: "2000-02-29").description, "2000-02-29")
        XCTAssertEqual(CalendarDay(year: 5, month: 3, day: 1)?.description, "0005-03-01")
        for malformed in ["2020-1-01", "2020-01-1", " 2020-01-01", "+020-01-01", "2020/01/01", "yesterday", ""] {
            XCTAssertThrowsError(try CalendarDay(parsing: malformed), malformed) { error in
                XCTAssertEqual(error as? CalendarDayError, .malformed, malformed)
            }
        }
    }

    func testNonexistentDaysSayWhy() {
        let reasons = [
            "2021-02-29": "February 2021 has 28 days", "1900-02-29": "February 1900 has 28 days",
            "2020-04-31": "April 2020 has 30 days", "2020-13-01": "months run from 01 to 12",
            "2020-00-10": "months run from 01 to 12", "0000-01-01": "years start at 0001",
            "2020-01-00": "January 2020 has 31 days",
        ]
        for (text, reason) in reasons {
            XCTAssertThrowsError(try CalendarDay(parsing: text), text) { error in
                XCTAssertEqual(error as? CalendarDayError, .nonexistent(reason: reason), text)
            }
        }
        XCTAssertNil(CalendarDay(year: 2020, month: 2, day: 30))
        XCTAssertNil(CalendarDay(year: 10_000, month: 1, day: 1))
        XCTAssertNil(CalendarDay(year: 2020, month: 0, day: 1))
    }

    func testInstantsInAZone() throws {
        let day = try CalendarDay(parsing: "2006-03-24")
        XCTAssertEqual(day.start(in: CalendarDay.utc), Date(timeIntervalSince1970: 1_143_158_400))
        XCTAssertEqual(day.end(in: CalendarDay.utc).timeIntervalSince1970, 1_143_244_800 - 0.001, accuracy: 0.000_01)
        let kwajalein = try XCTUnwrap(TimeZone(identifier: "Pacific/Kwajalein"))
        let falconSat = Date(timeIntervalSince1970: 1_143_239_400)
        XCTAssertEqual(CalendarDay(containing: falconSat, in: kwajalein).description, "2006-03-25")
        XCTAssertEqual(CalendarDay(containing: falconSat, in: CalendarDay.utc).description, "2006-03-24")
        XCTAssertLessThan(try CalendarDay(parsing: "2006-03-24"), try CalendarDay(parsing: "2006-03-25"))
        XCTAssertLessThan(try CalendarDay(parsing: "2005-12-31"), try CalendarDay(parsing: "2006-01-01"))
    }

    /// Issue 27.8: a typed day is proleptic Gregorian in every year (1500-01-01 was the instant of 1500-01-10,
    /// 0001-01-01 one of year 0, Foundation's calendar being Julian before October 1582).
    func testEveryYearIsProlepticGregorian() throws {
        let rows: [(String, Int)] = [
            ("1500-01-01", -171_664), ("0001-01-01", -719_162), ("1582-10-04", -141_438), ("2020-01-31", 18_292),
        ]
        let plusTwo = try XCTUnwrap(TimeZone(secondsFromGMT: 7200))
        for (text, days) in rows {
            let day = try CalendarDay(parsing: text)
            XCTAssertEqual(CalendarDay.daysSinceEpoch(year: day.year, month: day.month, day: day.day), days, text)
            XCTAssertEqual(day.start(in: CalendarDay.utc).timeIntervalSince1970, TimeInterval(days) * 86_400, text)
            XCTAssertEqual(
                day.end(in: CalendarDay.utc).timeIntervalSince1970, TimeInterval(days + 1) * 86_400 - 0.001, text)
            XCTAssertEqual(day.start(in: plusTwo).timeIntervalSince1970, TimeInterval(days) * 86_400 - 7200, text)
        }
    }

    func testDaysInEachMonth() {
        XCTAssertEqual(
            (1...12).map { CalendarDay.daysIn(month: $0, year: 2021) },
            [
                31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
            ])
        XCTAssertEqual(CalendarDay.daysIn(month: 2, year: 2000), 29)
        XCTAssertEqual(CalendarDay.daysIn(month: 2, year: 2100), 28)
        XCTAssertEqual(CalendarDay.daysIn(month: 2, year: 2024), 29)
    }

    func testMonthNamesAndAbbreviations() {
        XCTAssertEqual(MonthNames.all.count, 12)
        XCTAssertEqual(MonthNames.name(of: 9), "September")
        XCTAssertEqual(
            (1...12).map(MonthNames.abbreviation(of:)),
            [
                "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
            ])
        XCTAssertEqual(MonthNames.abbreviation(of: 0), "Jan", "out-of-range months are clamped")
        XCTAssertEqual(MonthNames.name(of: 13), "December")
    }
}
