import Foundation
import LaunchesCore
import XCTest

/// The facts a change history compares: a time precision means something only under a date known to the hour.
final class LaunchFactsTests: XCTestCase {
    func testATimePrecisionIsKeptOnlyForADateKnownToTheHour() {
        XCTAssertEqual(
            LaunchFacts(name: "Flight 12", datePrecision: .hour, timePrecision: .minute).timePrecision, .minute)
        XCTAssertNil(LaunchFacts(name: "Flight 12", datePrecision: .day, timePrecision: .minute).timePrecision)
        XCTAssertNil(LaunchFacts(name: "Flight 12", timePrecision: .second).timePrecision, "no date precision at all")
    }

    func testTheFactsOfALaunchFollowTheSameRule() {
        let hour = Launch(id: "x", name: "Flight 12", datePrecision: .hour, timePrecision: .second)
        XCTAssertEqual(LaunchFacts(launch: hour).timePrecision, .second)
        let month = Launch(id: "x", name: "Flight 12", datePrecision: .month, timePrecision: .second)
        XCTAssertNil(LaunchFacts(launch: month).timePrecision)
    }
}
