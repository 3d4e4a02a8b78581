import Foundation
import LaunchesCore

/// Where `spacex watch` tells what it does: each request as it happens, each event, and the watched launches
/// after every change (what a live screen redraws; a pipe prints events only).
@MainActor
public protocol WatchReporter: AnyObject {
    /// A request was sent (or refused before it left): its moment and outcome.
    func requested(_ request: WatchRequest)
    /// An event happened.
    func report(_ event: WatchEvent) async
    /// What is watched now.
    func show(_ snapshot: WatchSnapshot)
    /// Something went wrong beside the watch (an `--exec` command failed), in one line.
    func warn(_ message: String)
}

/// One request of the watch: when, how many launches it answered, or why it failed.
public struct WatchRequest: Sendable, Equatable {
    /// When it was sent.
    public var time: Date
    /// Whether it went out to the source (false: answered from saved data, or refused while a wait runs).
    var wasSent: Bool
    /// How many launches the answer listed; nil when it failed.
    public var launches: Int?
    /// Why it failed, in words, with what is shown instead; nil when it answered.
    public var failure: String?
    /// When the next request is planned.
    public var next: Date?

    /// Creates a request's account.
    public init(time: Date, wasSent: Bool, launches: Int? = nil, failure: String? = nil, next: Date? = nil) {
        self.time = time
        self.wasSent = wasSent
        self.launches = launches
        self.failure = failure
        self.next = next
    }
}

/// What the watch knows at a moment: the launches watched, the last event of each, the last request.
public struct WatchSnapshot: Sendable {
    /// The time now.
    public var now: Date
    /// The watched launches, soonest first.
    public var launches: [(id: String, facts: LaunchFacts)]
    /// The last event seen per launch id.
    var lastEvent: [String: WatchEvent]
    /// The last request.
    var lastRequest: WatchRequest?

    /// Creates a snapshot.
    public init(
        now: Date, launches: [(id: String, facts: LaunchFacts)], lastEvent: [String: WatchEvent],
        lastRequest: WatchRequest?
    ) {
        self.now = now
        self.launches = launches
        self.lastEvent = lastEvent
        self.lastRequest = lastRequest
    }
}
