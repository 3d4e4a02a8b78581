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
///   fails the checks is deleted and reported as absent, never a crash. A file over `byteLimit` is deleted
///   before it is read.
/// - Writes go to a unique hidden temp file in the same directory, named with the writer's process id, then
///   `rename(2)` it over the entry, so a reader sees the old file or the new one, never half of one; temp files
///   are never read. A temp file whose writer is gone (killed mid-write) is removed by the next sweep; one whose
///   writer cannot be told is removed after an hour. Temp files count toward `byteLimit`.
/// - Modification times are the LRU clock: a write or a read sets the file's time to `now`, and when the
///   files pass `byteLimit` the least recently used entries are deleted (files that vanish meanwhile are skipped).
/// - A write and its sweep hold an advisory lock on the directory, waiting for it at most `lockWait` (about a
///   second): a lock held longer by another process (a stopped `spacex`, `flock -x`) makes ``store(_:for:)``
///   throw ``CacheStoreError/locked(path:)`` at once for the rest of the run instead of blocking it.
/// - The directory is created on the first write; if it cannot be, ``store(_:for:)`` throws
///   ``CacheStoreError/notWritable(path:)``. A symbolic link to a folder is resolved once per write: the
///   entries, temp files and sweep live in the folder it points to, and links inside it are never followed.
public struct DiskCacheStore: CacheStore {
    /// The directory holding the entries.
    public let directory: URL
    /// The most bytes the entry files may take together.
    public let byteLimit: Int
    /// How long a write waits for another process's lock on the directory before giving up.
    let lockWait: Duration
    private let now: @Sendable () -> Date
    /// Whether a write already gave up waiting for the lock: later writes of this store give up at once.
    private let lockedOut = Locked(false)

    /// The extension of entry files.
    static let entryExtension = "cache"
    /// The prefix of in-flight (or abandoned) temp files.
    static let tempPrefix = ".tmp-"
    /// What comes before the writer's process id in a temp file's name: `.tmp-pid4242-<uuid>-<entry>`. Older
    /// versions named temps `.tmp-<uuid>-<entry>`, and a UUID may start with eight digits, so the mark tells them
    /// apart.
    static let writerMark = "pid"
    /// How old a temp file must be before a sweep treats it as abandoned.
    static let abandonedTempAge: TimeInterval = 3600

    /// Creates a store in `directory` holding at most `byteLimit` bytes (50 MiB unless told); a write waits at
    /// most `lockWait` for another process's lock; `now` is the LRU clock.
    public init(
        directory: URL, byteLimit: Int = 50 * 1024 * 1024, lockWait: Duration = .seconds(1),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.directory = directory
        self.byteLimit = byteLimit
        self.lockWait = lockWait
        self.now = now
    }

    public func entry(for key: CacheKey) async -> CacheEntry? {
        let url = fileURL(for: key)
        // Size-checked before it is read: a file larger than the whole cache may hold (a 2 GB sparse file put in
        // its place) is no entry of this store, and reading it whole would take gigabytes. Nor is anything but a
        // regular file (a FIFO would block the read).
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        guard status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= byteLimit else {
            try? FileManager.default.removeItem(at: url)
            return nil
        }
        let file: Data
        do {
            file = try Data(contentsOf: url)
            guard file.count <= byteLimit else { throw CocoaError(.fileReadTooLarge) }
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
        let folder = Self.resolvingLinks(directory)
        await FolderWriteTurns.shared.take(folder.path)
        do {
            try await write(file, to: folder, for: key)
        } catch {
            await FolderWriteTurns.shared.give(folder.path)
            throw error
        }
        await FolderWriteTurns.shared.give(folder.path)
    }

    /// Writes `file` as `key`'s entry in `folder` (links resolved) and sweeps it, holding the folder's lock;
    /// the caller holds this process's turn on the folder.
    private func write(_ file: Data, to folder: URL, for key: CacheKey) async throws(CacheStoreError) {
        let fileManager = FileManager.default
        guard !lockedOut.withLock({ $0 }) else { throw .locked(path: directory.path) }
        let lock = DirectoryLock(folder)
        guard await lock.acquire(within: lockWait) else {
            lockedOut.withLock { $0 = true }
            throw .locked(path: directory.path)
        }
        defer { lock.release() }
        let destination = folder.appendingPathComponent(Self.fileName(for: key))
        let temp = folder.appendingPathComponent(
            "\(Self.tempPrefix)\(Self.writerMark)\(getpid())-\(UUID().uuidString)-\(destination.lastPathComponent)")
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
        evict(in: folder, keeping: destination.lastPathComponent)
    }

    public func removeEntry(for key: CacheKey) async {
        try? FileManager.default.removeItem(at: fileURL(for: key))
    }

    /// Deletes every entry (and abandoned temp file); the directory itself stays.
    public func removeAll() async {
        for file in listing(Self.resolvingLinks(directory)) {
            try? FileManager.default.removeItem(at: file.url)
        }
    }

    /// The bytes the entry files take now.
    func totalSize() async -> Int {
        listing(Self.resolvingLinks(directory)).filter(\.isEntry).reduce(0) { $0 + $1.size }
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

    /// The entry and temp files directly in `folder` (regular files only: links are never followed).
    private func listing(_ folder: URL) -> [ListedFile] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.compactMap { name in
            let isEntry = name.hasSuffix(".\(Self.entryExtension)") && !name.hasPrefix(".")
            guard isEntry || name.hasPrefix(Self.tempPrefix) else { return nil }
            let url = folder.appendingPathComponent(name)
            var status = stat()
            guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            let modified = Date(
                timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec) + TimeInterval(status.st_mtim.tv_nsec) / 1e9)
            return ListedFile(url: url, size: Int(status.st_size), modified: modified, isEntry: isEntry)
        }
    }

    /// `directory` with symbolic links resolved (itself when it does not exist yet).
    static func resolvingLinks(_ directory: URL) -> URL {
        guard let resolved = realpath(directory.path, nil) else { return directory }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved), isDirectory: true)
    }

    /// Whether the temp file `name` was left by a writer that is gone: its name carries a process id that no
    /// longer runs. A temp file without one (an older version's) is judged by its age alone.
    static func writerIsGone(ofTemp name: String) -> Bool {
        let afterPrefix = name.dropFirst(tempPrefix.count)
        guard afterPrefix.hasPrefix(writerMark) else { return false }
        let rest = afterPrefix.dropFirst(writerMark.count)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let pid = Int32(digits), pid > 0, rest.dropFirst(digits.count).first == "-" else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes abandoned temp files, then least recently used entries until the files fit `byteLimit`.
    ///
    /// Runs under the directory lock, so sweeps of every process take turns: two processes sweeping at once could
    /// otherwise each keep its own new entry and delete the other's, leaving the cache empty. Taking turns, each
    /// sweep sees every entry written before it, so the newest entry survives and the last sweep brings the total
    /// within the cap.
    private func evict(in folder: URL, keeping kept: String) {
        let files = listing(folder)
        let abandonedBefore = now().addingTimeInterval(-Self.abandonedTempAge)
        var total = 0
        for file in files {
            let name = file.url.lastPathComponent
            if !file.isEntry, file.modified < abandonedBefore || Self.writerIsGone(ofTemp: name) {
                try? FileManager.default.removeItem(at: file.url)
            } else {
                total += file.size
            }
        }
        let entries = files.filter(\.isEntry)
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
