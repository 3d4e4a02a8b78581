import Foundation
import LaunchesCore
import LaunchesUI
import SharedPresentation
import XCTest

/// The detail's crew row counts people in words that agree with the number: "1 person", "2 people"; no row
/// without crew.
final class CrewCountTextTests: XCTestCase {
    private func crewLines(_ count: Int) -> [String] {
        var launch = ScreenFixtures.crew1
        launch.crew = (0..<count).map { CrewAssignment(crew: "5ebf1b7323a9a60006e03a7\($0)", role: "Pilot") }
        let screen = LaunchDetailScreen(
            detail: ScreenFixtures.detail(launch), isLoading: false, error: nil, freshness: .live, focus: nil,
            now: ScreenFixtures.now, backTitle: "Launches")
        return ScreenFixtures.plainLines(screen, width: 80).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("Crew  ") }
    }

    func testOneCrewMemberIsOnePerson() {
        XCTAssertEqual(crewLines(1), ["Crew         1 person"])
    }

    func testSeveralCrewMembersArePeople() {
        XCTAssertEqual(crewLines(2), ["Crew         2 people"])
    }

    func testNoCrewMeansNoCrewRow() {
        XCTAssertEqual(crewLines(0), [])
    }
}
