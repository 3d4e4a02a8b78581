import Foundation
import LaunchesCore
import LaunchesMocks
import XCTest

/// The launches list's rows: presentation values in the list's time zone, reused while nothing changed.
@MainActor
final class LaunchRowsTests: XCTestCase {
    /// 2026-11-21T00:00:00Z.
    private nonisolated static let now = Date(timeIntervalSince1970: 1_795_219_200)

    func testRowsArePresentationValues() async throws {
        let launch = LaunchMocks.pageOne[0]
        let first = try XCTUnwrap(
            LaunchRows(now: { Self.now }).rows(for: LaunchMocks.pageOne, timeZone: LaunchFilter.utc).first)
        XCTAssertEqual(first.id, launch.id)
        XCTAssertEqual(first.mission, launch.name)
        XCTAssertEqual(first.site, launch.launchpad?.name)
        XCTAssertEqual(first.status, .awaitingUpdate)
        XCTAssertTrue(first.date.hasPrefix("NET "))
    }

    func testRowsFollowTheTimeZone() async throws {
        let falconSat = try XCTUnwrap(LaunchMocks.sampleDataset.first)
        let rows = LaunchRows(now: { Self.now })
        let newYork = try XCTUnwrap(TimeZone(identifier: "America/New_York"))
        XCTAssertEqual(rows.rows(for: [falconSat], timeZone: newYork).first?.date, "24 Mar 2006, 17:30 UTC-5")
        XCTAssertEqual(rows.rows(for: [falconSat], timeZone: LaunchFilter.utc).first?.date, "24 Mar 2006, 22:30 UTC")
    }

    func testTheSameLaunchesGiveTheSameRows() async {
        let rows = LaunchRows(now: { Self.now })
        let first = rows.rows(for: LaunchMocks.pageOne, timeZone: LaunchFilter.utc)
        XCTAssertEqual(rows.rows(for: LaunchMocks.pageOne, timeZone: LaunchFilter.utc), first)
        XCTAssertEqual(rows.rows(for: LaunchMocks.pageTwo, timeZone: LaunchFilter.utc).count, LaunchMocks.pageTwo.count)
    }
}
