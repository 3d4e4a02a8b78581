import RepositoryDefinitions
import XCTest

@testable import SharedPresentation

/// Key hints are for terminals where keys work; script output leaves them out or points to its option.
final class RetryHintTests: XCTestCase {
    private var script: RenderContext {
        var context = RenderContext()
        context.showsKeyHints = false
        return context
    }

    private func lines(_ view: some View, width: Int = 60, context: RenderContext) -> [String] {
        TextRenderer.plain.render(view.render(width: width, context: context))
    }

    func testWhereKeysWorkItNamesTheKey() {
        XCTAssertEqual(lines(RetryHint(), context: RenderContext()), ["Press r to retry"])
        XCTAssertEqual(lines(RetryHint(key: "F5"), context: RenderContext()), ["Press F5 to retry"])
    }

    func testWithoutKeysItSaysTheContextsHintOrNothing() {
        XCTAssertEqual(lines(RetryHint(), context: script), [])
        var refresh = script
        refresh.retryHintWithoutKeys = "Run again with --refresh to retry"
        XCTAssertEqual(lines(RetryHint(), context: refresh), ["Run again with --refresh to retry"])
    }

    func testAnErrorViewInScriptOutputHasNoKeyHintAndNoGapForIt() {
        let view = ErrorView(.timeout)
        XCTAssertEqual(lines(view, context: RenderContext()).last, "  Press r to retry")
        let scripted = lines(view, context: script)
        XCTAssertFalse(scripted.joined().contains("Press"), "\(scripted)")
        XCTAssertNotEqual(scripted.last, "", "no blank line where the hint was")
    }

    func testAStaleNoticeInScriptOutputPointsToTheOption() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let state = LoadState<[String]>.failed(.offline, cached: CachedValue(value: ["a"], storedAt: now - 7200))
        var refresh = script
        refresh.retryHintWithoutKeys = "Run again with --refresh to retry"
        let view = LoadStateView(state, now: now) { Text($0.joined()) }
        let text = lines(view, context: refresh).joined(separator: "\n")
        XCTAssertTrue(text.contains("Run again with --refresh to retry"), text)
        XCTAssertFalse(text.contains("Press r"), text)
        XCTAssertTrue(lines(view, context: RenderContext()).joined().contains("Press r to retry"))
    }

    func testAFailedNextPageInScriptOutputHasNoKeyHint() {
        let list = PaginatedListView(["a", "b"].map(Item.init), status: .failed(.timeout)) { Text($0.id) }
        XCTAssertTrue(lines(list, context: RenderContext()).joined().contains("Press r to retry"))
        XCTAssertFalse(lines(list, context: script).joined().contains("Press"))
    }

    private struct Item: Identifiable, Sendable {
        let id: String
    }
}
