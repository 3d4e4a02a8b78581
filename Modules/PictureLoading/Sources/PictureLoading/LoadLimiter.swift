/// Lets at most `limit` pieces of work run at once; the others wait, first come first served.
///
/// A picture's download and decode may hold up to 160 MB while it runs, and a list asks for all its thumbnails
/// at once: the overlay runs its loads through one limiter so only a couple are in memory together.
actor LoadLimiter {
    /// The most pieces of work running at once (at least 1).
    let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var waiterWatchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// A limiter letting `limit` pieces of work run together.
    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Runs `work` once fewer than `limit` others run, and returns its result.
    nonisolated func run<T: Sendable>(_ work: @Sendable () async -> T) async -> T {
        await acquire()
        let result = await work()
        await release()
        return result
    }

    /// Returns once `count` pieces of work wait for their turn (for tests, which must not sleep).
    func waitForWaiting(_ count: Int) async {
        guard waiting.count < count else { return }
        await withCheckedContinuation { waiterWatchers.append((count, $0)) }
    }

    private func acquire() async {
        guard running >= limit else {
            running += 1
            return
        }
        await withCheckedContinuation { continuation in
            waiting.append(continuation)
            let ready = waiterWatchers.filter { $0.count <= waiting.count }
            waiterWatchers.removeAll { $0.count <= waiting.count }
            ready.forEach { $0.continuation.resume() }
        }
    }

    /// Hands the finished work's turn to the longest waiting, or frees it.
    private func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
