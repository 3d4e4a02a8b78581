import Foundation
import LaunchSitesCore
import LaunchSitesMocks
import RepositoryDefinitions
import TextSnapshotTesting
import XCTest

@testable import LaunchSitesUI
@testable import SharedPresentation

/// The launch-site detail in its states, from LaunchSitesMocks, at 40, 80 and 120 columns.
final class LaunchSiteDetailSnapshotTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_795_262_400)  // 2026-11-21T12:00:00Z

    private func screen(_ state: LoadState<LaunchpadDetail>, focus: DetailLink? = nil, backTitle: String? = "Launch")
        -> LaunchSiteDetailScreen
    {
        LaunchSiteDetailScreen(state: state, focus: focus, now: now, backTitle: backTitle)
    }

    private func loaded(_ pad: Launchpad, freshness: Freshness = .live) -> LoadState<LaunchpadDetail> {
        .loaded(LaunchpadDetail(launchpad: pad), freshness: freshness)
    }

    func testKennedyActiveWithItsRockets() {
        assertSnapshots(of: screen(loaded(ArchiveLaunchSites.kscLC39A)), named: "site-ksc")
    }

    func testKwajaleinRetiredFromTheArchive() {
        assertSnapshots(
            of: screen(loaded(ArchiveLaunchSites.kwajalein, freshness: .builtInArchive)), named: "site-kwajalein")
    }

    func testSouthTexasUnderConstructionWithNoLaunches() {
        assertSnapshots(of: screen(loaded(ArchiveLaunchSites.stls)), named: "site-stls")
    }

    func testThePhotoLinkFocusedInScriptMode() throws {
        let detail = LaunchpadDetail(launchpad: ArchiveLaunchSites.kscLC39A)
        let focus = try XCTUnwrap(LaunchSiteDetailPresentation.links(for: detail).first)
        assertSnapshot(
            of: screen(.loaded(detail, freshness: .live), focus: focus, backTitle: nil), width: 80,
            named: "site-ksc-photo-focused-80")
    }

    func testLoadingFailureAndBareSite() {
        assertSnapshots(of: screen(.loading), named: "site-loading")
        assertSnapshot(
            of: screen(.failed(.notFound(id: ArchiveLaunchSites.bare.id), cached: nil)), width: 80,
            named: "site-failure-80")
        assertSnapshot(of: screen(loaded(ArchiveLaunchSites.bare)), width: 80, named: "site-bare-80")
    }

    func testHostileTextIsMadeSafe() {
        let lines = TextRenderer.plain.render(screen(loaded(ArchiveLaunchSites.hostile)), width: 80)
        XCTAssertFalse(lines.joined().contains("\u{1B}"))
        assertSnapshot(of: screen(loaded(ArchiveLaunchSites.hostile)), width: 80, named: "site-hostile-80")
    }
}
