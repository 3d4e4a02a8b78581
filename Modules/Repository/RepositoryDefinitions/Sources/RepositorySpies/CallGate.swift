import Foundation
import RepositoryDefinitions

/// Holds spied calls until a test releases them, so tests can observe in-flight states without sleeping.
///
/// While `isHolding` is false calls pass straight through. A call is counted as arrived and, when the gate holds,
/// queued in one locked step: once ``waitForArrivals(_:timeout:)`` returns, every counted call that is held can be
/// released by ``releaseNext()``.
public final class CallGate: Sendable {
    /// A wait that ran out of time: says how many calls were awaited and how many came.
    public struct Timeout: Error, CustomStringConvertible {
        /// The number of calls awaited.
        public let expected: Int
        /// The number of calls that had arrived when the time ran out.
        public let arrived: Int
        /// The bound, in seconds.
        public let seconds: Double

        public var description: String {
            "CallGate: waited \(seconds) s for \(expected) call(s) to arrive; \(arrived) arrived"
        }
    }

    private struct Watcher {
        let id: Int
        let count: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var isHolding = false
        var waiting: [CheckedContinuation<Void, Never>] = []
        var arrivals = 0
        var nextWatcherID = 0
        var arrivalWatchers: [Watcher] = []
    }

    private let state = Locked(State())

    /// Creates a gate that lets calls through until ``hold()``.
    public init() {}

    /// Makes later calls wait until released.
    public func hold() { state.withLock { $0.isHolding = true } }

    /// How many calls are waiting now.
    public var waitingCount: Int { state.withLock { $0.waiting.count } }

    /// How many calls have reached the gate in all (held or not).
    public var arrivalCount: Int { state.withLock { $0.arrivals } }

    /// Lets the oldest waiting call go on; returns false when none waits.
    @discardableResult
    public func releaseNext() -> Bool {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.waiting.isEmpty ? nil : state.waiting.removeFirst()
        }
        next?.resume()
        return next != nil
    }

    /// Stops holding and lets every waiting call go on.
    public func releaseAll() {
        let all = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isHolding = false
            defer { state.waiting.removeAll() }
            return state.waiting
        }
        all.forEach { $0.resume() }
    }

    /// Returns once `count` calls in all have reached the gate (held or not); throws ``Timeout`` when they have
    /// not within `timeout` seconds, so a test that waits for a call that never comes fails instead of hanging.
    public func waitForArrivals(_ count: Int, timeout: Double = 10) async throws {
        let id = state.withLock { state -> Int in
            defer { state.nextWatcherID += 1 }
            return state.nextWatcherID
        }
        let expiry = Task { [weak self] in
            try? await Task.sleep(nanoseconds: UInt64(timeout * 1_000_000_000))
            self?.expire(watcher: id, seconds: timeout)
        }
        defer { expiry.cancel() }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let ready = state.withLock { state -> Bool in
                if state.arrivals >= count { return true }
                state.arrivalWatchers.append(Watcher(id: id, count: count, continuation: continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// The second half of every "what shows while a call is held" test, after ``hold()`` and starting `task`: once
    /// `count` calls have arrived, runs `whileHeld` (the checks of the state in between), then releases every call
    /// and waits, bounded, for `task` to end. Runs on the caller's actor, so `whileHeld` may read its state.
    @discardableResult
    public func release<Value: Sendable>(
        _ task: Task<Value, Never>, afterArrivals count: Int = 1, isolation: isolated (any Actor)? = #isolation,
        whileHeld: () throws -> Void
    ) async throws -> Value {
        try await waitForArrivals(count)
        try whileHeld()
        releaseAll()
        return try await BoundedWait.value(of: task, "the held task to end")
    }

    /// Called by a spy on every call: counts it and, while the gate holds, queues it until released.
    public func pass() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let (ready, passes) = state.withLock { state -> ([CheckedContinuation<Void, any Error>], Bool) in
                state.arrivals += 1
                let arrivals = state.arrivals
                let ready = state.arrivalWatchers.filter { $0.count <= arrivals }.map(\.continuation)
                state.arrivalWatchers.removeAll { $0.count <= arrivals }
                guard state.isHolding else { return (ready, true) }
                state.waiting.append(continuation)
                return (ready, false)
            }
            ready.forEach { $0.resume() }
            if passes { continuation.resume() }
        }
    }

    private func expire(watcher id: Int, seconds: Double) {
        let expired = state.withLock { state -> (Watcher, Int)? in
            guard let index = state.arrivalWatchers.firstIndex(where: { $0.id == id }) else { return nil }
            return (state.arrivalWatchers.remove(at: index), state.arrivals)
        }
        guard let (watcher, arrived) = expired else { return }
        watcher.continuation.resume(throwing: Timeout(expected: watcher.count, arrived: arrived, seconds: seconds))
    }
}
