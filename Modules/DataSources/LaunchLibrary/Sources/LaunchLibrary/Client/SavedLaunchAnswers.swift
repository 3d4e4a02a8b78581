import Foundation
import RepositoryDefinitions

/// The addresses of the Launch Library launches answers this program saved (lists, searches and single launches),
/// newest first, kept in the same cache as the answers: so a launch saved in any of them can be found by id or
/// name offline or while the budget is spent, without a request (``LaunchLibraryClient/savedLaunches()``).
///
/// The index holds addresses only (the answers stay where they are, with their own age), at most ``limit`` of
/// them; an answer the cache dropped since is skipped. Two runs writing at once may lose one address, never an
/// answer.
struct SavedLaunchAnswers: Sendable {
    /// The most addresses kept: the newest ones.
    static let limit = 40
    /// Where the index is kept in the cache.
    static let key = CacheKey(rawValue: "launch-library-saved-launch-answers")
    /// How long the index entry is kept: it is never stale, the answers it names have their own age.
    static let lifetime: TimeInterval = 10 * 365 * 86_400

    /// The cache the answers and the index are kept in.
    let cache: any CacheStore
    /// The clock, for the entry's time.
    let now: @Sendable () -> Date

    /// The saved addresses, newest first; none when nothing was saved or the entry is unreadable.
    func addresses() async -> [URL] {
        guard let entry = await cache.entry(for: Self.key),
            let texts = try? JSONDecoder().decode([String].self, from: entry.body)
        else { return [] }
        return texts.compactMap(URL.init(string:))
    }

    /// Puts `url` first (once), keeping the newest ``limit``; nothing is written when it is first already.
    func add(_ url: URL) async {
        let saved = await addresses()
        guard saved.first != url else { return }
        let kept = ([url] + saved.filter { $0 != url }).prefix(Self.limit).map(\.absoluteString)
        guard let body = try? JSONEncoder().encode(Array(kept)) else { return }
        // A failed write costs only this address; the answer itself is saved.
        try? await cache.store(CacheEntry(body: body, storedAt: now(), maxAge: Self.lifetime), for: Self.key)
    }
}
