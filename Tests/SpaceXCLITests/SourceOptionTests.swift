import Foundation
import RepositoryImplementations
import SpaceXCLI
import XCTest

/// `--source spacex|ll2` (also `SPACEX_SOURCE`), the Launch Library key in `SPACEX_LL2_TOKEN`, and which address
/// names the Launch Library base.
final class SourceOptionTests: XCTestCase {
    private func parse(_ arguments: [String], _ environment: [String: String] = [:]) throws -> GlobalOptions {
        try CommandLineParser(environment: environment).parse(arguments).options
    }

    func testTheSourceIsSpaceXUnlessChosen() throws {
        XCTAssertEqual(try parse(["launches"]).source, .spacex)
        XCTAssertEqual(try parse(["--source", "ll2", "launches"]).source, .ll2)
        XCTAssertEqual(try parse(["rockets"], ["SPACEX_SOURCE": "ll2"]).source, .ll2)
        XCTAssertEqual(try parse(["rockets", "--source=spacex"], ["SPACEX_SOURCE": "ll2"]).source, .spacex)
    }

    func testAnUnknownSourceIsAUsageErrorNamingTheChoices() {
        XCTAssertThrowsError(try parse(["--source", "nasa", "launches"])) { error in
            let message = (error as? UsageError)?.message ?? ""
            XCTAssertTrue(message.contains("spacex") && message.contains("ll2"), message)
        }
    }

    func testTheKeyIsReadOnlyForLaunchLibraryAndAMalformedOneIsAUsageError() throws {
        XCTAssertNil(try parse(["launches"], ["SPACEX_LL2_TOKEN": "bad key"]).launchLibraryAuthorization)
        XCTAssertEqual(
            try parse(["--source", "ll2", "launches"], ["SPACEX_LL2_TOKEN": " abc "]).launchLibraryAuthorization?.key,
            "abc")
        XCTAssertThrowsError(try parse(["--source", "ll2", "launches"], ["SPACEX_LL2_TOKEN": "bad key"])) { error in
            XCTAssertTrue((error as? UsageError)?.message.contains("SPACEX_LL2_TOKEN") == true, "\(error)")
        }
    }

    func testOnlyTheOptionNamesTheLaunchLibraryBase() throws {
        let option = try parse(["--source", "ll2", "--base-url", "http://127.0.0.1:9/2.2.0", "rockets"])
        XCTAssertTrue(option.baseURLIsChosen)
        XCTAssertEqual(option.baseURL.absoluteString, "http://127.0.0.1:9/2.2.0")
        let variable = try parse(["--source", "ll2", "rockets"], ["SPACEX_API_URL": "http://localhost:6673"])
        XCTAssertFalse(variable.baseURLIsChosen, "SPACEX_API_URL names the r/SpaceX API")
        XCTAssertTrue(
            try parse(["rockets"], ["SPACEX_API_URL": "http://localhost:6673"]).baseURLIsChosen,
            "it still does for the r/SpaceX source")
    }
}
