import Foundation
import LaunchesCore
import RepositoryDefinitions
import SharedPresentation

/// One launch: mission, status with failure reasons, dates (with precision and site-local time), launch site,
/// landings, the rocket card that leads to the rocket screen, the description, the image and the web links.
///
/// While only the list's fields are known it paints them under a progress line; with nothing known it shows a
/// spinner or the error. The focused action (rocket card or link) is highlighted so it reads without colour.
public struct LaunchDetailScreen: View {
    /// What is known about the launch, or nil before anything is.
    let detail: LaunchDetail?
    /// Whether the full launch is being fetched.
    let isLoading: Bool
    /// Why the last fetch failed.
    let error: RepositoryError?
    /// Where the full launch came from, once it arrived.
    let freshness: Freshness?
    /// The highlighted action.
    let focus: LaunchDetailAction?
    /// The moment cache ages are measured against.
    let now: Date
    /// Where Esc goes back to, or nil in script mode.
    let backTitle: String?
    /// The spinner's animation step, or nil for a still indicator.
    let tick: Int?

    /// Creates the screen; pass `backTitle: nil` in script mode.
    public init(
        detail: LaunchDetail?, isLoading: Bool, error: RepositoryError?, freshness: Freshness?,
        focus: LaunchDetailAction?, now: Date, backTitle: String?, tick: Int? = nil
    ) {
        self.detail = detail
        self.isLoading = isLoading
        self.error = error
        self.freshness = freshness
        self.focus = focus
        self.now = now
        self.backTitle = backTitle
        self.tick = tick
    }

    /// What the screen can open, in screen order: the rocket card, then the webcast, article, Wikipedia, press
    /// kit and image links that the launch has.
    public static func actions(for detail: LaunchDetail) -> [LaunchDetailAction] {
        let rocket = detail.rocket.map { LaunchDetailAction.rocket(id: $0.rocketId) }
        let image = detail.image.map { LaunchDetailAction.link(title: "Image", url: $0) }
        let links = detail.links.map { LaunchDetailAction.link(title: title(of: $0.kind), url: $0.url) }
        return [rocket].compactMap { $0 } + links + [image].compactMap { $0 }
    }

    /// The title of a link of `kind`.
    static func title(of kind: LaunchLink.Kind) -> String {
        switch kind {
        case .webcast: "Webcast"
        case .article: "Article"
        case .wikipedia: "Wikipedia"
        case .presskit: "Press kit"
        }
    }

    /// The title bar, then the notices and the content, blocks one blank line apart.
    public var body: some View {
        VStack(spacing: 1) {
            NavigationBar(
                detail?.mission ?? "Launch", subtitle: detail?.flightNumber.map { "Flight \($0)" },
                backTitle: backTitle)
            if let detail {
                LaunchDetailNotices(
                    isLoading: isLoading, isComplete: detail.isComplete, error: error, freshness: freshness,
                    now: now, tick: tick)
                LaunchDetailContent(detail: detail, focus: focus)
            } else if let error {
                ErrorView(error)
            } else {
                ProgressView("Loading launch", tick: tick)
            }
        }
    }
}
