import Foundation

/// The clock `spacex watch` reads and sleeps on: the system's in the app, a replay's in tests (time that jumps to
/// the next moment asked for, so a day of watching runs in seconds).
public protocol WatchClock: Sendable {
    /// The time now.
    func now() -> Date
    /// Returns at `date` (at once when it is past), without using the CPU meanwhile; throws when the watch
    /// should stop (its task was cancelled, or a replay's clock ran out).
    func sleep(until date: Date) async throws
}

/// The system's clock (moved by an offset when `SPACEX_NOW` says another moment), and one `Task.sleep` per wait,
/// so waiting costs no CPU.
public struct SystemWatchClock: WatchClock {
    /// Seconds added to the system's time.
    public let offset: TimeInterval

    /// The system's clock, `offset` seconds ahead (behind when negative).
    public init(offset: TimeInterval = 0) {
        self.offset = offset
    }

    public func now() -> Date { Date().addingTimeInterval(offset) }

    public func sleep(until date: Date) async throws {
        let seconds = date.timeIntervalSince(now())
        if seconds > 0 { try await Task.sleep(for: .milliseconds(Int64((seconds * 1000).rounded(.up)))) }
        try Task.checkCancellation()
    }
}

extension SystemWatchClock {
    /// The system's clock moved to start at `start` (`SPACEX_NOW`), running at the system's pace from there.
    public init(startingAt start: Date) {
        self.init(offset: start.timeIntervalSinceNow)
    }
}
