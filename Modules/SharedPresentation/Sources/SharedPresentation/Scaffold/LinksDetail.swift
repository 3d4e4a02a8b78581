import Foundation
import RepositoryDefinitions

/// A detail whose focusable elements are its links, drawn by a ``DetailPresentation`` on a ``DetailScreen``. A
/// feature makes one from its view model (its title, load state and loads), its clock and the intent that opens a
/// link; the elements, whether it is busy and the screen follow from those, the same for every such detail.
@MainActor
public final class LinksDetail<Presentation: DetailPresentation, Intent>: DetailFeature {
    private let currentTitle: @MainActor () -> String
    private let currentState: @MainActor () -> LoadState<Presentation.Value>
    private let loading: @MainActor () async -> Void
    private let refreshing: @MainActor () async -> Void
    private let now: @Sendable () -> Date
    private let openLink: (_ title: String, _ url: URL) -> Intent

    /// Creates the detail over a view model's `title`, `state`, `load` and `refresh`; `now` dates the screen and
    /// `openLink` is the intent a link sends.
    public init(
        title: @escaping @MainActor () -> String, state: @escaping @MainActor () -> LoadState<Presentation.Value>,
        load: @escaping @MainActor () async -> Void, refresh: @escaping @MainActor () async -> Void,
        now: @escaping @Sendable () -> Date, openLink: @escaping (_ title: String, _ url: URL) -> Intent
    ) {
        currentTitle = title
        currentState = state
        loading = load
        refreshing = refresh
        self.now = now
        self.openLink = openLink
    }

    public var title: String { currentTitle() }
    /// The detail's value and where it stands.
    public var state: LoadState<Presentation.Value> { currentState() }
    public var isBusy: Bool { state.isLoading }

    /// The links of the loaded value, in screen order.
    public var elements: [DetailLink] { state.value.map(Presentation.links(for:)) ?? [] }

    /// The detail screen with `focus` marked, drawn into `environment` (its back title and spinner step).
    public func screen(focus: DetailLink?, in environment: ScreenEnvironment) -> DetailScreen<Presentation> {
        DetailScreen(state: state, focus: focus, now: now(), backTitle: environment.backTitle, tick: environment.tick)
    }

    public func intent(activating element: DetailLink) -> Intent { openLink(element.title, element.url) }
    public func load() async { await loading() }
    public func refresh() async { await refreshing() }
}
