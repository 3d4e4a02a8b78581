import SpaceXCLI
import XCTest

final class AppVersionTests: XCTestCase {
    func testVersionIsSemantic() {
        let parts = AppVersion.current.split(separator: ".")
        XCTAssertEqual(parts.count, 3)
        XCTAssertTrue(parts.allSatisfy { Int($0) != nil })
    }
}
