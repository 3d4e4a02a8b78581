import Foundation
import RepositoryDefinitions
import RocketsCore
import SharedPresentation

/// One rocket: its photo, description and the whole specification (overview with the active badge, engines with
/// their number and type, structure, both stages, payload capacities), then the links to Wikipedia and the photos.
///
/// The state decides the notices above: a spinner while nothing is known, "Refreshing…" over painted data, the
/// cache age, the sample-data banner, a stale warning or an error. The focused link is marked with `›`.
public struct RocketDetailScreen: View {
    /// The rocket and where it stands.
    let state: LoadState<RocketDetail>
    /// The highlighted action.
    let focus: RocketDetailAction?
    /// The moment cache ages are measured against.
    let now: Date
    /// Where Esc goes back to, or nil in script mode.
    let backTitle: String?
    /// The spinner's animation step, or nil for a still indicator.
    let tick: Int?

    /// Creates the screen; pass `backTitle: nil` in script mode.
    public init(
        state: LoadState<RocketDetail>, focus: RocketDetailAction?, now: Date, backTitle: String?, tick: Int? = nil
    ) {
        self.state = state
        self.focus = focus
        self.now = now
        self.backTitle = backTitle
        self.tick = tick
    }

    /// What the screen can open, in screen order: Wikipedia, then every photo ("Photo 1", "Photo 2", …, or
    /// "Photo" when there is one).
    public static func actions(for detail: RocketDetail) -> [RocketDetailAction] {
        var actions: [RocketDetailAction] = []
        if let wikipedia = detail.wikipediaURL {
            actions.append(.link(title: "Wikipedia", url: wikipedia))
        }
        let photos = detail.imageURLs
        for (index, photo) in photos.enumerated() {
            actions.append(.link(title: photos.count == 1 ? "Photo" : "Photo \(index + 1)", url: photo))
        }
        return actions
    }

    /// The title bar, then the state's notices around the content.
    public var body: some View {
        VStack(spacing: 1) {
            NavigationBar(title, subtitle: subtitle, backTitle: backTitle)
            LoadStateView(state, now: now, loadingLabel: "Loading rocket", tick: tick) { detail in
                RocketDetailContent(detail: detail, focus: focus)
            }
        }
    }

    /// The rocket's name once known.
    private var title: String {
        guard let name = state.value?.name, name != RocketFormatter.placeholder else { return "Rocket" }
        return name
    }

    /// The rocket's type once known.
    private var subtitle: String? {
        guard let type = state.value?.type, type != RocketFormatter.placeholder else { return nil }
        return type
    }
}
