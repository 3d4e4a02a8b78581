import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import RepositoryDefinitions
import SharedPresentation
import XCTest

/// Script output has no keys, so it shows no key hints: no "Press r to retry", no "⏎ View rocket", no
/// "Press x"; a retry points to the context's option instead.
final class ScriptOutputTests: XCTestCase {
    private var script: RenderContext {
        var context = RenderContext()
        context.showsKeyHints = false
        context.retryHintWithoutKeys = "Run again with --refresh to retry"
        return context
    }

    private func text(_ view: some View, context: RenderContext) -> String {
        TextRenderer.plain.render(view.render(width: 160, context: context)).joined(separator: "\n")
    }

    func testADetailWithAFailedRefreshPointsToTheOptionAndHasNoCardHint() {
        let detail = LaunchDetailScreen(
            detail: ScreenFixtures.detail(ScreenFixtures.crew1), isLoading: false, error: .offline,
            freshness: .cached(storedAt: ScreenFixtures.tenMinutesAgo), focus: nil, now: ScreenFixtures.now,
            backTitle: nil)
        let browser = text(detail, context: RenderContext())
        XCTAssertTrue(browser.contains("Press r to retry"), browser)
        XCTAssertTrue(browser.contains("⏎ View rocket"), browser)

        let scripted = text(detail, context: script)
        XCTAssertTrue(scripted.contains("  Run again with --refresh to retry"), scripted)
        XCTAssertFalse(scripted.contains("Press"), scripted)
        XCTAssertFalse(scripted.contains("⏎"), scripted)
        XCTAssertTrue(scripted.contains("Falcon 9"), "the card stays, only its hint goes")
    }

    func testAnEmptyFilteredListNamesOptionsNotKeysInScriptMode() {
        let empty = { (selection: Int?) in
            LaunchesListScreen(
                state: .loaded([], freshness: .live), filterSummary: "2030-01-01 to 2030-12-31 (UTC)",
                frame: PagedListFrame(selection: selection, pagination: .endOfList, now: ScreenFixtures.now),
                totalCount: 0)
        }
        let scripted = text(empty(nil), context: script)
        XCTAssertTrue(scripted.contains("Change or drop the filter options."), scripted)
        XCTAssertFalse(scripted.contains("Press"), scripted)
        XCTAssertTrue(text(empty(0), context: RenderContext()).contains("Press x to clear the filter"))
    }
}
