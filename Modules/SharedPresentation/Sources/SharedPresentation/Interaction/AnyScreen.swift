import Foundation

/// A type-erased ``InteractiveScreen`` whose intents are already mapped to the host's `Route`, so screens of
/// different features share one navigation stack while each feature keeps its own intent type.
@MainActor
public struct AnyScreen<Route> {
    /// The screen, for identity checks and tests.
    public let base: AnyObject
    private let screen: any InteractiveScreen
    private let renderScreen: (ScreenEnvironment) -> [StyledLine]
    private let handleKey: (Key, ScreenEnvironment) -> ScreenOutcome<Route>
    private let loadScreen: (ScreenEnvironment?) -> ScreenOutcome<Route>
    private let refreshScreen: () -> ScreenOutcome<Route>
    private let resizeScreen: (ScreenEnvironment) -> ScreenOutcome<Route>
    private let tickScreen: () -> ScreenOutcome<Route>

    /// Wraps `screen`, mapping each of its intents to a route with `route`.
    public init<Screen: InteractiveScreen>(_ screen: Screen, route: @escaping (Screen.Intent) -> Route) {
        base = screen
        self.screen = screen
        renderScreen = { screen.render(in: $0) }
        handleKey = { Self.map(screen.handle($0, in: $1), route) }
        loadScreen = { environment in Self.map(environment.map(screen.load(in:)) ?? screen.load(), route) }
        refreshScreen = { Self.map(screen.refresh(), route) }
        resizeScreen = { Self.map(screen.resized(to: $0), route) }
        tickScreen = { Self.map(screen.timerTicked(), route) }
    }

    /// The screen's title.
    public var title: String { screen.title }
    /// The screen's key hints.
    public var keyHints: [KeyHint] { screen.keyHints }
    /// Whether the screen takes every key first.
    public var capturesKeys: Bool { screen.capturesKeys }
    /// Whether the screen is loading.
    public var isBusy: Bool { screen.isBusy }
    /// How often the screen changes with the clock alone, or nil.
    public var clockInterval: TimeInterval? { screen.clockInterval }

    /// The screen's lines.
    public func render(in environment: ScreenEnvironment) -> [StyledLine] { renderScreen(environment) }
    /// Handles a key, with intents mapped to routes.
    public func handle(_ key: Key, in environment: ScreenEnvironment) -> ScreenOutcome<Route> {
        handleKey(key, environment)
    }
    /// The first load.
    public func load() -> ScreenOutcome<Route> { loadScreen(nil) }
    /// The first load into `environment`.
    public func load(in environment: ScreenEnvironment) -> ScreenOutcome<Route> { loadScreen(environment) }
    /// A reload from the network.
    public func refresh() -> ScreenOutcome<Route> { refreshScreen() }
    /// What the screen loads for a new size.
    public func resized(to environment: ScreenEnvironment) -> ScreenOutcome<Route> { resizeScreen(environment) }
    /// What the screen does on a step of the runtime's timer.
    public func timerTicked() -> ScreenOutcome<Route> { tickScreen() }

    private static func map<Intent>(
        _ outcome: ScreenOutcome<Intent>, _ route: (Intent) -> Route
    ) -> ScreenOutcome<Route> {
        var mapped = ScreenOutcome<Route>(
            intents: outcome.intents.map(route), work: outcome.work, message: outcome.message,
            dismiss: outcome.dismiss)
        mapped.holdsKeys = outcome.holdsKeys
        return mapped
    }
}
