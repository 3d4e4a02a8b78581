import Foundation
import LaunchesCore

/// What moved about each launch between the answers runs got, kept in a small file beside the cache
/// (``LaunchChangeRecorder``): the facts each launch had when last seen, the launches each question's last complete
/// answer listed, and the moves (``LaunchListDiff``) with when they were seen. Launch Library keeps no NET history,
/// so a client that saves answers is the only place one can come from; building it never costs a request.
///
/// An answer older than what is known of a launch (a saved page read after a newer one) changes nothing. Bounded:
/// at most ``launchCapacity`` launches, ``listCapacity`` questions and ``recordCapacity`` moves (the least recently
/// seen are forgotten); written atomically like the calendar's ledger.
struct LaunchChangeHistory: Codable, Sendable, Equatable {
    /// One move of one launch.
    struct Record: Codable, Sendable, Equatable {
        /// The launch's id.
        var id: String
        /// When the answer that showed it was sent.
        var seen: Date
        var before: SavedLaunchFacts
        var after: SavedLaunchFacts?

        /// The move: the facts before and after, and what changed.
        var entry: LaunchListDiff.Entry {
            LaunchListDiff.Entry(id: id, before: before.facts, after: after?.facts)
        }
    }

    /// What was last seen of one launch.
    struct Known: Codable, Sendable, Equatable {
        var facts: SavedLaunchFacts
        var seen: Date
    }

    /// The launches one question's last complete answer listed.
    struct Listed: Codable, Sendable, Equatable {
        var ids: [String]
        var seen: Date
    }

    /// The most launches remembered.
    static let launchCapacity = 2000
    /// The most questions remembered.
    static let listCapacity = 100
    /// The most moves kept.
    static let recordCapacity = 2000
    /// The file's version; another version is read as empty.
    static let currentVersion = 1

    /// The file's version.
    var version = Self.currentVersion
    /// What was last seen of each launch, by id.
    var launches: [String: Known] = [:]
    /// The launches each question last listed, by question.
    var lists: [String: Listed] = [:]
    /// The moves, oldest first.
    private(set) var records: [Record] = []
    /// When a list was last shown, to mark the rows that moved since.
    var lastLook: Date?

    /// An empty history.
    init() {}

    /// The history in `file`, or an empty one when it is missing, unreadable or of another version.
    static func read(from file: URL) -> Self {
        SavedJSONFile.read(Self.self, from: file) { $0.version == currentVersion } ?? Self()
    }

    /// Writes the history to `file` atomically, bounded.
    func write(to file: URL) throws {
        var bounded = self
        bounded.records = Array(records.suffix(Self.recordCapacity))
        bounded.launches = launches.keepingNewest(Self.launchCapacity, seen: \.seen)
        bounded.lists = lists.keepingNewest(Self.listCapacity, seen: \.seen)
        try SavedJSONFile.write(bounded, to: file)
    }

    /// Takes in an answer sent at `seen`: records what moved since each launch was last seen, and, when the answer
    /// is the whole of `question`'s list (`completeSpan`, the NETs it covers), the launches that left it. Returns
    /// whether anything was learnt (nothing is when the answer is not newer than what is known).
    mutating func observe(
        _ answer: [Launch], seen: Date, question: String?, completeSpan: LaunchListDiff.Span?
    ) -> Bool {
        let newer = answer.filter { launch in launches[launch.id].map { $0.seen < seen } ?? true }
        let listed = question.flatMap { lists[$0] }
        let comparesList = completeSpan != nil && (listed.map { $0.seen < seen } ?? false)
        guard !newer.isEmpty || comparesList else { return false }
        let known = launches.filter { $0.value.seen < seen }.mapValues(\.facts.facts)
        let diff = LaunchListDiff(
            known: known, current: newer, previouslyListed: comparesList ? listed?.ids ?? [] : [],
            completeSpan: comparesList ? completeSpan : nil)
        records += diff.entries.map {
            Record(
                id: $0.id, seen: seen, before: SavedLaunchFacts($0.before), after: $0.after.map(SavedLaunchFacts.init))
        }
        for launch in newer {
            launches[launch.id] = Known(facts: SavedLaunchFacts(LaunchFacts(launch: launch)), seen: seen)
        }
        if let question, completeSpan != nil, listed.map({ $0.seen < seen }) ?? true {
            lists[question] = Listed(ids: answer.map(\.id), seen: seen)
        }
        return true
    }

    /// A list is shown at `now`: the launches that moved since the last look (every move, at the first), for
    /// their rows' mark; `now` becomes the last look.
    mutating func look(at now: Date) -> Set<String> {
        let since = lastLook ?? .distantPast
        lastLook = max(now, since)
        return Set(records.filter { $0.seen > since }.map(\.id))
    }

    /// The moves seen at or after `since` (all when nil), newest first.
    func moves(since: Date? = nil) -> [Record] {
        records.filter { record in since.map { record.seen >= $0 } ?? true }.reversed()
    }
}
