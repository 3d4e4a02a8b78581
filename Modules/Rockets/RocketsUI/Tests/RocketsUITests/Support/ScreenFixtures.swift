import Foundation
import RocketsCore
import RocketsMocks
import RocketsUI
import SharedPresentation
import TextSnapshotTesting

/// Fixed inputs for the screen tests, so goldens never depend on the clock or the machine.
enum ScreenFixtures {
    /// 2026-11-21T12:00:00Z, the moment every screen is rendered at.
    static let now = Date(timeIntervalSince1970: 1_795_262_400)
    /// Ten minutes before ``now``.
    static let tenMinutesAgo = now.addingTimeInterval(-600)

    /// Rows for `rockets`, as the list view model presents them.
    static func rows(_ rockets: [Rocket]) -> [RocketRow] {
        rockets.map(RocketRow.init(rocket:))
    }

    /// The rockets list over page one and both pages of ``RocketPages`` (8 rockets in all); its goldens are named
    /// `rockets-…`.
    static var list: ListScreenStates<RocketRow, RocketsListScreen> {
        ListScreenStates(
            prefix: "rockets", pageOne: rows(RocketPages.pageOne),
            bothPages: rows(RocketPages.pageOne + RocketPages.pageTwo),
            totalCount: 8, now: now, screen: RocketsListScreen.init(state:frame:totalCount:))
    }

    /// Every plain line of `view` at `width` (80 unless given).
    static func plainLines(_ view: some View, width: Int = 80, glyphs: GlyphMode = .unicode) -> [String] {
        TextRenderer.plain.render(view, width: width, glyphs: glyphs)
    }
}
