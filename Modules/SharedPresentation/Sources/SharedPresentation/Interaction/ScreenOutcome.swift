/// What a screen's key handling asks for besides its own state change: intents for the App to route, work to
/// run (loads), a message to show, or leaving the screen.
@MainActor
public struct ScreenOutcome<Intent> {
    /// Where the screen wants to go or what it wants done outside itself ("show rocket", "open link").
    var intents: [Intent] = []
    /// Work to start; the session runs it, tests await it in order.
    public var work: [@MainActor () async -> Void] = []
    /// A one-line message under the screen.
    public var message: String?
    /// Whether the screen is done and leaves the navigation stack (a form applied or cancelled).
    var dismiss = false
    /// Whether the keys typed after this one wait for its work (a list's move loading the rows the next move
    /// goes over), so a burst of keys lands where the same keys typed slowly land.
    public var holdsKeys = false

    /// Creates an outcome.
    public init(
        intents: [Intent] = [], work: [@MainActor () async -> Void] = [], message: String? = nil, dismiss: Bool = false
    ) {
        self.intents = intents
        self.work = work
        self.message = message
        self.dismiss = dismiss
    }

    /// Nothing beyond a redraw.
    public static var none: ScreenOutcome { ScreenOutcome() }

    /// An outcome that only sends `intent`.
    public static func intent(_ intent: Intent) -> ScreenOutcome { ScreenOutcome(intents: [intent]) }

    /// An outcome that only runs `work`.
    public static func run(_ work: @escaping @MainActor () async -> Void) -> ScreenOutcome {
        ScreenOutcome(work: [work])
    }
}
