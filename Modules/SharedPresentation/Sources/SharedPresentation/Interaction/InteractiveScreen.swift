import Foundation

/// What a screen is drawn into: the room it has, how to draw, the spinner step and where Esc goes back to.
public struct ScreenEnvironment: Sendable, Equatable {
    /// Columns.
    public var width: Int
    /// Lines for the screen's content (the browser's chrome is not included).
    public var height: Int
    /// Glyphs and hyperlinks.
    public var context: RenderContext
    /// The spinner's animation step.
    public var tick: Int
    /// The title of the screen below on the navigation stack, or nil at the root.
    public var backTitle: String?

    /// Creates an environment.
    public init(
        width: Int, height: Int, context: RenderContext = RenderContext(), tick: Int = 0, backTitle: String? = nil
    ) {
        self.width = width
        self.height = height
        self.context = context
        self.tick = tick
        self.backTitle = backTitle
    }
}

/// A screen of an interactive text UI: it draws itself from its state and handles its own keys, sending
/// typed intents for what lies outside it. Feature UI packages implement it; a ``TabNavigator`` hosts it.
@MainActor
public protocol InteractiveScreen: AnyObject {
    /// What the screen asks the App for (show another screen, open a link).
    associatedtype Intent

    /// The title, shown as the back hint of the screen pushed above it.
    var title: String { get }
    /// The hints for the screen's own keys, in the key bar.
    var keyHints: [KeyHint] { get }
    /// Whether the screen takes every key first (a form with text fields), before the browser's own keys.
    var capturesKeys: Bool { get }
    /// Whether a request for the screen is running, so the spinner animates.
    var isBusy: Bool { get }
    /// How often, in seconds, what the screen shows changes with the clock alone (a ticking countdown), so the
    /// browser redraws it that often; nil (most screens) when nothing shown moves with time and it stays idle.
    var clockInterval: TimeInterval? { get }

    /// The screen's lines in `environment` (at most `environment.height`): a pure function of its state.
    func render(in environment: ScreenEnvironment) -> [StyledLine]
    /// Handles a key the browser did not take.
    func handle(_ key: Key, in environment: ScreenEnvironment) -> ScreenOutcome<Intent>
    /// The work that loads the screen when it is first shown.
    func load() -> ScreenOutcome<Intent>
    /// The work that loads the screen when it is first shown into `environment` (a list fetches enough rows to
    /// fill it); ``load()`` unless the screen needs the room it has.
    func load(in environment: ScreenEnvironment) -> ScreenOutcome<Intent>
    /// The work that reloads the screen from the network (`r`).
    func refresh() -> ScreenOutcome<Intent>
    /// The work the screen needs after the terminal changed size to `environment` (a list fetches the rows a
    /// taller screen shows); none for most screens.
    func resized(to environment: ScreenEnvironment) -> ScreenOutcome<Intent>
    /// One step of the terminal runtime's timer (about every 150 ms while the browser runs): work that waits for
    /// a pause, such as asking the source once typing stops.
    func timerTicked() -> ScreenOutcome<Intent>
}

extension InteractiveScreen {
    /// Most screens leave the browser's keys to the browser.
    public var capturesKeys: Bool { false }

    /// Most screens show nothing that moves with the clock.
    public var clockInterval: TimeInterval? { nil }

    /// Most screens need nothing more for another size: they are drawn again.
    public func resized(to environment: ScreenEnvironment) -> ScreenOutcome<Intent> { .none }

    /// Most screens wait for nothing.
    public func timerTicked() -> ScreenOutcome<Intent> { .none }

    /// Most screens load the same whatever room they have.
    public func load(in environment: ScreenEnvironment) -> ScreenOutcome<Intent> { load() }
}
