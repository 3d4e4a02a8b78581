import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import RepositoryDefinitions
import TextSnapshotTesting

@testable import SharedPresentation

/// Fixed inputs for the screen tests, so goldens never depend on the clock, the zone or the machine.
enum ScreenFixtures {
    /// 2026-11-21T12:00:00Z, the moment every screen is rendered at.
    static let now = Date(timeIntervalSince1970: 1_795_262_400)
    /// UTC, the zone every date is shown in.
    static let utc = TimeZone(identifier: "UTC")!
    /// The presenter every row and detail comes from.
    static let presenter = LaunchPresenter(timeZone: utc, now: now)

    /// Rows for `launches`, as the list view model would present them.
    static func rows(_ launches: [Launch]) -> [LaunchRow] {
        launches.map(presenter.row(for:))
    }

    /// The launches list over page one and both pages of ``LaunchMocks`` (20 launches in all), with `filter`
    /// named under the title; its goldens are named `list-…`.
    static func list(filter: String? = nil) -> ListScreenStates<LaunchRow, LaunchesListScreen> {
        ListScreenStates(
            prefix: "list", pageOne: rows(LaunchMocks.pageOne),
            bothPages: rows(LaunchMocks.pageOne + LaunchMocks.pageTwo),
            totalCount: 20, now: now
        ) { state, frame, totalCount in
            LaunchesListScreen(state: state, filterSummary: filter, frame: frame, totalCount: totalCount)
        }
    }

    /// The full detail of `launch`.
    static func detail(_ launch: Launch, isComplete: Bool = true) -> LaunchDetail {
        presenter.detail(for: launch, isComplete: isComplete)
    }

    /// The sample launch named `name`.
    static func sample(named name: String) -> Launch {
        guard let launch = LaunchMocks.sampleDataset.first(where: { $0.name == name }) else {
            preconditionFailure("no sample launch named \(name)")
        }
        return launch
    }

    /// Crew-1: a success with webcast, article, Wikipedia, crew, a landing and a patch image.
    static var crew1: Launch { sample(named: "Crew-1") }

    /// FalconSat: a failure with its reason and time.
    static var falconSat: Launch { sample(named: "FalconSat") }

    /// A launch known to the month and still in the future at ``now``: "NET Mar 2027".
    static let upcomingMonth = Launch(
        id: "upcoming-month-precision", name: "Starlink Group 12-1", flightNumber: 250,
        dateUtc: Date(timeIntervalSince1970: 1_803_859_200), datePrecision: .month, upcoming: true,
        details: "A future batch of Starlink satellites; only the month is known so far.",
        rocket: LaunchEdgeCases.awaitingUpdate.rocket, launchpad: LaunchEdgeCases.awaitingUpdate.launchpad)

    /// Ten minutes before ``now``.
    static let tenMinutesAgo = now.addingTimeInterval(-600)

    /// Every plain line of `view` at `width` (80 unless given).
    static func plainLines(_ view: some View, width: Int = 80, glyphs: GlyphMode = .unicode) -> [String] {
        TextRenderer.plain.render(view, width: width, glyphs: glyphs)
    }
}
