import Foundation
import RepositoryDefinitions
import XCTest

@testable import LaunchesCore

/// Finding a launch by name: ignoring case, the exact name first, then a unique start; one query.
final class LaunchLookupTests: XCTestCase {
    private let crew1 = Launch(id: "c1", name: "Crew-1")
    private let crew10 = Launch(id: "c10", name: "Crew-10")
    private let crew2 = Launch(id: "c2", name: "Crew-2")
    private let ax1 = Launch(id: "a1", name: "Ax-1")

    // MARK: - Choosing

    func testTheExactNameWinsOverLongerNamesIgnoringCase() {
        XCTAssertEqual(LaunchLookup.pick("CREW-1", among: [crew1, crew10]), .success(crew1))
        XCTAssertEqual(LaunchLookup.pick("  crew-1 ", among: [crew10, crew1]), .success(crew1))
    }

    func testAUniqueStartFindsTheLaunch() {
        XCTAssertEqual(LaunchLookup.pick("ax", among: [ax1]), .success(ax1))
        XCTAssertEqual(LaunchLookup.pick("crew-2", among: [crew2]), .success(crew2))
    }

    func testSeveralStartsAreAmbiguousWithTheirNames() {
        XCTAssertEqual(
            LaunchLookup.pick("crew", among: [crew1, crew10, crew2]),
            .failure(.ambiguous("crew", matches: ["Crew-1", "Crew-10", "Crew-2"], more: 0)))
    }

    func testOneStartIsAmbiguousWhenTheAnswerWasCut() {
        XCTAssertEqual(
            LaunchLookup.pick("crew", among: [crew1], total: 12),
            .failure(.ambiguous("crew", matches: ["Crew-1"], more: 11)))
        XCTAssertEqual(LaunchLookup.pick("crew-1", among: [crew1], total: 12), .success(crew1), "exact still wins")
    }

    func testTwoLaunchesWithTheSameNameAreAmbiguous() {
        let again = Launch(id: "c1b", name: "crew-1")
        XCTAssertEqual(
            LaunchLookup.pick("Crew-1", among: [crew1, again, crew10]),
            .failure(.ambiguous("Crew-1", matches: ["Crew-1", "crew-1"], more: 0)))
    }

    func testNamesThatDoNotStartWithTheTextNeverMatch() {
        XCTAssertEqual(LaunchLookup.pick("rew", among: [crew1, ax1]), .failure(.unknownName("rew")))
        XCTAssertEqual(LaunchLookup.pick("   ", among: [crew1]), .failure(.emptyQuery))
    }

    func testMessagesSayWhatToTypeInstead() {
        XCTAssertEqual(
            LaunchLookupError.ambiguous("crew", matches: ["Crew-1", "Crew-2"], more: 3).message,
            "\"crew\" matches 5 launches: Crew-1, Crew-2 and 3 more; give more of the name or a launch id")
        XCTAssertEqual(
            LaunchLookupError.unknownName("Crew-99").message,
            "no launch is named \"Crew-99\" or has a name starting with it")
        XCTAssertEqual(LaunchLookupError.emptyQuery.message, "no launch given; pass a launch name or id")
        XCTAssertEqual(LaunchLookupError.unavailable(.offline).message, RepositoryError.offline.userMessage)
        XCTAssertTrue(LaunchLookupError.ambiguous("x", matches: [], more: 0).isUsageError)
        XCTAssertTrue(LaunchLookupError.emptyQuery.isUsageError)
        XCTAssertFalse(LaunchLookupError.unknownName("x").isUsageError)
        XCTAssertFalse(LaunchLookupError.unavailable(.offline).isUsageError)
    }
}
