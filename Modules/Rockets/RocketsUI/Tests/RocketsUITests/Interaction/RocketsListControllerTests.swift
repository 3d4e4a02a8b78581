import Foundation
import RocketsCore
import RocketsMocks
import RocketsUI
import XCTest

@testable import SharedPresentation

/// What the rockets list adds to the list scaffold: "show rocket" on ⏎ and its rows (paging is the scaffold's).
@MainActor
final class RocketsListControllerTests: XCTestCase {
    private let environment = ScreenEnvironment(width: 80, height: 20)

    func testEnterSendsShowRocketForTheSelectedRow() async throws {
        let spy = RocketsRepositoryMocks.loaded()
        let list = RocketsListController(repository: spy, now: { ScreenFixtures.now })
        await list.load().work.first?()
        let rows = list.viewModel.rows
        XCTAssertGreaterThan(rows.count, 1)

        await list.handle(.down, in: environment).work.first?()
        XCTAssertEqual(list.place.selection, 1)
        XCTAssertTrue(
            list.render(in: environment).map(\.plainText).contains { $0.hasPrefix("› ") && $0.contains(rows[1].name) })
        XCTAssertEqual(list.handle(.enter, in: environment).intents, [.showRocket(id: rows[1].id)])
        XCTAssertEqual(spy.loadCallCount, 1)
    }

    func testRenderingIsPureAndFitsTheHeight() async {
        let list = RocketsListController(repository: RocketsRepositoryMocks.loaded(), now: { ScreenFixtures.now })
        await list.load().work.first?()
        let before = list.place

        let first = list.render(in: environment)
        let second = list.render(in: environment)

        XCTAssertEqual(first, second)
        XCTAssertLessThanOrEqual(first.count, environment.height)
        XCTAssertEqual(list.place, before, "rendering changes no state")
        XCTAssertEqual(list.handle(.character("o"), in: environment).message, "Open a rocket with ⏎ to see its links.")
    }
}
