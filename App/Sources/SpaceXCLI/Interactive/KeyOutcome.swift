import Foundation

/// What handling a key asks the session to do besides redrawing.
@MainActor
public struct KeyOutcome {
    /// Leave the browser.
    public var quit = false
    /// Work to start (loads, refreshes); the session runs each in a task, tests await them in order.
    public var work: [@MainActor () async -> Void] = []
    /// A link to open with the system opener.
    public var openURL: URL?

    /// Nothing beyond a redraw.
    public static var none: KeyOutcome { KeyOutcome() }

    /// Runs the work in order; for tests and for scripted sessions.
    public func runWork() async {
        for item in work { await item() }
    }
}
