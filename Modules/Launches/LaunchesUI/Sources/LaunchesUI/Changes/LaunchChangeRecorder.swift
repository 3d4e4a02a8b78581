import Foundation
import LaunchesCore
import RepositoryDefinitions

/// Keeps one source's ``LaunchChangeHistory`` (`changes/<source>.json` in the cache folder) up to date from the
/// answers its launch lists and details get: each answer is taken in with the time it was sent (now for one just
/// fetched, its saved time for a saved one), so the history grows exactly when a new answer replaces a saved one,
/// and never asks for anything itself. The built-in archive never changes and is not taken in.
public struct LaunchChangeRecorder: Sendable {
    /// The history's file.
    public let file: URL

    /// A recorder keeping its history in `file`.
    public init(file: URL) {
        self.file = file
    }

    /// The recorder of `source` (its `--source` spelling) in the cache folder `cacheDirectory`.
    public init(cacheDirectory: URL, source: String) {
        self.init(file: cacheDirectory.appendingPathComponent("changes/\(source).json"))
    }

    /// The history as saved.
    func history() -> LaunchChangeHistory {
        LaunchChangeHistory.read(from: file)
    }

    /// A list is shown at `now`: the ids of the launches that moved since the last look, whose rows are marked;
    /// the look is saved when it marked any (a look that marks none changes nothing a later look would mark, and
    /// saves rewriting the file on every run; a failure to save costs only the marks' accuracy).
    func look(now: Date) -> Set<String> {
        var history = history()
        let moved = history.look(at: now)
        if !moved.isEmpty { try? history.write(to: file) }
        return moved
    }

    /// The moves of the launch `id` in words (times in `timeZone`), newest first: the detail's "Changes" section.
    public func moves(of id: String, timeZone: TimeZone) -> [LaunchMove] {
        let text = LaunchChangeText(timeZone: timeZone)
        return history().moves().filter { $0.id == id }.map { text.move($0.entry, seen: $0.seen) }
    }

    /// `repository`, with every answer it gets taken in (``ChangeRecordingRepository``); `firstPage` is the page it
    /// starts at (a list from page 1 without a next page is its question's whole answer).
    /// With `marking` (the browser's list), its first list answer is a look (``look(now:)``) and it keeps the ids
    /// of the launches that moved since, for the rows' mark.
    @MainActor
    public func recording(
        _ repository: any PaginatedRepository<Launch, LaunchFilter>, firstPage: Int = 1, marking: Bool = false,
        now: @escaping @Sendable () -> Date
    ) -> any PaginatedRepository<Launch, LaunchFilter> {
        ChangeRecordingRepository(repository, recorder: self, firstPage: firstPage, marking: marking, now: now)
    }

    /// Takes in the launches `state` shows, under `filter` (`isComplete`: the whole answer to it), at `now`, and
    /// returns the ids of the launches seen moving; a failure to save costs only the history.
    @discardableResult
    func take(_ state: LoadState<[Launch]>, filter: LaunchFilter?, isComplete: Bool, now: Date) -> Set<String> {
        guard let launches = state.value, let seen = Self.sentAt(state.freshness, now: now) else { return [] }
        var history = history()
        let span = isComplete ? filter.map { LaunchListDiff.Span(from: $0.netFrom, through: $0.netThrough) } : nil
        let before = history.records.count
        guard history.observe(launches, seen: seen, question: filter.map(Self.question), completeSpan: span) else {
            return []
        }
        try? history.write(to: file)
        return Set(history.records.dropFirst(before).map(\.id))
    }

    /// When the answer shown was sent; nil for the built-in archive.
    static func sentAt(_ freshness: Freshness?, now: Date) -> Date? {
        switch freshness {
        case .live?: now
        case .cached(let storedAt)?: storedAt
        case .builtInArchive?, nil: nil
        }
    }

    /// The question a filter asks, whatever its order and moment: its view (Upcoming, Past, all) and criteria.
    static func question(_ filter: LaunchFilter) -> String {
        [filter.timeline.label ?? "All", filter.criteriaSummary ?? "all"].joined(separator: " · ")
    }
}
