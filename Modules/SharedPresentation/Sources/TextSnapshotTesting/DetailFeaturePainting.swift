import SharedPresentation
import XCTest

extension DetailFeature {
    /// Fails unless the feature's screen, with nothing focused in an 80 × 200 environment going back to
    /// `backTitle`, draws exactly what `before` draws until it loads and what `after` draws once it has loaded: the
    /// scaffold's screen reads the feature's view model. Returns both plain renderings for the feature's own checks.
    @discardableResult
    public func assertPaints(
        _ before: some View, thenAfterLoading after: some View, backTitle: String, file: StaticString = #filePath,
        line: UInt = #line
    ) async -> (before: [String], after: [String]) {
        let environment = ScreenEnvironment(width: 80, height: 200, backTitle: backTitle)
        let painted = TextRenderer.plain.render(screen(focus: nil, in: environment), width: 80)
        XCTAssertEqual(painted, TextRenderer.plain.render(before, width: 80), "before loading", file: file, line: line)

        await load()
        let loaded = TextRenderer.plain.render(screen(focus: nil, in: environment), width: 80)
        XCTAssertEqual(loaded, TextRenderer.plain.render(after, width: 80), "after loading", file: file, line: line)
        return (painted, loaded)
    }
}
