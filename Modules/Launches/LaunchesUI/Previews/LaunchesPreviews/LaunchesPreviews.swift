import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import RepositoryDefinitions
import SharedPresentation
import TextPreviewing

/// Previews of the launches screens in every state, from LaunchesMocks, at a fixed clock and in UTC so they
/// never depend on the machine: `launches-previews detail-failure --width 60`.
public enum LaunchesPreviews {
    private static let now = Date(timeIntervalSince1970: 1_795_262_400)  // 2026-11-21T12:00:00Z
    private static let presenter = LaunchPresenter(timeZone: TimeZone(identifier: "UTC")!, now: now)
    private static let tenMinutesAgo = now.addingTimeInterval(-600)

    private static func rows(_ launches: [Launch]) -> [LaunchRow] { launches.map(presenter.row(for:)) }
    private static var pageOne: [LaunchRow] { rows(LaunchMocks.pageOne) }

    private static func named(_ name: String) -> Launch {
        LaunchMocks.sampleDataset.first { $0.name == name } ?? LaunchEdgeCases.nullsEverywhere
    }

    private static func list(
        _ state: LoadState<[LaunchRow]>, pagination: PaginationStatus = .idle, filterSummary: String? = nil,
        selection: Int? = 1, totalCount: Int? = 20
    ) -> LaunchesListScreen {
        LaunchesListScreen(
            state: state, filterSummary: filterSummary,
            frame: PagedListFrame(selection: selection, viewportHeight: 12, pagination: pagination, now: now),
            totalCount: totalCount)
    }

    private static func detail(
        _ launch: Launch?, isComplete: Bool = true, isLoading: Bool = false, error: RepositoryError? = nil,
        freshness: Freshness? = .live, focusFirst: Bool = false
    ) -> LaunchDetailScreen {
        let detail = launch.map { presenter.detail(for: $0, isComplete: isComplete) }
        let focus = focusFirst ? detail.flatMap { LaunchDetailScreen.actions(for: $0).first } : nil
        return LaunchDetailScreen(
            detail: detail, isLoading: isLoading, error: error, freshness: freshness, focus: focus, now: now,
            backTitle: "Launches")
    }

    private static func filter(start: String, end: String, error: String? = nil) -> LaunchFilterScreen {
        LaunchFilterScreen(
            startText: start, endText: end, usesUTC: true, sortOrder: .newestFirst, searchText: "",
            focusedField: .start, errorMessage: error, timeZoneName: "UTC", backTitle: "Launches")
    }

    /// Every preview, in listing order.
    public static let all: [TextPreview] = [
        TextPreview("list-loading", "the list before its first page") { list(.loading, totalCount: nil) },
        TextPreview("list-loaded", "page one, the second row selected") { list(.loaded(pageOne, freshness: .live)) },
        TextPreview("list-refreshing", "page one while it refreshes") { list(.refreshing(current: pageOne)) },
        TextPreview("list-cached", "page one from the cache, with its age") {
            list(.loaded(pageOne, freshness: .cached(storedAt: tenMinutesAgo)))
        },
        TextPreview("list-archive", "the built-in archive under its banner") {
            list(.loaded(rows(LaunchMocks.sampleNewestFirst), freshness: .builtInArchive), totalCount: 205)
        },
        TextPreview("list-stale", "saved rows under the failure to refresh them") {
            list(.failed(.offline, cached: CachedValue(value: pageOne, storedAt: now.addingTimeInterval(-7200))))
        },
        TextPreview("list-failure", "nothing to show: the error and the retry key") {
            list(.failed(.timeout, cached: nil), totalCount: nil)
        },
        TextPreview("list-empty", "a filter nothing matches") {
            list(
                .loaded([], freshness: .live), pagination: .endOfList, filterSummary: "2030-01-01 to 2030-12-31 (UTC)",
                totalCount: 0)
        },
        TextPreview("list-loading-more", "the last row selected while the next page loads") {
            list(.loaded(pageOne, freshness: .live), pagination: .loadingMore, selection: 9)
        },
        TextPreview("list-page-failure", "the next page failed") {
            list(.loaded(pageOne, freshness: .live), pagination: .failed(.timeout), selection: 9)
        },
        TextPreview("list-edge-cases", "long, non-ASCII, undated and unknown-outcome rows") {
            list(
                .loaded(rows(Array(LaunchEdgeCases.all.prefix(12))), freshness: .live), pagination: .endOfList,
                selection: 0, totalCount: nil)
        },
        TextPreview("detail-loading", "a detail before anything is known") {
            detail(nil, isLoading: true, freshness: nil)
        },
        TextPreview("detail-partial", "the list's fields painted while the full launch loads") {
            detail(LaunchMocks.listProjection(of: named("Crew-1")), isComplete: false, isLoading: true, freshness: nil)
        },
        TextPreview("detail-success", "Crew-1: a crewed success, rocket card focused") {
            detail(named("Crew-1"), focusFirst: true)
        },
        TextPreview("detail-failure", "FalconSat: a failure with its reason") { detail(named("FalconSat")) },
        TextPreview("detail-upcoming", "a launch awaiting an update") { detail(LaunchEdgeCases.awaitingUpdate) },
        TextPreview("detail-archive", "from the built-in archive, with a refresh error") {
            detail(named("Crew-1"), error: .timeout, freshness: .builtInArchive)
        },
        TextPreview("detail-cached", "from the cache, refreshing") {
            detail(named("FalconSat"), isLoading: true, freshness: .cached(storedAt: tenMinutesAgo))
        },
        TextPreview("detail-error", "not found, nothing known") {
            detail(nil, error: .notFound(id: "5eb87cd9ffd86e000604b32a"), freshness: nil)
        },
        TextPreview("detail-three-cores", "Falcon Heavy's three cores") { detail(LaunchEdgeCases.falconHeavy) },
        TextPreview("list-moved", "a launch that moved since the last look, marked") {
            var rows = pageOne
            rows[2].moved = true
            return list(.loaded(rows, freshness: .live))
        },
        TextPreview("changes-moves", "spacex changes: a scrub, newest first") { changes },
        TextPreview("changes-empty", "spacex changes before anything moved") {
            LaunchChangesScreen(moves: [], since: nil)
        },
        TextPreview("filter-empty", "the date filter, nothing typed") { filter(start: "", end: "") },
        TextPreview("filter-error", "the date filter refusing a day that does not exist") {
            filter(start: "2020-02-30", end: "2020-12-31", error: "The start date \"2020-02-30\" does not exist.")
        },
    ]

    /// `spacex changes` with a scrub: the NET a day later, the status back to TBC, the probability gone.
    private static var changes: LaunchChangesScreen {
        let utc = TimeZone(identifier: "UTC")!
        let go = LaunchFacts(
            name: "Flight 12", net: now.addingTimeInterval(-86_400), datePrecision: .hour, timePrecision: .second,
            status: .go, probability: 55)
        var scrubbed = go
        (scrubbed.net, scrubbed.timePrecision, scrubbed.status, scrubbed.probability) = (
            now, .minute, .toBeConfirmed, nil
        )
        let move = LaunchChangeText(timeZone: utc).move(
            LaunchListDiff.Entry(id: "f12", before: go, after: scrubbed), seen: tenMinutesAgo)
        return LaunchChangesScreen(moves: [move], since: nil)
    }

    /// The previews command.
    public static let command = PreviewCommand(program: "launches-previews", previews: all)
}
