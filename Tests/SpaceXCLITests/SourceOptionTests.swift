import Foundation
import RepositoryImplementations
import SpaceXCLI
import XCTest

/// `--source spacex|ll2` (also `SPACEX_SOURCE`), the Launch Library key in `SPACEX_LL2_TOKEN` (checked by the
/// chosen source only), and the address (`--base-url`, `SPACEX_API_URL`) of whichever source is chosen.
final class SourceOptionTests: XCTestCase {
    private func parse(_ arguments: [String], _ environment: [String: String] = [:]) throws -> GlobalOptions {
        try CommandLineParser(environment: environment).parse(arguments).options
    }

    func testTheSourceIsSpaceXUnlessChosen() throws {
        XCTAssertEqual(try parse(["launches"]).source, "spacex")
        XCTAssertEqual(try parse(["--source", "ll2", "launches"]).source, "ll2")
        XCTAssertEqual(try parse(["rockets"], ["SPACEX_SOURCE": "ll2"]).source, "ll2")
        XCTAssertEqual(try parse(["rockets", "--source=spacex"], ["SPACEX_SOURCE": "ll2"]).source, "spacex")
    }

    func testAnUnknownSourceIsAUsageErrorNamingTheChoices() {
        XCTAssertThrowsError(try parse(["--source", "nasa", "launches"])) { error in
            let message = (error as? UsageError)?.message ?? ""
            XCTAssertTrue(message.contains("spacex") && message.contains("ll2"), message)
        }
    }

    func testTheKeyIsCheckedOnlyForLaunchLibraryAndAMalformedOneIsAUsageError() throws {
        XCTAssertNoThrow(try parse(["launches"], ["SPACEX_LL2_TOKEN": "bad key"]))
        XCTAssertNoThrow(try parse(["--source", "ll2", "launches"], ["SPACEX_LL2_TOKEN": " abc "]))
        XCTAssertThrowsError(try parse(["--source", "ll2", "launches"], ["SPACEX_LL2_TOKEN": "bad key"])) { error in
            XCTAssertTrue((error as? UsageError)?.message.contains("SPACEX_LL2_TOKEN") == true, "\(error)")
        }
    }

    func testTheOptionAndTheVariableNameTheChosenSourcesAddress() throws {
        let option = try parse(["--source", "ll2", "--base-url", "http://127.0.0.1:9/2.2.0", "rockets"])
        XCTAssertEqual(option.baseURL?.absoluteString, "http://127.0.0.1:9/2.2.0")
        let variable = try parse(["rockets"], ["SPACEX_SOURCE": "ll2", "SPACEX_API_URL": "http://localhost:6673"])
        XCTAssertEqual(variable.baseURL?.absoluteString, "http://localhost:6673", "SPACEX_API_URL names ll2's too")
        XCTAssertEqual(
            try parse(["rockets"], ["SPACEX_API_URL": "http://localhost:6673"]).baseURL?.absoluteString,
            "http://localhost:6673")
        XCTAssertNil(try parse(["rockets"]).baseURL, "none chosen: the source's default")
    }
}
