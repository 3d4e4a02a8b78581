import Foundation
import RepositoryDefinitions

/// A detail whose focusable elements are its links, drawn by a ``DetailPresentation`` on a ``DetailScreen``
/// (a rocket, a launch site): the feature supplies its load state, its clock and the intent that opens a link;
/// the elements, whether it is busy and the screen follow from those.
@MainActor
public protocol LinksDetailFeature: DetailFeature
where Element == DetailLink, Screen == DetailScreen<Presentation> {
    /// What draws the detail.
    associatedtype Presentation: DetailPresentation

    /// The detail's value and where it stands.
    var state: LoadState<Presentation.Value> { get }
    /// The moment cache ages are measured against.
    var now: @Sendable () -> Date { get }
}

extension LinksDetailFeature {
    /// Whether a request is running.
    public var isBusy: Bool { state.isLoading }

    /// The links of the loaded value, in screen order.
    public var elements: [DetailLink] { state.value.map(Presentation.links(for:)) ?? [] }

    /// The detail screen with `focus` marked, drawn into `environment` (its back title and spinner step).
    public func screen(focus: DetailLink?, in environment: ScreenEnvironment) -> DetailScreen<Presentation> {
        DetailScreen(state: state, focus: focus, now: now(), backTitle: environment.backTitle, tick: environment.tick)
    }
}
