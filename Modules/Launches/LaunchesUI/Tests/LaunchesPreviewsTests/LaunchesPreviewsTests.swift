import LaunchesPreviews
import TextPreviewing
import XCTest

/// `launches-previews`: lists every screen state, renders each within the chosen width
/// (the command line itself is tested once, in SharedPresentation).
final class LaunchesPreviewsTests: XCTestCase {
    private let command = LaunchesPreviews.command

    func testNoArgumentListsEveryPreviewAndEachScreenHasSeveralStates() {
        XCTAssertEqual(command.listingProblems(), [])
        for screen in ["list-", "detail-", "filter-"] {
            XCTAssertGreaterThanOrEqual(LaunchesPreviews.all.filter { $0.name.hasPrefix(screen) }.count, 2, screen)
        }
    }

    func testEveryPreviewRendersWithinTheChosenWidth() {
        XCTAssertEqual(command.renderingProblems(), [])
    }

    func testTheExampleFromTheReadme() {
        let outcome = command.run(arguments: ["detail-failure", "--width", "60"], isTerminal: false, environment: [:])
        XCTAssertTrue(outcome.output.contains("FalconSat"), outcome.output)
        XCTAssertTrue(outcome.output.contains("merlin engine failure"), outcome.output)
    }
}
