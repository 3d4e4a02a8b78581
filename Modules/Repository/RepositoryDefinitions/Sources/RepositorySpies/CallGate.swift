import Foundation
import RepositoryDefinitions

/// Holds spied calls until a test releases them, so tests can observe in-flight states without sleeping.
///
/// While `isHolding` is false calls pass straight through.
public final class CallGate: Sendable {
    private struct State {
        var isHolding = false
        var waiting: [CheckedContinuation<Void, Never>] = []
        var arrivals = 0
        var arrivalWatchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Locked(State())

    /// Creates a gate that lets calls through until ``hold()``.
    public init() {}

    /// Makes later calls wait until released.
    public func hold() { state.withLock { $0.isHolding = true } }

    /// How many calls are waiting now.
    public var waitingCount: Int { state.withLock { $0.waiting.count } }

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

    /// Returns once `count` calls in all have reached the gate (held or not).
    public func waitForArrivals(_ count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                if state.arrivals >= count { return true }
                state.arrivalWatchers.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Called by a spy on every call: counts it and waits while the gate holds.
    public func pass() async {
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.arrivals += 1
            let arrivals = state.arrivals
            let ready = state.arrivalWatchers.filter { $0.count <= arrivals }.map(\.continuation)
            state.arrivalWatchers.removeAll { $0.count <= arrivals }
            return ready
        }
        ready.forEach { $0.resume() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let passes = state.withLock { state -> Bool in
                guard state.isHolding else { return true }
                state.waiting.append(continuation)
                return false
            }
            if passes { continuation.resume() }
        }
    }
}
