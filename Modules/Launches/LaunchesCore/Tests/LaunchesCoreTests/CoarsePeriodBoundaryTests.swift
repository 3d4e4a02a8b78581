import Foundation
import XCTest

@testable import LaunchesCore

/// Quarter and half-year dates at the edges of their periods: the label names the period the month is in
/// (March is Q1, April Q2, June H1, July H2), and a pending launch stays upcoming until that period's last second.
/// The other tests only use the first month of each period, where an off-by-one in the month arithmetic hides.
final class CoarsePeriodBoundaryTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!

    /// 00:00 UTC on `day`/`month`/`year`.
    private func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }

    private func pending(_ date: Date, _ precision: DatePrecision) -> Launch {
        Launch(id: "5eb87cd9ffd86e000604b32a", name: "Pending", dateUtc: date, datePrecision: precision, upcoming: true)
    }

    func testEveryMonthIsLabelledWithItsQuarterAndHalf() {
        let quarters = ["Q1", "Q1", "Q1", "Q2", "Q2", "Q2", "Q3", "Q3", "Q3", "Q4", "Q4", "Q4"]
        let formatter = LaunchDateFormatter(timeZone: utc)
        for month in 1...12 {
            let quarter = formatter.text(for: pending(date(2022, month, 15), .quarter), status: .unknown).primary
            XCTAssertEqual(quarter, "\(quarters[month - 1]) 2022", "month \(month)")
            let half = formatter.text(for: pending(date(2022, month, 15), .half), status: .unknown).primary
            XCTAssertEqual(half, month <= 6 ? "H1 2022" : "H2 2022", "month \(month)")
        }
    }

    func testAPendingLaunchInThePeriodsLastMonthIsUpcomingUntilThePeriodEnds() {
        // (precision, launch date in the last month of its period, first instant after the period)
        let table: [(DatePrecision, Date, Date)] = [
            (.quarter, date(2022, 3, 15), date(2022, 4, 1)),
            (.quarter, date(2022, 6, 15), date(2022, 7, 1)),
            (.quarter, date(2022, 12, 15), date(2023, 1, 1)),
            (.half, date(2022, 6, 15), date(2022, 7, 1)),
            (.half, date(2022, 12, 15), date(2023, 1, 1)),
        ]
        for (precision, launchDate, periodEnd) in table {
            let launch = pending(launchDate, precision)
            XCTAssertEqual(
                LaunchStatus(launch: launch, now: periodEnd.addingTimeInterval(-1)), .upcoming,
                "\(precision) \(launchDate)")
            XCTAssertEqual(
                LaunchStatus(launch: launch, now: periodEnd), .awaitingUpdate, "\(precision) \(launchDate)")
        }
    }
}
