import Foundation
import RocketsCore
import RocketsMocks
import RocketsUI
import XCTest

@testable import SharedPresentation

/// The rocket detail on the detail scaffold: focus moves through the links as they come near, each focused link
/// is drawn selected and scrolled into view, and ⏎ sends "open link".
@MainActor
final class RocketDetailControllerTests: XCTestCase {
    private let environment = ScreenEnvironment(width: 80, height: 12, backTitle: "Rockets")

    private func makeDetail() async -> RocketDetailController {
        let rocket = RocketSamples.falcon9
        let repository = RocketsRepositoryMocks.loaded([rocket])
        repository.itemHandler = { _ in .loaded(rocket, freshness: .live) }
        let detail = RocketDetailController(
            RocketDetailFeature(
                rocketID: rocket.id, listRocket: rocket, repository: repository, now: { ScreenFixtures.now }))
        await detail.load().work.first?()
        return detail
    }

    private func window(_ detail: RocketDetailController) -> [String] {
        detail.render(in: environment).map(\.plainText)
    }

    /// The Flickr photos share a host, so their addresses start alike: each one must still be the one selected
    /// and the one scrolled into view when it has the focus.
    func testEachOfTwoLinksOnTheSameHostIsSelectedAndScrolledIntoView() async throws {
        let detail = await makeDetail()
        let photos = detail.focusOrder.filter { $0.url.host == "farm1.staticflickr.com" }
        XCTAssertGreaterThanOrEqual(photos.count, 2, "the sample has several photos on one host")
        XCTAssertEqual(String(photos[0].url.absoluteString.prefix(24)), String(photos[1].url.absoluteString.prefix(24)))

        for photo in photos {
            var presses = 0
            while detail.focused != photo, presses < 200 {
                _ = detail.handle(.down, in: environment)
                presses += 1
            }
            XCTAssertEqual(detail.focused, photo)
            let shown = window(detail)
            let selected = shown.filter { $0.contains("› ") }
            XCTAssertEqual(selected.count, 1, shown.joined(separator: "\n"))
            XCTAssertTrue(selected[0].contains("› \(photo.title)"), selected[0])
            XCTAssertTrue(selected[0].contains(photo.url.absoluteString), "the selected row shows its own address")
            XCTAssertEqual(
                detail.handle(.enter, in: environment).intents, [.openLink(title: photo.title, url: photo.url)])
        }
    }

    func testTheFrameReportsWhereEachLinkWasDrawnWithoutSearchingText() async {
        let detail = await makeDetail()
        let frame = detail.frame(in: environment)
        let rows = detail.focusOrder.compactMap { frame.region(of: $0)?.lowerBound }
        XCTAssertEqual(rows.count, detail.focusOrder.count, "every link is drawn")
        XCTAssertEqual(rows, rows.sorted(), "in focus order")
        XCTAssertEqual(Set(rows).count, rows.count, "each on its own line")
        for (action, row) in zip(detail.focusOrder, rows) {
            XCTAssertTrue(frame.lines[row].plainText.contains(action.url.absoluteString))
        }
    }

    func testArrowsScrollUntilTheLinksComeIntoViewAndHomeGoesBack() async {
        let detail = await makeDetail()
        XCTAssertFalse(window(detail).contains { $0.contains("Wikipedia") && $0.contains("https://") })

        _ = detail.handle(.down, in: environment)
        XCTAssertEqual(detail.place.scroll, environment.height - 1, "no link within the next screen: a screen down")
        XCTAssertNil(detail.focused, "nothing focusable is in view, so nothing has the focus")

        _ = detail.handle(.home, in: environment)
        XCTAssertEqual(detail.place.scroll, 0)
        XCTAssertTrue(window(detail).prefix(3).contains { $0.contains("Falcon 9") })
    }

    func testKeysAndHintsAreDeclaredAsData() {
        XCTAssertEqual(RocketDetailController.keyBindings.command(for: .character("o")), .activate)
        XCTAssertEqual(RocketDetailController.keyBindings.command(for: .end), .scroll(.bottom))
        XCTAssertNil(RocketDetailController.keyBindings.command(for: .character("f")))
    }

    func testNothingToOpenWhileTheRocketIsUnknown() {
        let detail = RocketDetailController(
            RocketDetailFeature(
                rocketID: "missing", listRocket: nil, repository: RocketsRepositoryMocks.loading(),
                now: { ScreenFixtures.now }))
        let outcome = detail.handle(.enter, in: environment)
        XCTAssertEqual(outcome.intents, [])
        XCTAssertEqual(outcome.message, "Nothing to open here.")
        XCTAssertTrue(detail.isBusy || detail.focusOrder.isEmpty)
    }
}
