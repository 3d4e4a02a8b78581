import Foundation
import ICalendarKit
import XCTest

/// Components, properties and values as RFC 5545 text.
final class ICalendarComponentTests: XCTestCase {
    func testACalendarWithAnEventAndAnAlarm() {
        let start = Date(timeIntervalSince1970: 1_779_489_000)  // 2026-05-22T22:30:00Z
        let event = ICalendarComponent(
            "VEVENT",
            properties: [
                ICalendarProperty("UID", "x@ll2.spacex-info"), .dateTime("DTSTART", start),
                .date("X-DAY", start), .text("SUMMARY", "Flight 12, Starship; NET"),
                ICalendarProperty("GEO", "25.99;-97.15"),
            ],
            components: [.displayAlarm(secondsBefore: 600, description: "Flight 12")])
        let text = ICalendarComponent.calendar(productID: "-//x//EN", refresh: 1800, components: [event]).serialized

        XCTAssertEqual(
            text,
            [
                "BEGIN:VCALENDAR", "PRODID:-//x//EN", "VERSION:2.0", "CALSCALE:GREGORIAN",
                "REFRESH-INTERVAL;VALUE=DURATION:PT30M", "X-PUBLISHED-TTL:PT30M", "BEGIN:VEVENT",
                "UID:x@ll2.spacex-info", "DTSTART:20260522T223000Z", "X-DAY;VALUE=DATE:20260522",
                "SUMMARY:Flight 12\\, Starship\\; NET", "GEO:25.99;-97.15", "BEGIN:VALARM", "ACTION:DISPLAY",
                "DESCRIPTION:Flight 12", "TRIGGER:-PT10M", "END:VALARM", "END:VEVENT", "END:VCALENDAR", "",
            ].joined(separator: "\r\n"))
    }

    func testDurations() {
        XCTAssertEqual(ICalendarValue.duration(seconds: -3600), "-PT1H")
        XCTAssertEqual(ICalendarValue.duration(seconds: 5400), "PT1H30M")
        XCTAssertEqual(ICalendarValue.duration(seconds: 86_400), "P1D")
        XCTAssertEqual(ICalendarValue.duration(seconds: 0), "PT0S")
        XCTAssertEqual(ICalendarValue.duration(seconds: 61), "PT1M1S")
    }

    func testParameterValuesWithSeparatorsAreQuoted() {
        XCTAssertEqual(
            ICalendarProperty("X-A", "v", parameters: [.init("P", "a:b")]).line, "X-A;P=\"a:b\":v")
    }
}
