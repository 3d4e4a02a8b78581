import Foundation
import RocketsCore
import SpaceXAPI
import XCTest

@testable import RepositoryImplementations

/// What another source adds to a rocket is never read from an r/SpaceX document.
final class RocketSourceAdditionsTests: XCTestCase {
    func testAFlightRecordAndSourceGapsAreNotTheAPIs() throws {
        let json = #"""
            {"id": "a", "name": "b", "flight_record": {"launches": 3}, "source_gaps": {"source": "x", "parts": []}}
            """#
        let rocket = try SpaceXJSON.makeDecoder().decode(Rocket.self, from: Data(json.utf8))
        XCTAssertNil(rocket.flightRecord)
        XCTAssertNil(rocket.sourceGaps)
    }
}
