import XCTest

@testable import RepositoryDefinitions

/// The range check of a server's numbers: anything a real vehicle or pad cannot have is unknown.
final class ServerNumberTests: XCTestCase {
    func testMeasuresOutOfRangeOrNotFiniteAreUnknown() {
        for value in [1e300, -1e300, .nan, .infinity, -.infinity, 1.0e15.nextUp] {
            XCTAssertNil(ServerNumber.measure(value), "\(value)")
            XCTAssertNil(ServerNumber.wholeMeasure(value), "\(value)")
        }
        XCTAssertEqual(ServerNumber.measure(549.054), 549.054)
        XCTAssertEqual(ServerNumber.wholeMeasure(-70.4), -70)
        XCTAssertNil(ServerNumber.measure(nil))
    }

    func testCountsAreBetweenZeroAndABillion() {
        for value in [Int.max, Int.min, -1, 1_000_000_001] { XCTAssertNil(ServerNumber.count(value), "\(value)") }
        XCTAssertEqual(ServerNumber.count(0), 0)
        XCTAssertEqual(ServerNumber.count(625), 625)
        XCTAssertNil(ServerNumber.amount(.max))
        XCTAssertEqual(ServerNumber.amount(52_000_000), 52_000_000)
    }

    func testWithinKeepsOnlyValuesInTheRange() {
        XCTAssertEqual(ServerNumber.within(-90...90, 28.6), 28.6)
        XCTAssertNil(ServerNumber.within(-90...90, .nan))
        XCTAssertNil(ServerNumber.within(-90...90, 91))
    }
}
