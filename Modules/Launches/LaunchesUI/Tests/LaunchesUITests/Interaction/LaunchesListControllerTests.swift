import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import XCTest

@testable import SharedPresentation

/// What the launches list adds to the list scaffold: "show launch" on ⏎ and the filter keys.
@MainActor
final class LaunchesListControllerTests: XCTestCase {
    private let environment = ScreenEnvironment(width: 80, height: 20)

    private func makeList(_ spy: LaunchesRepositoryMocks.Spy = LaunchesRepositoryMocks.paging()) async
        -> LaunchesListController
    {
        let list = LaunchesListController(repository: spy, now: { ScreenFixtures.now })
        await list.load().work.first?()
        return list
    }

    func testEnterSendsShowLaunchForTheSelectedRow() async {
        let list = await makeList()
        let rows = list.viewModel.rows

        for work in list.handle(.down, in: environment).work { await work() }
        for work in list.handle(.character("j"), in: environment).work { await work() }

        XCTAssertEqual(list.place.selection, 2)
        XCTAssertTrue(list.render(in: environment).contains { $0.plainText.hasPrefix("› \(rows[2].mission)") })
        XCTAssertEqual(list.handle(.enter, in: environment).intents, [.showLaunch(id: rows[2].id)])
    }

    func testFilterKeys() async {
        let spy = LaunchesRepositoryMocks.paging()
        let list = await makeList(spy)

        XCTAssertEqual(list.handle(.character("f"), in: environment).intents, [.editFilter])
        XCTAssertEqual(list.handle(.character("x"), in: environment).message, "No filter to clear.")
        XCTAssertEqual(list.keyHints.map(\.key), ["↑↓", "⏎", "f", "x", "p", "r"])
        XCTAssertTrue(list.handle(.character("q"), in: environment).intents.isEmpty, "q is the browser's")
    }
}
