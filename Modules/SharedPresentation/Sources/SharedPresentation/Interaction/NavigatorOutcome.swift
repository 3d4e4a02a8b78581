/// What a key press asks of the host besides a redraw: quit, routes for the App to perform, work to run.
@MainActor
public struct NavigatorOutcome<Route> {
    /// Leave the browser.
    public var quit = false
    /// The screens' intents, mapped to the App's routes, in order.
    public var routes: [Route] = []
    /// Work to start (loads, refreshes); the session runs each in a task, tests await them in order.
    public var work: [@MainActor () async -> Void] = []
    /// Whether the keys typed after this one wait until its work is done (``ScreenOutcome/holdsKeys``).
    public var holdsKeys = false

    /// Creates an outcome.
    public init(quit: Bool = false, routes: [Route] = [], work: [@MainActor () async -> Void] = []) {
        self.quit = quit
        self.routes = routes
        self.work = work
    }

    /// Nothing beyond a redraw.
    public static var none: NavigatorOutcome { NavigatorOutcome() }

    /// Runs the work in order; for tests and scripted sessions.
    public func runWork() async {
        for item in work { await item() }
    }
}
