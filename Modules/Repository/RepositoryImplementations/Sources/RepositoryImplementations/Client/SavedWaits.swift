import Foundation
import RepositoryDefinitions

/// A known wait before the next request to a host (a 429's `Retry-After`, or an exhausted budget's "expected
/// available in" notice), kept in the same cache as the answers so that it outlives the run: until it ends, no run
/// sends a request to that host, and each answers from what is saved.
///
/// One entry per host (with its port when the address names one), written like every cache entry (atomically, with
/// its checksum, on disk). A read validates it: an entry that does not decode, names another host, or says a wait
/// that is not finite, not positive or longer than ``longest`` counts as absent, as does one already over.
struct SavedWaits: Sendable {
    /// The longest wait believed, written or read: a day.
    static let longest: TimeInterval = 86_400
    /// The prefix of the entries' keys.
    static let keyPrefix = "saved-wait-"

    /// What an entry holds: the host it is for and the wait, in seconds from the entry's time.
    private struct Record: Codable {
        var host: String
        var wait: TimeInterval
    }

    /// The cache the answers and the waits are kept in.
    let cache: any CacheStore
    /// The clock.
    let now: @Sendable () -> Date

    /// The host (and port, when given) `url` is sent to; nil for an address without one.
    static func host(of url: URL) -> String? {
        guard let host = url.host(percentEncoded: false)?.lowercased(), !host.isEmpty else { return nil }
        return url.port.map { "\(host):\($0)" } ?? host
    }

    /// When the next request to `url`'s host is allowed, while a saved wait runs; nil when one may be sent now.
    func until(for url: URL) async -> Date? {
        guard let host = Self.host(of: url), let entry = await cache.entry(for: Self.key(host)),
            let record = try? JSONDecoder().decode(Record.self, from: entry.body), record.host == host,
            record.wait.isFinite, record.wait > 0, record.wait <= Self.longest
        else { return nil }
        let until = entry.storedAt.addingTimeInterval(record.wait)
        let remaining = until.timeIntervalSince(now())
        // Over, or further off than any wait written now could be (an entry dated in the future).
        guard remaining > 0, remaining <= Self.longest else { return nil }
        return until
    }

    /// Saves a wait of `seconds` before the next request to `url`'s host (at most ``longest``); a wait that is not
    /// positive is not saved. A failed write costs only the saving: this run still knows the wait.
    func save(_ seconds: TimeInterval, for url: URL) async {
        guard let host = Self.host(of: url), seconds.isFinite, seconds > 0 else { return }
        let record = Record(host: host, wait: min(seconds, Self.longest))
        guard let body = try? JSONEncoder().encode(record) else { return }
        try? await cache.store(CacheEntry(body: body, storedAt: now(), maxAge: record.wait), for: Self.key(host))
    }

    /// The key of `host`'s entry (the disk store makes any key a safe file name).
    static func key(_ host: String) -> CacheKey {
        CacheKey(rawValue: keyPrefix + host)
    }
}
