import SharedPresentation
import TextSnapshotTesting
import XCTest

final class AssertSnapshotTests: XCTestCase {
    func testMatchingGoldenPasses() {
        assertSnapshot(of: ["Launches", "› FalconSat"], named: "golden", width: 12)
    }

    func testViewsAreRenderedAsPlainText() {
        let view = VStack {
            Text("Falcon 9").bold()
            Badge(.success)
        }
        assertSnapshot(of: view, width: 20, named: "view")
        assertSnapshot(of: view, width: 20, named: "view-ascii", glyphs: .ascii)
    }

    func testLinesWithinTheWidthPass() {
        assertLinesFit(["日本", "ab"], width: 4)
    }
}
