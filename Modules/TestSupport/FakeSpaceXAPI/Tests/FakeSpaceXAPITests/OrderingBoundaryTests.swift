import DocumentQuery
import FakeSpaceXAPI
import XCTest

/// The ordering operators at their boundary, where `$gte`/`$lte` include the bound and `$gt`/`$lt` do not: the
/// app's date filter asks for `$gte` the first instant of the start day, so a launch exactly then must match.
final class OrderingBoundaryTests: XCTestCase {
    private func numbers(_ query: OrderedJSON) throws -> [Int] {
        let answer = try SampleDocuments.dataset.query(
            .launches, body: ["query": query, "options": ["pagination": false]])
        return answer["docs"]?.arrayValue?.compactMap { $0["flight_number"]?.intValue } ?? []
    }

    func testInclusiveOperatorsIncludeTheBoundAndStrictOnesExcludeIt() throws {
        XCTAssertEqual(try numbers(["flight_number": ["$gte": 4]]), [4, 5, 6])
        XCTAssertEqual(try numbers(["flight_number": ["$gt": 4]]), [5, 6])
        XCTAssertEqual(try numbers(["flight_number": ["$lte": 2]]), [1, 2])
        XCTAssertEqual(try numbers(["flight_number": ["$lt": 2]]), [1])
    }

    func testADateRangeStartingExactlyAtALaunchIncludesIt() throws {
        XCTAssertEqual(try numbers(["date_utc": ["$gte": "2020-05-30T19:22:00.000Z"]]), [4, 5, 6])
        XCTAssertEqual(try numbers(["date_utc": ["$lte": "2020-05-30T19:22:00.000Z"]]), [1, 2, 3, 4])
    }
}
