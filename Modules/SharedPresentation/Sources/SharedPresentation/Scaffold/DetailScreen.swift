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
    /// The title bar: the value's title and subtitle once known, the back hint on a pushed screen.
    let bar: NavigationBar
    /// The load state's notices around the content.
    let content: LoadStateView<Presentation.Value, Presentation.Content>

    /// Creates the screen of `state` with the link `focus` marked; pass `backTitle: nil` in script mode. `now` dates
    /// cache ages and the content; `tick` is the spinner's step, or nil for a still indicator.
    public init(
        state: LoadState<Presentation.Value>, focus: DetailLink?, now: Date, backTitle: String?, tick: Int? = nil
    ) {
        bar = NavigationBar(
            state.value.flatMap(Presentation.title(of:)) ?? Presentation.placeholderTitle,
            subtitle: state.value.flatMap(Presentation.subtitle(of:)), backTitle: backTitle)
        content = LoadStateView(state, now: now, loadingLabel: Presentation.loadingLabel, tick: tick) { value in
            Presentation.content(value, focus: focus, now: now)
        }
    }

    /// The title bar, then the state's notices around the content.
    public var body: some View {
        VStack(spacing: 1) {
            bar
            content
        }
    }
}
