import Foundation

/// One thing `spacex watch` tells the user about a launch: a lead time reached before its NET, or a change seen
/// between two answers (``LaunchListDiff``) that matters to someone waiting for it.
public struct WatchEvent: Sendable, Hashable {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// The launch is this many seconds away (`--before`).
        case leadTime(TimeInterval)
        /// The NET moved (by a minute or more), not as a scrub.
        case netMoved(from: Date?, to: Date?)
        /// The launch was scrubbed: its NET moved on by ``WatchEventDetector/scrubShift`` or more when it was due
        /// within a day (or already past).
        case scrubbed(from: Date, to: Date)
        /// The status became one worth waking for: Go, Hold, In Flight, Success, Failure, Partial Failure.
        case status(ReportedLaunchStatus)
        /// A webcast was announced (or another one replaced it).
        case webcast(URL)
        /// The launch left the list (another provider's now, or withdrawn).
        case leftList

        /// The event's name for `--exec` (`SPACEX_EVENT`) and scripts: `lead-time`, `net-moved`, `scrubbed`, `go`,
        /// `hold`, `in-flight`, `success`, `failure`, `partial-failure`, `webcast`, `left-list`.
        public var code: String {
            switch self {
            case .leadTime: "lead-time"
            case .netMoved: "net-moved"
            case .scrubbed: "scrubbed"
            case .status(let status): status.rawValue.lowercased().replacingOccurrences(of: " ", with: "-")
            case .webcast: "webcast"
            case .leftList: "left-list"
            }
        }
    }

    /// What happened.
    public var kind: Kind
    /// When the watcher saw it (a lead time: the exact moment it was reached).
    public var time: Date
    /// The launch's id.
    public var launchID: String
    /// The launch as known after the event.
    public var facts: LaunchFacts
    /// The launch as known before a change (its old NET's precision); nil for a lead time.
    public var previous: LaunchFacts?

    /// Creates an event.
    public init(kind: Kind, time: Date, launchID: String, facts: LaunchFacts, previous: LaunchFacts? = nil) {
        self.kind = kind
        self.time = time
        self.launchID = launchID
        self.facts = facts
        self.previous = previous
    }
}
