import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import RepositoryDefinitions
import TextSnapshotTesting
import XCTest

@testable import SharedPresentation

/// The launch detail in every state, from LaunchesMocks, at 40, 80 and 120 columns.
final class LaunchDetailScreenSnapshotTests: XCTestCase {
    private let now = ScreenFixtures.now

    private func screen(
        _ detail: LaunchDetail?, isLoading: Bool = false, error: RepositoryError? = nil,
        freshness: Freshness? = .live, focus: LaunchDetailAction? = nil, backTitle: String? = "Launches"
    ) -> LaunchDetailScreen {
        LaunchDetailScreen(
            detail: detail, isLoading: isLoading, error: error, freshness: freshness, focus: focus, now: now,
            backTitle: backTitle)
    }

    func testCompleteSuccessWithWebcastAndRocketFocused() {
        let detail = ScreenFixtures.detail(ScreenFixtures.crew1)
        assertSnapshots(
            of: screen(detail, focus: LaunchDetailScreen.actions(for: detail).first), named: "detail-success")
    }

    func testWebcastLinkFocused() {
        let detail = ScreenFixtures.detail(ScreenFixtures.crew1)
        assertSnapshot(
            of: screen(detail, focus: LaunchDetailScreen.actions(for: detail)[1]), width: 80,
            named: "detail-success-webcast-focused-80")
    }

    func testFailureWithReasons() {
        assertSnapshots(of: screen(ScreenFixtures.detail(ScreenFixtures.falconSat)), named: "detail-failure")
    }

    func testFailureWithAltitudeAndAnUnknownSecondRecord() {
        assertSnapshot(
            of: screen(ScreenFixtures.detail(LaunchEdgeCases.failureWithAltitude)), width: 80,
            named: "detail-failure-altitude-80")
    }

    func testUpcomingMonthPrecision() {
        assertSnapshots(of: screen(ScreenFixtures.detail(ScreenFixtures.upcomingMonth)), named: "detail-upcoming-month")
    }

    func testAwaitingUpdate() {
        assertSnapshots(
            of: screen(ScreenFixtures.detail(LaunchEdgeCases.awaitingUpdate)), named: "detail-awaiting-update")
    }

    func testPartialListDataWhileLoading() {
        let partial = ScreenFixtures.detail(LaunchMocks.listProjection(of: ScreenFixtures.crew1), isComplete: false)
        assertSnapshots(of: screen(partial, isLoading: true, freshness: nil), named: "detail-partial-loading")
    }

    func testPartialListDataAfterAFailedLoad() {
        let partial = ScreenFixtures.detail(LaunchMocks.listProjection(of: ScreenFixtures.crew1), isComplete: false)
        assertSnapshot(
            of: screen(partial, error: .offline, freshness: nil), width: 80, named: "detail-partial-error-80")
    }

    func testErrorWithNothingKnown() {
        assertSnapshots(
            of: screen(nil, error: .notFound(id: "5eb87cd9ffd86e000604b32a"), freshness: nil), named: "detail-error")
    }

    func testLoadingWithNothingKnown() {
        assertSnapshot(of: screen(nil, isLoading: true, freshness: nil), width: 80, named: "detail-loading-80")
    }

    func testRefreshingCachedDetailInScriptMode() {
        let detail = ScreenFixtures.detail(ScreenFixtures.falconSat)
        assertSnapshot(
            of: screen(
                detail, isLoading: true, freshness: .cached(storedAt: ScreenFixtures.tenMinutesAgo), backTitle: nil),
            width: 80, named: "detail-cached-refreshing-80")
    }

    func testSampleDataWithARefreshError() {
        let detail = ScreenFixtures.detail(ScreenFixtures.crew1)
        assertSnapshot(
            of: screen(detail, error: .timeout, freshness: .builtInArchive), width: 80, named: "detail-sample-error-80")
    }

    func testThreeCoresAndNoRocketOrLinks() {
        assertSnapshot(
            of: screen(ScreenFixtures.detail(LaunchEdgeCases.falconHeavy)), width: 80, named: "detail-three-cores-80")
        assertSnapshot(
            of: screen(ScreenFixtures.detail(LaunchEdgeCases.nullsEverywhere)), width: 80,
            named: "detail-nothing-known-80")
    }

    func testASCIIGlyphs() {
        let detail = ScreenFixtures.detail(ScreenFixtures.crew1)
        assertSnapshot(
            of: screen(detail, focus: LaunchDetailScreen.actions(for: detail).first), width: 80,
            named: "detail-success-ascii-80", glyphs: .ascii)
    }
}
