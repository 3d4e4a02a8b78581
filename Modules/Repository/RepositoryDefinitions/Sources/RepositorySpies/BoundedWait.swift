import Foundation
import RepositoryDefinitions

/// Awaits async work in a test for at most a few seconds, so a test whose work never ends fails saying what it
/// waited for instead of hanging the whole suite.
///
/// The work runs in its own task and the wait ends at whichever comes first: the work's result or the bound. A
/// task group would not do: leaving a group waits for every child, so work that never ends would still hang it.
/// On a timeout the work is cancelled and left behind.
public enum BoundedWait {
    /// A wait that ran out of time: says what was awaited and for how long.
    public struct Timeout: Error, CustomStringConvertible {
        /// What the test waited for, in words ("the old load to finish").
        public let awaited: String
        /// The bound, in seconds.
        public let seconds: Double

        public var description: String { "waited \(seconds) s for \(awaited); it did not come" }
    }

    /// The default bound, in seconds: long enough for a loaded two-core machine, short enough to fail fast.
    public static let defaultSeconds: Double = 10

    /// The result of `work`, or ``Timeout`` naming `awaited` once `seconds` pass without one.
    public static func value<Value: Sendable>(
        of awaited: String, within seconds: Double = defaultSeconds,
        _ work: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let pending = Locked<CheckedContinuation<Value, any Error>?>(nil)
        let finish = { @Sendable (result: Result<Value, any Error>) in
            let continuation = pending.withLock { state in
                defer { state = nil }
                return state
            }
            continuation?.resume(with: result)
        }
        var worker: Task<Void, Never>?
        var timer: Task<Void, Never>?
        defer {
            worker?.cancel()
            timer?.cancel()
        }
        return try await withCheckedThrowingContinuation { continuation in
            pending.withLock { $0 = continuation }
            worker = Task {
                do { finish(.success(try await work())) } catch { finish(.failure(error)) }
            }
            timer = Task {
                try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
                finish(.failure(Timeout(awaited: awaited, seconds: seconds)))
            }
        }
    }

    /// Waits for `task` to end, for at most `seconds`; throws ``Timeout`` naming `awaited` otherwise.
    public static func value<Value: Sendable>(
        of task: Task<Value, Never>, _ awaited: String, within seconds: Double = defaultSeconds
    ) async throws -> Value {
        try await value(of: awaited, within: seconds) { await task.value }
    }
}
