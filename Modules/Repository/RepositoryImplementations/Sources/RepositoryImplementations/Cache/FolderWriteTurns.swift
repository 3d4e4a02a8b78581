/// Lets the writes of this process to one cache folder run one at a time, first come first served.
///
/// The folder's `flock` (``DirectoryLock``) makes processes take turns, and a writer waits for it only about a
/// second so another process holding it long cannot block a run. Writers of the same process would otherwise
/// contend for that lock too, and on a loaded machine a burst of them could wait past the bound and skip the
/// cache for no reason: taking turns here first, each holds the `flock` only against other processes.
actor FolderWriteTurns {
    /// The turns of every store in the process.
    static let shared = FolderWriteTurns()

    private var busy: Set<String> = []
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    /// Returns once it is the caller's turn to write to `folder`; hand the turn on with ``give(_:)``.
    func take(_ folder: String) async {
        if busy.insert(folder).inserted { return }
        await withCheckedContinuation { waiting[folder, default: []].append($0) }
    }

    /// Hands the turn on `folder` to the longest waiting writer, or frees it.
    func give(_ folder: String) {
        guard var queue = waiting[folder], !queue.isEmpty else {
            busy.remove(folder)
            return
        }
        let next = queue.removeFirst()
        waiting[folder] = queue.isEmpty ? nil : queue
        next.resume()
    }
}
