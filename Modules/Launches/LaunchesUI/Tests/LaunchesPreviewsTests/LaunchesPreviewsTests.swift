import LaunchesPreviews
import TextPreviewing
import XCTest

/// `launches-previews`: lists every screen state, renders each within the chosen width, and the README's example
/// shows a failed launch (the checks are the shared ones of TextPreviewing; the command line itself is tested
/// once, in SharedPresentation).
final class LaunchesPreviewsTests: XCTestCase {
    func testEveryScreenHasSeveralStatesEachListedAndRenderedWithinTheWidth() {
        let problems = LaunchesPreviews.command.problems(
            screens: ["list-", "detail-", "filter-"], example: ["detail-failure", "--width", "60"],
            showing: ["FalconSat", "merlin engine failure"])
        XCTAssertEqual(problems, [])
    }
}
