import RocketsPreviews
import TextPreviewing
import XCTest

/// `rockets-previews`: lists every screen state, renders each within the chosen width, and the README's example
/// shows Falcon 9 (the checks are the shared ones of TextPreviewing; the command line itself is tested once, in
/// SharedPresentation).
final class RocketsPreviewsTests: XCTestCase {
    func testEveryScreenHasSeveralStatesEachListedAndRenderedWithinTheWidth() {
        let problems = RocketsPreviews.command.problems(
            screens: ["list-", "detail-"], example: ["detail-falcon9", "--width", "60"],
            showing: ["Falcon 9 is a two-stage rocket", "Merlin"])
        XCTAssertEqual(problems, [])
    }
}
