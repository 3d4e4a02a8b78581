import Foundation
import RepositoryDefinitions

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A response cache on disk that survives runs: one file per key, shared safely by several processes.
///
/// - Files use ``DiskCacheFileFormat``-style framing (magic, version, header, body, checksum); any file that
///   fails the checks is deleted and reported as absent, never a crash.
/// - Writes go to a unique hidden temp file in the same directory, then `rename(2)` it over the entry, so a
///   reader sees the old file or the new one, never half of one; temp files are never read, and ones left by
///   a crashed writer are removed after an hour.
/// - Modification times are the LRU clock: a write or a read sets the file's time to `now`, and when the
///   entries pass `byteLimit` the least recently used are deleted (files that vanish meanwhile are skipped).
/// - The directory is created on the first write; if it cannot be, ``store(_:for:)`` throws
///   ``CacheStoreError/notWritable(path:)``.
public struct DiskCacheStore: CacheStore {
    /// The directory holding the entries.
    public let directory: URL
    /// The most bytes the entry files may take together.
    public let byteLimit: Int
    private let now: @Sendable () -> Date

    /// The extension of entry files.
    static let entryExtension = "cache"
    /// The prefix of in-flight (or abandoned) temp files.
    static let tempPrefix = ".tmp-"
    /// How old a temp file must be before a sweep treats it as abandoned.
    static let abandonedTempAge: TimeInterval = 3600

    /// Creates a store in `directory` holding at most `byteLimit` bytes (50 MiB unless told); `now` is the LRU clock.
    public init(
        directory: URL, byteLimit: Int = 50 * 1024 * 1024, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.directory = directory
        self.byteLimit = byteLimit
        self.now = now
    }

    public func entry(for key: CacheKey) async -> CacheEntry? {
        let url = fileURL(for: key)
        let file: Data
        do {
            file = try Data(contentsOf: url)
        } catch {
            if FileManager.default.fileExists(atPath: url.path) { try? FileManager.default.removeItem(at: url) }
            return nil
        }
        switch DiskCacheFileFormat.decode(file, key: key) {
        case .success(let entry):
            try? FileManager.default.setAttributes([.modificationDate: now()], ofItemAtPath: url.path)
            return entry
        case .failure(.otherKey):
            return nil
        case .failure:
            try? FileManager.default.removeItem(at: url)
            return nil
        }
    }

    public func store(_ entry: CacheEntry, for key: CacheKey) async throws(CacheStoreError) {
        let file = DiskCacheFileFormat.encode(entry, key: key)
        guard file.count <= byteLimit else { throw .tooLarge(bytes: entry.body.count) }
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .notWritable(path: directory.path)
        }
        let destination = fileURL(for: key)
        let temp = directory.appendingPathComponent(
            "\(Self.tempPrefix)\(UUID().uuidString)-\(destination.lastPathComponent)")
        do {
            try file.write(to: temp)
            try? fileManager.setAttributes([.modificationDate: now()], ofItemAtPath: temp.path)
        } catch {
            try? fileManager.removeItem(at: temp)
            throw .notWritable(path: directory.path)
        }
        guard rename(temp.path, destination.path) == 0 else {
            try? fileManager.removeItem(at: temp)
            throw .notWritable(path: directory.path)
        }
        sweep(keeping: destination.lastPathComponent)
    }

    public func removeEntry(for key: CacheKey) async {
        try? FileManager.default.removeItem(at: fileURL(for: key))
    }

    /// Deletes every entry (and abandoned temp file); the directory itself stays.
    public func removeAll() async {
        for file in listing() {
            try? FileManager.default.removeItem(at: file.url)
        }
    }

    /// The bytes the entry files take now.
    func totalSize() async -> Int {
        listing().filter(\.isEntry).reduce(0) { $0 + $1.size }
    }

    /// The file holding `key`'s entry: the key when it is filename-safe, else a safe prefix plus a hash.
    func fileURL(for key: CacheKey) -> URL {
        directory.appendingPathComponent(Self.fileName(for: key))
    }

    static func fileName(for key: CacheKey) -> String {
        let raw = key.rawValue
        let safe = String(raw.unicodeScalars.map { isSafe($0) ? Character($0) : "_" })
        if safe == raw, !raw.isEmpty, !raw.hasPrefix("."), raw.utf8.count <= 150 {
            return "\(raw).\(entryExtension)"
        }
        let hash = FNV1a64.hex(FNV1a64.hash(Data(raw.utf8)))
        let prefix = safe.drop(while: { $0 == "." }).prefix(100)
        return "\(prefix)-\(hash).\(entryExtension)"
    }

    private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar))
    }

    private struct ListedFile {
        var url: URL
        var size: Int
        var modified: Date
        var isEntry: Bool
    }

    private func listing() -> [ListedFile] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        let urls =
            (try? FileManager.default.contentsOfDirectory(
                at: directory, includingPropertiesForKeys: keys, options: [])) ?? []
        return urls.compactMap { url in
            let name = url.lastPathComponent
            let isEntry = url.pathExtension == Self.entryExtension && !name.hasPrefix(".")
            guard isEntry || name.hasPrefix(Self.tempPrefix),
                let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true
            else { return nil }
            return ListedFile(
                url: url, size: values.fileSize ?? 0, modified: values.contentModificationDate ?? .distantPast,
                isEntry: isEntry)
        }
    }

    /// Runs `body` holding an advisory lock on the cache directory itself (no lock file), so sweeps of every
    /// process take turns; if the lock can't be had, runs it anyway (best effort).
    private func withSweepLock(_ body: () -> Void) {
        let descriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return body() }
        defer { close(descriptor) }
        var locked = flock(descriptor, LOCK_EX) == 0
        while !locked, errno == EINTR { locked = flock(descriptor, LOCK_EX) == 0 }
        defer { if locked { flock(descriptor, LOCK_UN) } }
        body()
    }

    /// Removes abandoned temp files, then least recently used entries until the total fits `byteLimit`.
    ///
    /// Sweeps of every process sharing the directory take turns (an advisory lock on the directory): two
    /// processes sweeping at once could otherwise each keep its own new entry and delete the other's, leaving the
    /// cache empty. Taking turns, each sweep sees every entry written before it, so the newest entry survives and
    /// the last sweep brings the total within the cap.
    private func sweep(keeping kept: String) {
        withSweepLock { evict(keeping: kept) }
    }

    private func evict(keeping kept: String) {
        let files = listing()
        let abandonedBefore = now().addingTimeInterval(-Self.abandonedTempAge)
        for temp in files where !temp.isEntry && temp.modified < abandonedBefore {
            try? FileManager.default.removeItem(at: temp.url)
        }
        let entries = files.filter(\.isEntry)
        var total = entries.reduce(0) { $0 + $1.size }
        guard total > byteLimit else { return }
        let oldestFirst = entries.sorted {
            ($0.modified, $0.url.lastPathComponent) < ($1.modified, $1.url.lastPathComponent)
        }
        for file in oldestFirst where file.url.lastPathComponent != kept {
            guard total > byteLimit else { return }
            try? FileManager.default.removeItem(at: file.url)
            total -= file.size
        }
    }
}
