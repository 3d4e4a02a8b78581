import Foundation

/// What a feature supplies to the detail scaffold (``DetailController``): its screen drawn with a focus, the
/// focusable elements in the order they are drawn, the intent each one sends, and how it loads. The keys, the
/// focus and scrolling and activating are the scaffold's, the same for every feature.
@MainActor
public protocol DetailFeature: AnyObject {
    /// Something focusable the screen can open (a card, a link).
    associatedtype Element: Hashable & Sendable
    /// What the screen asks of the App.
    associatedtype Intent
    /// The screen drawn.
    associatedtype Screen: View

    /// The title, also the back hint of screens pushed above.
    var title: String { get }
    /// Whether a request is running.
    var isBusy: Bool { get }
    /// How often the screen changes with the clock alone (a countdown), or nil; see
    /// ``InteractiveScreen/clockInterval``.
    var clockInterval: TimeInterval? { get }
    /// The focusable elements, in the order the screen draws them.
    var elements: [Element] { get }

    /// The screen with `focus` highlighted, drawn into `environment` (its back title and spinner step).
    func screen(focus: Element?, in environment: ScreenEnvironment) -> Screen
    /// The intent activating `element` sends.
    func intent(activating element: Element) -> Intent
    /// Loads what the screen shows.
    func load() async
    /// Reloads it from the network.
    func refresh() async
}

extension DetailFeature {
    /// Most details show nothing that moves with the clock.
    public var clockInterval: TimeInterval? { nil }
}
