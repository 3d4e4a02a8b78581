import Foundation
import RepositoryDefinitions
import XCTest

@testable import LaunchesCore

/// Dates to their precision, in the chosen zone and at the launch site, independent of the machine's locale.
final class LaunchDateFormatterTests: XCTestCase {
    private let utc = LaunchFilter.utc
    private let newYork = TimeZone(identifier: "America/New_York")!
    private let kwajalein = TimeZone(identifier: "Pacific/Kwajalein")!
    private let kolkata = TimeZone(identifier: "Asia/Kolkata")!

    private func launch(_ seconds: TimeInterval, _ precision: DatePrecision?, site: String? = nil) -> Launch {
        Launch(
            id: "x", dateUtc: Date(timeIntervalSince1970: seconds), datePrecision: precision,
            launchpad: site.map { Launchpad(id: "p", timezone: $0) })
    }

    private func text(_ launch: Launch, in zone: TimeZone, status: LaunchStatus = .success) -> LaunchDateText {
        LaunchDateFormatter(timeZone: zone).text(for: launch, status: status)
    }

    func testHourPrecisionShowsChosenZoneAndSiteLocalTime() {
        let falconSat = launch(1_143_239_400, .hour, site: "Pacific/Kwajalein")
        XCTAssertEqual(
            text(falconSat, in: utc),
            LaunchDateText(
                primary: "24 Mar 2006, 22:30 UTC", siteLocal: "25 Mar 2006, 10:30 local (Pacific/Kwajalein)"))
        XCTAssertEqual(text(falconSat, in: kwajalein).primary, "25 Mar 2006, 10:30 UTC+12")
        XCTAssertEqual(text(falconSat, in: kolkata).primary, "25 Mar 2006, 04:00 UTC+5:30")
    }

    func testNewYorkAcrossDaylightSaving() {
        let demo2 = launch(1_590_866_520, .hour, site: "America/New_York")
        XCTAssertEqual(text(demo2, in: newYork).primary, "30 May 2020, 15:22 UTC-4")
        XCTAssertEqual(text(demo2, in: utc).siteLocal, "30 May 2020, 15:22 local (America/New_York)")
        let crs20 = launch(1_583_556_631, .hour, site: "America/New_York")
        XCTAssertEqual(text(crs20, in: newYork).primary, "6 Mar 2020, 23:50 UTC-5")
        XCTAssertEqual(text(crs20, in: utc).primary, "7 Mar 2020, 04:50 UTC")
    }

    func testSiteLocalTimeIgnoresTheDateLocalOffset() {
        var wrongOffset = launch(1_143_239_400, .hour, site: "Pacific/Kwajalein")
        wrongOffset.dateLocal = Date(timeIntervalSince1970: 1_143_239_400 + 3_600)
        XCTAssertEqual(text(wrongOffset, in: utc).siteLocal, "25 Mar 2006, 10:30 local (Pacific/Kwajalein)")
    }

    func testNoSiteLocalTimeWithoutAValidSiteZone() {
        XCTAssertNil(text(launch(1_143_239_400, .hour), in: utc).siteLocal)
        XCTAssertNil(text(launch(1_143_239_400, .hour, site: "Mars/Olympus_Mons"), in: utc).siteLocal)
        XCTAssertNil(text(launch(1_658_620_800, .day, site: "America/New_York"), in: utc).siteLocal)
    }

    func testCoarsePrecisionsAreShownInUTCWhateverTheZone() {
        // 2022-07-24T00:00Z, 2022-11-01T00:00Z, 2022-10-01T00:00Z, 2022-07-01T00:00Z, 2022-01-01T00:00Z
        let table: [(TimeInterval, DatePrecision, String)] = [
            (1_658_620_800, .day, "24 Jul 2022"),
            (1_667_260_800, .month, "Nov 2022"),
            (1_664_582_400, .quarter, "Q4 2022"),
            (1_656_633_600, .half, "H2 2022"),
            (1_640_995_200, .year, "2022"),
            (1_640_995_200, .quarter, "Q1 2022"),
            (1_640_995_200, .half, "H1 2022"),
            (1_658_620_800, .unknown("fortnight"), "24 Jul 2022"),
        ]
        for (seconds, precision, expected) in table {
            XCTAssertEqual(text(launch(seconds, precision), in: newYork).primary, expected, precision.rawValue)
            XCTAssertEqual(text(launch(seconds, precision), in: kwajalein).primary, expected, precision.rawValue)
        }
    }

    func testPendingLaunchesArePrefixedNET() {
        XCTAssertEqual(text(launch(1_667_260_800, .month), in: utc, status: .upcoming).primary, "NET Nov 2022")
        XCTAssertEqual(text(launch(1_667_260_800, .month), in: utc, status: .awaitingUpdate).primary, "NET Nov 2022")
        XCTAssertEqual(
            text(launch(1_667_260_800, .hour), in: utc, status: .upcoming).primary, "NET 1 Nov 2022, 00:00 UTC")
        XCTAssertEqual(text(launch(1_667_260_800, .month), in: utc, status: .unknown).primary, "Nov 2022")
    }

    func testMissingPrecisionIsTreatedAsExactAndMissingDateIsSaid() {
        XCTAssertEqual(text(launch(1_143_239_400, nil), in: utc).primary, "24 Mar 2006, 22:30 UTC")
        XCTAssertEqual(text(Launch(id: "x"), in: utc), LaunchDateText(primary: "Date unknown"))
    }

    func testZoneLabels() {
        let date = Date(timeIntervalSince1970: 1_590_866_520)
        XCTAssertEqual(LaunchDateFormatter.zoneLabel(utc, at: date), "UTC")
        XCTAssertEqual(LaunchDateFormatter.zoneLabel(newYork, at: date), "UTC-4")
        XCTAssertEqual(LaunchDateFormatter.zoneLabel(kolkata, at: date), "UTC+5:30")
        XCTAssertEqual(LaunchDateFormatter.zoneLabel(TimeZone(identifier: "America/St_Johns")!, at: date), "UTC-2:30")
        XCTAssertEqual(LaunchDateFormatter.dateTime(date, in: utc), "30 May 2020, 19:22")
    }

    /// Issue 28, item 8: a date says only what is known: a time known to the hour as "about" the nearest whole
    /// hour, to the second with its seconds, to the minute (or unsaid, as r/SpaceX) as before.
    func testATimeKnownToTheHourIsAboutTheNearestHourAndOneKnownToTheSecondShowsItsSeconds() {
        // 1 Dec 2026, 19:59:59 UTC: Launch Library's NET for a launch in the hour before 20:00.
        var net = launch(1_796_155_199, .hour, site: "America/New_York")
        net.timePrecision = .hour
        XCTAssertEqual(
            text(net, in: utc, status: .upcoming),
            LaunchDateText(
                primary: "NET 1 Dec 2026, about 20:00 UTC",
                siteLocal: "1 Dec 2026, about 15:00 local (America/New_York)"))
        XCTAssertEqual(text(net, in: kolkata).primary, "2 Dec 2026, about 01:30 UTC+5:30")
        net.dateUtc = Date(timeIntervalSince1970: 1_796_156_999)  // 20:29:59: still about 20:00
        XCTAssertEqual(text(net, in: utc).primary, "1 Dec 2026, about 20:00 UTC")
        net.dateUtc = Date(timeIntervalSince1970: 1_796_159_999)  // 21:19:59
        XCTAssertEqual(text(net, in: utc).primary, "1 Dec 2026, about 21:00 UTC")
        net.dateUtc = Date(timeIntervalSince1970: 1_796_169_599)  // 23:59:59 rounds into the next day
        XCTAssertEqual(text(net, in: utc).primary, "2 Dec 2026, about 00:00 UTC")

        var exact = launch(1_796_155_175, .hour, site: "America/New_York")  // 19:59:35
        exact.timePrecision = .second
        XCTAssertEqual(text(exact, in: utc).primary, "1 Dec 2026, 19:59:35 UTC")
        XCTAssertEqual(text(exact, in: utc).siteLocal, "1 Dec 2026, 14:59:35 local (America/New_York)")
        exact.timePrecision = .minute
        XCTAssertEqual(text(exact, in: utc).primary, "1 Dec 2026, 19:59 UTC")
        exact.timePrecision = nil
        XCTAssertEqual(text(exact, in: utc).primary, "1 Dec 2026, 19:59 UTC", "r/SpaceX says nothing: minutes")
    }
}
