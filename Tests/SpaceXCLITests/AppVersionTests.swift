import CommandLineKit
import SpaceXCLI
import XCTest

final class AppVersionTests: XCTestCase {
    func testVersionIsSemantic() {
        let parts = CommandLineProgram.spacex.version.split(separator: ".")
        XCTAssertEqual(parts.count, 3)
        XCTAssertTrue(parts.allSatisfy { Int($0) != nil })
        XCTAssertEqual(CommandLineProgram.spacex.versionLine, "spacex \(CommandLineProgram.spacex.version)")
    }

    func testVersionTextNamesTheVersionTheCommitTheDayAndTheDataDate() {
        XCTAssertEqual(
            BuildStamp.versionText,
            "spacex \(CommandLineProgram.spacex.version) (commit \(BuildStamp.commit), built \(BuildStamp.date); "
                + "built-in data as of October 2022)")
        XCTAssertEqual(BuildStamp.commit, "unknown", "scripts/release stamps a copy of the tree, never this file")
    }
}
