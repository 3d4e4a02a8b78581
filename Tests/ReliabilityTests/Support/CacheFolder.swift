import Foundation
import RepositoryDefinitions
import RepositoryImplementations

/// A `spacex` cache directory seen from outside the app: its entry and temp files, each entry decoded through
/// the app's own `DiskCacheStore`, and entries aged on purpose so the next run has to revalidate.
struct CacheFolder: Sendable {
    /// The directory.
    let directory: URL

    /// The store over the directory, as the app opens it (without a size cap).
    var store: DiskCacheStore { DiskCacheStore(directory: directory, byteLimit: Int.max) }

    /// The answers' entry files (`*.cache`, not hidden), by name; a saved wait (a 429's, kept beside the answers
    /// under a hashed name) is not an answer and is left out.
    var entryFiles: [URL] {
        files.filter {
            $0.pathExtension == "cache" && !$0.lastPathComponent.hasPrefix(".") && !Self.isSavedWait($0)
        }
    }

    /// The saved waits' entry files.
    var savedWaitFiles: [URL] { files.filter(Self.isSavedWait) }

    /// Ends every saved wait, as if its time had run out (an entry past its wait counts as absent): a drill's
    /// next run then meets the server, not the wait the last 429 left.
    func endSavedWaits() throws {
        for file in savedWaitFiles { try FileManager.default.removeItem(at: file) }
    }

    private static func isSavedWait(_ file: URL) -> Bool {
        file.lastPathComponent.hasPrefix("saved-wait-")
    }

    /// Temp files of writes in flight or abandoned (`.tmp-…`).
    var tempFiles: [URL] {
        files.filter { $0.lastPathComponent.hasPrefix(".tmp-") }
    }

    /// The bytes the entry files take.
    var entryBytes: Int {
        entryFiles.reduce(0) { total, url in
            total + ((try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0)
        }
    }

    private var files: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }
    }

    /// The key an entry file belongs to: the app's keys are filename-safe, so the name is the key.
    static func key(of file: URL) -> CacheKey {
        CacheKey(rawValue: file.deletingPathExtension().lastPathComponent)
    }

    /// Every entry file decoded; nil marks a file the store rejected (and deleted) as unreadable.
    func decodedEntries() async -> [(file: String, entry: CacheEntry?)] {
        var decoded: [(file: String, entry: CacheEntry?)] = []
        for file in entryFiles {
            decoded.append((file.lastPathComponent, await store.entry(for: Self.key(of: file))))
        }
        return decoded
    }

    /// Rewrites every entry as if it had been stored `seconds` earlier, so it is stale and shows that age;
    /// without `keepingETags` the next request for it is unconditional.
    func age(by seconds: TimeInterval, keepingETags: Bool = true) async throws {
        let entries = await decodedEntries()
        guard !entries.isEmpty else { throw CacheFolderError("no cache entries to age in \(directory.path)") }
        for (file, entry) in entries {
            guard let entry else { throw CacheFolderError("cache entry \(file) is unreadable") }
            var older = entry
            older.storedAt = entry.storedAt.addingTimeInterval(-seconds)
            if !keepingETags { older.etag = nil }
            try await store.store(older, for: CacheKey(rawValue: String(file.dropLast(".cache".count))))
        }
    }
}

/// A cache directory that is not in the state a test needs.
struct CacheFolderError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
