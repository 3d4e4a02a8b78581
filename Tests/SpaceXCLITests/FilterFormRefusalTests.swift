import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import XCTest

@testable import DataSourceKit
@testable import SharedPresentation

/// Issue 25 in the browser: the filter form refuses, on its field and before any request, a criterion the
/// browser's source can't be asked for (the r/SpaceX data has no live status), through the repository every
/// source's browser list is wrapped in (``CriteriaCheckedLaunches``); what it can ask for is applied.
@MainActor
final class FilterFormRefusalTests: XCTestCase {
    private let environment = ScreenEnvironment(width: 80, height: 20, backTitle: "Launches")

    func testACriterionTheSourceCantAskForIsRefusedOnItsFieldWithNoRequest() async {
        let spy = LaunchesRepositoryMocks.paging()
        let checked = CriteriaCheckedLaunches(spy) { $0.status == .go ? "The r/SpaceX data has no live status" : nil }
        let list = LaunchesListController(repository: checked, now: { Date() })
        let form = LaunchFilterController(list: list, userTimeZone: TimeZone(identifier: "UTC")!)
        for _ in 0..<7 { _ = form.handle(.tab, in: environment) }
        XCTAssertEqual(form.focus, .status)
        for character in "go" { _ = form.handle(.character(character), in: environment) }

        let refused = form.handle(.enter, in: environment)
        XCTAssertFalse(refused.dismiss)
        XCTAssertEqual(form.focus, .status, "on the field at fault")
        XCTAssertEqual(form.errorMessage, "The r/SpaceX data has no live status")
        XCTAssertTrue(spy.setFilterCalls.isEmpty, "no request")

        for _ in 0..<2 { _ = form.handle(.backspace, in: environment) }
        for character in "success" { _ = form.handle(.character(character), in: environment) }
        let applied = form.handle(.enter, in: environment)
        XCTAssertTrue(applied.dismiss)
        for work in applied.work { await work() }
        XCTAssertEqual(spy.setFilterCalls.map(\.criteria), [LaunchCriteria(status: .success)])
    }
}
