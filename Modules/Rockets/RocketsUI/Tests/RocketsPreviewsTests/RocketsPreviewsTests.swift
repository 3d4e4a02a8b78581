import RocketsPreviews
import TextPreviewing
import XCTest

/// `rockets-previews`: lists every screen state, renders each within the chosen width
/// (the command line itself is tested once, in SharedPresentation).
final class RocketsPreviewsTests: XCTestCase {
    private let command = RocketsPreviews.command

    func testNoArgumentListsEveryPreviewAndEachScreenHasSeveralStates() {
        XCTAssertEqual(command.listingProblems(), [])
        for screen in ["list-", "detail-"] {
            XCTAssertGreaterThanOrEqual(RocketsPreviews.all.filter { $0.name.hasPrefix(screen) }.count, 2, screen)
        }
    }

    func testEveryPreviewRendersWithinTheChosenWidth() {
        XCTAssertEqual(command.renderingProblems(), [])
    }

    func testTheExampleFromTheReadme() {
        let outcome = command.run(arguments: ["detail-falcon9", "--width", "60"], isTerminal: false, environment: [:])
        XCTAssertTrue(outcome.output.contains("Falcon 9 is a two-stage rocket"), outcome.output)
        XCTAssertTrue(outcome.output.contains("Merlin"), outcome.output)
    }
}
