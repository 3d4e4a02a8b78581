import Foundation
import RepositoryDefinitions
import XCTest

@testable import SharedPresentation

final class LoadStateViewTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func view(_ state: LoadState<[String]>, tick: Int? = nil) -> LoadStateView<[String], some View> {
        LoadStateView(state, now: now, loadingLabel: "Loading launches", tick: tick) { names in
            VStack {
                ForEach(0..<names.count) { Text(names[$0]) }
            }
        }
    }

    func testInitialAndLoadingShowProgress() {
        XCTAssertEqual(plain(view(.initial), width: 40), ["Loading launches…"])
        XCTAssertEqual(plain(view(.loading, tick: 1), width: 40), ["⠙ Loading launches…"])
    }

    func testRefreshingShowsContentUnderARefreshingLine() {
        let lines = plain(view(.refreshing(current: ["FalconSat"]), tick: 0), width: 40)
        XCTAssertEqual(lines, ["⠋ Refreshing…", "FalconSat"])
        XCTAssertEqual(style(of: "Refreshing", in: styled(view(.refreshing(current: ["x"])), width: 40))?.dim, true)
    }

    func testLiveDataShowsOnlyTheContent() {
        XCTAssertEqual(
            plain(view(.loaded(["FalconSat", "DemoSat"], freshness: .live)), width: 40), ["FalconSat", "DemoSat"])
    }

    func testCachedDataSaysHowOldItIs() {
        let state = LoadState<[String]>.loaded(
            ["FalconSat"], freshness: .cached(storedAt: now.addingTimeInterval(-180)))
        XCTAssertEqual(plain(view(state), width: 40), ["Cached 3 min ago", "FalconSat"])
        XCTAssertEqual(style(of: "Cached", in: styled(view(state), width: 40)), TextStyle(dim: true))
    }

    /// Printed output is the same whenever the data is: its age goes to standard error (``ScriptNotice``).
    func testPrintedCachedDataDoesNotSayItsAge() {
        let state = LoadState<[String]>.loaded(["FalconSat"], freshness: .cached(storedAt: now))
        var context = RenderContext()
        context.showsKeyHints = false
        XCTAssertEqual(view(state).render(width: 40, context: context).map(\.plainText), ["FalconSat"])
    }

    func testBuiltInDataShowsAnOfflineBannerSayingWhatItIs() {
        let state = LoadState<[String]>.loaded(["FalconSat"], freshness: .builtInArchive)
        XCTAssertEqual(
            plain(view(state), width: 80),
            ["⚠ Offline — the SpaceX API's data as of its last update (October 2022)", "", "FalconSat"])
        XCTAssertEqual(
            plain(view(state), width: 80, glyphs: .ascii),
            ["! Offline - the SpaceX API's data as of its last update (October 2022)", "", "FalconSat"])
    }

    func testFailureWithoutCacheShowsTheErrorAndRetryHint() {
        XCTAssertEqual(
            plain(view(.failed(.timeout, cached: nil)), width: 50),
            [
                "✗ The API is not answering", "  The SpaceX API took too long to answer. Try", "  again in a moment.",
                "", "  Press r to retry",
            ])
    }

    func testFailureThatRetryingCannotFixHasNoRetryHint() {
        XCTAssertEqual(
            plain(view(.failed(.notFound(id: "5eb87cd9"), cached: nil)), width: 60),
            ["✗ Not found", "  Nothing with id \"5eb87cd9\" exists in the SpaceX API."])
    }

    func testFailureWithCacheShowsStaleContentUnderANotice() {
        let cached = CachedValue(value: ["FalconSat"], storedAt: now.addingTimeInterval(-7200))
        let lines = plain(view(.failed(.offline, cached: cached)), width: 50)
        XCTAssertEqual(
            lines,
            [
                "⚠ Stale, from cache 2 h ago — Couldn't reach the", "  SpaceX API. Check your connection or the API",
                "  address.", "  Press r to retry", "", "FalconSat",
            ])
        XCTAssertEqual(
            style(of: "Stale", in: styled(view(.failed(.offline, cached: cached)), width: 50))?.foreground, .yellow)
        let permanent = plain(view(.failed(.notCached, cached: cached)), width: 80)
        XCTAssertFalse(permanent.contains("  Press r to retry"))
    }

    func testErrorViewFromTitleAndMessage() {
        XCTAssertEqual(
            plain(ErrorView(title: "Oops", message: "It broke.", retryKey: nil), width: 30), ["✗ Oops", "  It broke."])
        XCTAssertEqual(plain(ErrorView(title: "Oops", message: "It broke."), width: 30, glyphs: .ascii)[0], "x Oops")
        XCTAssertEqual(plain(ErrorView(.offline, retryKey: "F5"), width: 80).last, "  Press F5 to retry")
        let lines = styled(ErrorView(title: "Oops", message: "m"), width: 30)
        XCTAssertEqual(style(of: "Oops", in: lines), TextStyle(bold: true, foreground: .red))
        XCTAssertEqual(lines[3].spans.first { $0.text == "r" }?.style, TextStyle(bold: true, dim: true))
    }
}
