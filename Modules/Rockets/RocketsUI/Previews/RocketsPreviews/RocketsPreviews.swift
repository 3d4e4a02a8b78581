import Foundation
import RepositoryDefinitions
import RocketsCore
import RocketsMocks
import RocketsUI
import SharedPresentation
import TextPreviewing

/// Previews of the rockets screens in every state, from RocketsMocks, at a fixed clock:
/// `rockets-previews detail-falcon9 --width 60`.
public enum RocketsPreviews {
    private static let now = Date(timeIntervalSince1970: 1_795_262_400)  // 2026-11-21T12:00:00Z
    private static let tenMinutesAgo = now.addingTimeInterval(-600)

    private static func rows(_ rockets: [Rocket]) -> [RocketRow] { rockets.map(RocketRow.init(rocket:)) }
    private static var pageOne: [RocketRow] { rows(RocketPages.pageOne) }

    private static func list(
        _ state: LoadState<[RocketRow]>, pagination: PaginationStatus = .idle, selection: Int? = 1,
        totalCount: Int? = 8
    ) -> RocketsListScreen {
        RocketsListScreen(
            state: state,
            frame: PagedListFrame(selection: selection, viewportHeight: 14, pagination: pagination, now: now),
            totalCount: totalCount)
    }

    private static func detail(_ state: LoadState<RocketDetail>, focusFirst: Bool = false) -> some View {
        let focus = focusFirst ? state.value.flatMap { RocketDetailPresentation.links(for: $0).first } : nil
        return DetailScreen<RocketDetailPresentation>(state: state, focus: focus, now: now, backTitle: "Rockets")
    }

    private static func loaded(_ rocket: Rocket, freshness: Freshness = .live) -> LoadState<RocketDetail> {
        .loaded(RocketDetail(rocket: rocket), freshness: freshness)
    }

    /// Every preview, in listing order.
    public static let all: [TextPreview] = [
        TextPreview("list-loading", "the list before its first page") { list(.loading, totalCount: nil) },
        TextPreview("list-loaded", "the four rockets, Falcon 9 selected") {
            list(.loaded(pageOne, freshness: .live))
        },
        TextPreview("list-refreshing", "the list while it refreshes") { list(.refreshing(current: pageOne)) },
        TextPreview("list-cached", "the list from the cache, with its age") {
            list(.loaded(pageOne, freshness: .cached(storedAt: tenMinutesAgo)))
        },
        TextPreview("list-archive", "the built-in archive under its banner") {
            list(.loaded(pageOne, freshness: .builtInArchive), pagination: .endOfList, totalCount: 4)
        },
        TextPreview("list-stale", "saved rows under the failure to refresh them") {
            list(.failed(.offline, cached: CachedValue(value: pageOne, storedAt: now.addingTimeInterval(-7200))))
        },
        TextPreview("list-failure", "nothing to show: the error and the retry key") {
            list(.failed(.server(status: 503), cached: nil), totalCount: nil)
        },
        TextPreview("list-empty", "no rockets at all") {
            list(.loaded([], freshness: .live), pagination: .endOfList, selection: nil, totalCount: 0)
        },
        TextPreview("list-page-failure", "the next page failed") {
            list(.loaded(pageOne, freshness: .live), pagination: .failed(.timeout), selection: 3)
        },
        TextPreview("list-edge-cases", "long, CJK, emoji, combining and hostile names") {
            list(.loaded(rows(RocketEdgeCases.all), freshness: .live), pagination: .endOfList, totalCount: nil)
        },
        TextPreview("detail-loading", "a detail before anything is known") { detail(.loading) },
        TextPreview("detail-falcon9", "Falcon 9, every specification, Wikipedia focused") {
            detail(loaded(RocketSamples.falcon9), focusFirst: true)
        },
        TextPreview("detail-starship", "Starship: inactive, with unknown figures") {
            detail(loaded(RocketSamples.starship))
        },
        TextPreview("detail-gaps", "a rocket with most fields missing") {
            detail(loaded(RocketEdgeCases.starshipLikeGaps))
        },
        TextPreview("detail-archive", "from the built-in archive") {
            detail(loaded(RocketSamples.falconHeavy, freshness: .builtInArchive))
        },
        TextPreview("detail-refreshing", "shown while it refreshes") {
            detail(.refreshing(current: RocketDetail(rocket: RocketSamples.falcon1)))
        },
        TextPreview("detail-stale", "saved data under the failure to refresh it") {
            detail(
                .failed(
                    .timeout, cached: CachedValue(value: RocketDetail(rocket: RocketSamples.falcon9), storedAt: now)))
        },
        TextPreview("detail-failure", "not found, nothing known") {
            detail(.failed(.notFound(id: "5e9d0d95eda69973a809d1ec"), cached: nil))
        },
    ]

    /// The previews command.
    public static let command = PreviewCommand(program: "rockets-previews", previews: all)
}
