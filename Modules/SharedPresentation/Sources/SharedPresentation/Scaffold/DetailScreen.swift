import Foundation
import RepositoryDefinitions

/// Any feature's detail screen, the view of the detail scaffold: the title bar (with the back hint on a pushed
/// screen), then the load state's notices around the content the ``DetailPresentation`` draws: a spinner while
/// nothing is known, "Refreshing…" over painted data, the cache age, the built-in data banner, a stale warning or
/// an error. The focused link is marked.
///
/// Built from plain values, so the browser renders it from any state, script mode prints it and tests render it
/// from mocks.
public struct DetailScreen<Presentation: DetailPresentation>: View {
    /// The value and where it stands.
    let state: LoadState<Presentation.Value>
    /// The focused link, or nil.
    let focus: DetailLink?
    /// The moment cache ages (and anything else of the moment) are measured against.
    let now: Date
    /// Where Esc goes back to, or nil in script mode.
    let backTitle: String?
    /// The spinner's animation step, or nil for a still indicator.
    let tick: Int?

    /// Creates the screen; pass `backTitle: nil` in script mode.
    public init(
        state: LoadState<Presentation.Value>, focus: DetailLink?, now: Date, backTitle: String?, tick: Int? = nil
    ) {
        self.state = state
        self.focus = focus
        self.now = now
        self.backTitle = backTitle
        self.tick = tick
    }

    /// The title bar, then the state's notices around the content.
    public var body: some View {
        VStack(spacing: 1) {
            NavigationBar(
                state.value.flatMap(Presentation.title(of:)) ?? Presentation.placeholderTitle,
                subtitle: state.value.flatMap(Presentation.subtitle(of:)), backTitle: backTitle)
            LoadStateView(state, now: now, loadingLabel: Presentation.loadingLabel, tick: tick) { value in
                Presentation.content(value, focus: focus, now: now)
            }
        }
    }
}
