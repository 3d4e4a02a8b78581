import Foundation
import RepositoryDefinitions
import SharedPresentation
import TextPreviewing

/// Previews of the generic view kit: a list screen in every load state, a paginated list in every footer state, and
/// the status components, over a few rows of launch names.
public enum PresentationPreviews {
    private struct Row: Identifiable {
        let id: Int
        let name: String
    }

    private static let now = Date(timeIntervalSince1970: 1_700_000_000)
    private static let names = ["FalconSat", "DemoSat", "Trailblazer", "RatSat", "RazakSat"]
    private static let rows = names.enumerated().map { Row(id: $0.offset, name: $0.element) }

    /// A list screen showing `state`, as a feature's list shows a load state.
    private static func load(_ state: LoadState<[String]>) -> some View {
        PagedListScreen(
            title: "Launches", subtitle: "a load state", noun: (one: "launch", many: "launches"),
            loadingLabel: "Loading", state: state, frame: PagedListFrame(pagination: .endOfList, now: now),
            totalCount: nil, empty: ContentUnavailableView("No launches", message: "Nothing to show.")
        ) { names in
            VStack(alignment: .leading) {
                for name in names { Text(name) }
            }
        }
    }

    private static func list(_ status: PaginationStatus) -> some View {
        PaginatedListView(rows, status: status, selection: 1) { row in Text(row.name) }
    }

    /// Every preview, in listing order.
    public static let all: [TextPreview] = [
        TextPreview("load-loading", "a load state before anything arrived") { load(.loading) },
        TextPreview("load-loaded", "loaded live data") { load(.loaded(names, freshness: .live)) },
        TextPreview("load-refreshing", "data shown while it refreshes") { load(.refreshing(current: names)) },
        TextPreview("load-cached", "data from the cache, with its age") {
            load(.loaded(names, freshness: .cached(storedAt: now.addingTimeInterval(-600))))
        },
        TextPreview("load-archive", "the built-in archive, under its banner") {
            load(.loaded(names, freshness: .builtInArchive))
        },
        TextPreview("load-stale", "saved data under the failure that kept it from refreshing") {
            load(.failed(.offline, cached: CachedValue(value: names, storedAt: now.addingTimeInterval(-7200))))
        },
        TextPreview("load-failed", "a failure with nothing to show") { load(.failed(.timeout, cached: nil)) },
        TextPreview("list-idle", "a paginated list with more to load") { list(.idle) },
        TextPreview("list-loading-more", "a paginated list loading its next page") { list(.loadingMore) },
        TextPreview("list-end", "a paginated list at its end") { list(.endOfList) },
        TextPreview("list-page-failed", "a paginated list whose next page failed") { list(.failed(.offline)) },
        TextPreview("error", "the error view") { ErrorView(.server(status: 503)) },
        TextPreview("unavailable", "an empty state") {
            ContentUnavailableView("No launches", message: "Change or drop the filter options.")
        },
        TextPreview("badges", "every status badge and a banner") {
            VStack(alignment: .leading) {
                Badge(.success, label: "Success")
                Badge(.failure, label: "Failure")
                Badge(.upcoming, label: "Upcoming")
                Badge(.warning, label: "Awaiting update")
                Badge(.unknown, label: "Unknown")
                Banner("Offline — the SpaceX API's data as of its last update (October 2022)")
            }
        },
    ]

    /// The previews command.
    public static let command = PreviewCommand(program: "presentation-previews", previews: all)
}
