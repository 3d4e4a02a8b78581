import Foundation
import ICalendarKit

/// What earlier `spacex calendar` runs wrote for each launch, kept in a small file beside the cache so that each
/// event's `SEQUENCE` grows exactly when its dates change and never goes down, `LAST-MODIFIED` says when its
/// content last changed, and a launch that left the list can be written once more as cancelled.
///
/// Bounded: at most ``capacity`` launches (the least recently seen are forgotten); written atomically.
public struct LaunchCalendarLedger: Codable, Sendable, Equatable {
    /// What was last written for one launch.
    public struct Entry: Codable, Sendable, Equatable {
        /// The event's `SEQUENCE`.
        public var sequence: Int
        /// Its dates as written (``LaunchCalendarTiming/key``).
        public var timing: String
        /// A digest of everything else it said.
        public var content: String
        /// When its content last changed.
        public var modified: Date
        /// When a run last found the launch in its answer.
        public var seen: Date
        /// The answer it was last seen in (the source and filter that asked), so only that answer cancels it.
        public var feed: String
        /// The event's own properties as last written, to cancel it when the launch leaves.
        public var properties: [ICalendarProperty]
        /// When the event is over.
        public var end: Date
        /// Whether it is dated only with `--tentative` (a month, quarter, half or year).
        public var tentativeOnly: Bool
        /// Whether it was written as cancelled.
        public var cancelled: Bool
    }

    /// The most launches remembered.
    public static let capacity = 2000
    /// The file's version; another version is read as empty.
    public static let currentVersion = 1

    /// The file's version.
    public var version = Self.currentVersion
    /// The entries by event `UID`.
    public var entries: [String: Entry] = [:]

    /// An empty ledger.
    public init() {}

    /// The largest `SEQUENCE` kept: RFC 5545's integers are 32-bit, and a sequence never goes past it.
    public static let sequenceLimit = Int(Int32.max)

    /// The ledger in `file`, or an empty one when it is missing, unreadable or of another version.
    public static func read(from file: URL) -> Self {
        (SavedJSONFile.read(Self.self, from: file) { $0.version == currentVersion } ?? Self()).checked()
    }

    /// The ledger without the entries whose sequence no writer could have saved (negative, or past
    /// ``sequenceLimit``): a damaged file must not make a `SEQUENCE` invalid or its next increment overflow, and
    /// the other launches keep theirs, so their sequences never go down.
    func checked() -> Self {
        var ledger = self
        ledger.entries = entries.filter { (0...Self.sequenceLimit).contains($0.value.sequence) }
        return ledger
    }

    /// Writes the ledger to `file` atomically (a temporary file renamed over it), keeping only the ``capacity``
    /// most recently seen launches.
    public func write(to file: URL) throws {
        var bounded = self
        bounded.entries = entries.keepingNewest(Self.capacity, seen: \.seen)
        try SavedJSONFile.write(bounded, to: file)
    }

    /// Records that `uid` is written now with `timing` and `content`, and returns its `SEQUENCE` and
    /// `LAST-MODIFIED`: the sequence grows by one when the timing differs from the last one written.
    public mutating func record(
        uid: String, feed: String, timing: LaunchCalendarTiming, properties: [ICalendarProperty], now: Date
    ) -> (sequence: Int, modified: Date) {
        let (end, tentativeOnly) = (timing.end, timing.isTentativeOnly)
        let timing = timing.key
        let content = properties.map(\.line).joined(separator: "\n")
        guard var entry = entries[uid] else {
            entries[uid] = Entry(
                sequence: 0, timing: timing, content: content, modified: now, seen: now, feed: feed,
                properties: properties, end: end, tentativeOnly: tentativeOnly,
                cancelled: false)
            return (0, now)
        }
        if entry.timing != timing || entry.cancelled {
            entry.sequence = min(entry.sequence, Self.sequenceLimit - 1) + 1
            entry.modified = now
        } else if entry.content != content {
            entry.modified = now
        }
        entry.timing = timing
        entry.content = content
        entry.seen = now
        entry.feed = feed
        entry.properties = properties
        entry.end = end
        entry.tentativeOnly = tentativeOnly
        entry.cancelled = false
        entries[uid] = entry
        return (entry.sequence, entry.modified)
    }

    /// Marks `uid` cancelled (once), returning its new `SEQUENCE`; nil when unknown.
    public mutating func cancel(uid: String, now: Date) -> Entry? {
        guard var entry = entries[uid] else { return nil }
        if !entry.cancelled {
            entry.sequence = min(entry.sequence, Self.sequenceLimit - 1) + 1
            entry.modified = now
            entry.cancelled = true
        }
        entries[uid] = entry
        return entry
    }
}
