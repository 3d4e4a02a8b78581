import Foundation
import LaunchSitesCore
import RepositoryDefinitions
import SharedPresentation
import TextSnapshotTesting
import XCTest

@testable import LaunchSitesUI

/// The launch-site detail over Launch Library's recorded pads (issue 20), at 40, 80 and 120 columns, as a launch's
/// "View site" opens it: place, zone and local time at ``RecordedScreens/now``, coordinates, the launches flown
/// from the pad; "Not recorded" where the source gives nothing.
final class LaunchSiteScreensSnapshotTests: XCTestCase {
    private func assertWidths(_ view: some View, named name: String, file: StaticString = #filePath, line: UInt = #line)
    {
        for width in RecordedScreens.widths {
            assertSnapshot(of: view, width: width, named: "\(name)-\(width)", file: file, line: line)
        }
    }

    private func detail(ofLaunchNamed name: String) throws -> LaunchSiteDetailScreen {
        let site = try RecordedScreens.site(ofLaunchNamed: name)
        return LaunchSiteDetailScreen(
            state: .loaded(LaunchpadDetail(launchpad: site), freshness: .live), focus: nil, now: RecordedScreens.now,
            backTitle: "Launches")
    }

    /// Space Launch Complex 40, CRS-34's pad.
    func testSpaceLaunchComplex40() throws {
        assertWidths(try detail(ofLaunchNamed: "Falcon 9 Block 5 | Dragon CRS-2 SpX-34"), named: "ll2-site-slc-40")
    }

    /// Orbital Launch Pad 2 at Starbase, Starship Flight 12's pad.
    func testStarbaseOrbitalLaunchPad2() throws {
        assertWidths(try detail(ofLaunchNamed: "Starship | Flight 12"), named: "ll2-site-starbase-olp-2")
    }
}
