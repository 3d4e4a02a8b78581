import SharedPresentation
import SpaceXCLI
import XCTest

final class AppVersionTests: XCTestCase {
    func testVersionIsSemantic() {
        let parts = CommandLineProgram.spacex.version.split(separator: ".")
        XCTAssertEqual(parts.count, 3)
        XCTAssertTrue(parts.allSatisfy { Int($0) != nil })
        XCTAssertEqual(CommandLineProgram.spacex.versionLine, "spacex \(CommandLineProgram.spacex.version)")
    }
}
