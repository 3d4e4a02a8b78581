import SharedPresentation
import TextSnapshotTesting
import XCTest

/// Composed screens at the widths people use, recorded as plain text so a reviewer can read them.
final class DemoScreenSnapshotTests: XCTestCase {
    private let widths = [40, 80, 120]

    func testLaunchesList() {
        for width in widths {
            assertSnapshot(
                of: DemoLaunchesScreen(state: .cached, selection: 1, height: 24), width: width,
                named: "launches-\(width)")
        }
    }

    func testLaunchesListNarrowAndASCII() {
        assertSnapshot(
            of: DemoLaunchesScreen(state: .sample, selection: 4, height: 20), width: 30, named: "launches-30")
        assertSnapshot(
            of: DemoLaunchesScreen(state: .loadingMore, selection: 4, height: 20), width: 40,
            named: "launches-40-ascii", glyphs: .ascii)
    }

    func testLaunchDetail() {
        for width in widths {
            assertSnapshot(of: DemoLaunchDetailScreen(), width: width, named: "launch-detail-\(width)")
        }
        assertSnapshot(of: DemoLaunchDetailScreen(), width: 30, named: "launch-detail-30")
    }

    func testRocketsWithStaleCache() {
        for width in widths {
            assertSnapshot(of: DemoRocketsStaleScreen(), width: width, named: "rockets-stale-\(width)")
        }
    }

    func testErrorScreen() {
        for width in widths {
            assertSnapshot(of: DemoErrorScreen(), width: width, named: "error-\(width)")
        }
    }
}
