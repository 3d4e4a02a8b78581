import LaunchesCore
import LaunchesUI
import SharedPresentation
import TextSnapshotTesting
import XCTest

/// The filter form empty, filled (days, search, rocket, site, status, crewed) and with a validation error, at 40, 80 and 120 columns.
final class LaunchFilterScreenSnapshotTests: XCTestCase {
    func testEmptyFormFocusedOnStart() {
        assertSnapshots(
            of: LaunchFilterScreen(
                startText: "", endText: "", usesUTC: false, sortOrder: .newestFirst, searchText: "",
                focusedField: .start, errorMessage: nil, timeZoneName: "Europe/Paris", backTitle: "Launches"),
            named: "filter-empty")
    }

    func testFilledFormFocusedOnSearch() {
        assertSnapshots(
            of: LaunchFilterScreen(
                startText: "2020-01-01", endText: "2020-12-31", usesUTC: true, sortOrder: .oldestFirst,
                searchText: "crew dragon",
                criteria: .init(rocket: "Falcon 9", site: "LC-39A", status: "success", crewedOnly: true),
                focus: .search, errorMessage: nil, timeZoneName: "America/New_York"),
            named: "filter-filled")
    }

    func testValidationError() {
        let error = LaunchFilterError.nonexistentDate(
            field: .start, input: "2020-02-30", reason: "February 2020 has 29 days")
        assertSnapshots(
            of: LaunchFilterScreen(
                startText: "2020-02-30", endText: "2020-12-31", usesUTC: true, sortOrder: .newestFirst,
                searchText: "", focusedField: error.field, errorMessage: error.userMessage, timeZoneName: "UTC"),
            named: "filter-error")
    }

    func testFocusOnAToggleInASCII() {
        assertSnapshot(
            of: LaunchFilterScreen(
                startText: "2020-01-01", endText: "", usesUTC: false, sortOrder: .newestFirst, searchText: "",
                focus: .timeZone, errorMessage: nil, timeZoneName: "Asia/Tokyo"),
            width: 80, named: "filter-toggle-ascii-80", glyphs: .ascii)
    }
}
