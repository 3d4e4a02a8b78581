import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import XCTest

@testable import SharedPresentation

/// The filter form's behaviour, owned by LaunchesUI: Tab moves through the ``LaunchFilterFocus`` fields, keys
/// edit the focused one, ⏎ refuses a bad day (focusing it) or applies the filter to the list and leaves.
@MainActor
final class LaunchFilterControllerTests: XCTestCase {
    private let environment = ScreenEnvironment(width: 80, height: 20, backTitle: "Launches")

    private func type(_ text: String, into form: LaunchFilterController) {
        for character in text { _ = form.handle(.character(character), in: environment) }
    }

    func testTabMovesThroughEveryFieldInOrder() {
        let list = LaunchesListController(repository: LaunchesRepositoryMocks.paging(), now: { ScreenFixtures.now })
        let form = LaunchFilterController(list: list, userTimeZone: ScreenFixtures.utc)
        var seen: [LaunchFilterFocus] = [form.focus]
        for _ in 0..<9 {
            _ = form.handle(.tab, in: environment)
            seen.append(form.focus)
        }
        XCTAssertEqual(seen, [.start, .end, .timeZone, .sortOrder, .search, .rocket, .site, .status, .crewed, .start])
        _ = form.handle(.backTab, in: environment)
        XCTAssertEqual(form.focus, .crewed)
        XCTAssertTrue(form.capturesKeys, "q and digits are typed, not taken by the browser")
    }

    func testABadDayIsRefusedOnItsFieldAndAGoodIntervalIsApplied() async {
        let spy = LaunchesRepositoryMocks.paging()
        let list = LaunchesListController(repository: spy, now: { ScreenFixtures.now })
        let form = LaunchFilterController(list: list, userTimeZone: ScreenFixtures.utc)

        _ = form.handle(.tab, in: environment)
        type("2020-02-30", into: form)
        let refused = form.handle(.enter, in: environment)
        XCTAssertFalse(refused.dismiss)
        XCTAssertEqual(form.focus, .end)
        XCTAssertTrue(form.errorMessage?.contains("2020-02-30") == true, form.errorMessage ?? "")
        XCTAssertTrue(form.render(in: environment).contains { $0.plainText.contains("✗") })

        for _ in 0..<2 { _ = form.handle(.backspace, in: environment) }
        type("28", into: form)
        XCTAssertNil(form.errorMessage, "the next key clears the error")
        let applied = form.handle(.enter, in: environment)
        XCTAssertTrue(applied.dismiss)
        for work in applied.work { await work() }
        XCTAssertEqual(spy.setFilterCalls.count, 1)
        XCTAssertEqual(spy.setFilterCalls.first?.summary, list.viewModel.filter.summary)
    }

    func testSpaceTogglesTheChoices() {
        let list = LaunchesListController(repository: LaunchesRepositoryMocks.paging(), now: { ScreenFixtures.now })
        let form = LaunchFilterController(list: list, userTimeZone: ScreenFixtures.utc)
        _ = form.handle(.tab, in: environment)
        _ = form.handle(.tab, in: environment)
        let utc = form.feature.form.usesUTC
        _ = form.handle(.character(" "), in: environment)
        XCTAssertNotEqual(form.feature.form.usesUTC, utc)
        _ = form.handle(.tab, in: environment)
        _ = form.handle(.character(" "), in: environment)
        XCTAssertEqual(form.feature.form.sortOrder, .oldestFirst)
        XCTAssertTrue(form.handle(.escape, in: environment).dismiss)
    }

    func testRocketSiteStatusAndCrewAreReadAsNamesAndApplied() async {
        let spy = LaunchesRepositoryMocks.paging()
        let list = LaunchesListController(repository: spy, now: { ScreenFixtures.now })
        let form = LaunchFilterController(list: list, userTimeZone: ScreenFixtures.utc)
        for _ in 0..<5 { _ = form.handle(.tab, in: environment) }
        type("falcon", into: form)
        let refused = form.handle(.enter, in: environment)
        XCTAssertFalse(refused.dismiss)
        XCTAssertEqual(form.focus, .rocket, "the field at fault")
        XCTAssertTrue(form.errorMessage?.contains("Falcon 9 or Falcon Heavy") == true, form.errorMessage ?? "")

        type(" heavy", into: form)
        _ = form.handle(.tab, in: environment)
        type("LC-39A", into: form)
        _ = form.handle(.tab, in: environment)
        type("success", into: form)
        _ = form.handle(.tab, in: environment)
        _ = form.handle(.character(" "), in: environment)
        let applied = form.handle(.enter, in: environment)
        XCTAssertTrue(applied.dismiss)
        for work in applied.work { await work() }
        XCTAssertEqual(
            spy.setFilterCalls.first?.criteria,
            LaunchCriteria(rocket: .falconHeavy, site: .kennedy39A, status: .success, crewedOnly: true))
        XCTAssertEqual(list.viewModel.filter.criteriaSummary, "Falcon Heavy, KSC LC 39A, success, crewed")
        let again = LaunchFilterForm(filter: list.viewModel.filter)
        XCTAssertEqual(
            [again.rocketText, again.siteText, again.statusText], ["Falcon Heavy", "KSC LC 39A", "success"])
    }
}
