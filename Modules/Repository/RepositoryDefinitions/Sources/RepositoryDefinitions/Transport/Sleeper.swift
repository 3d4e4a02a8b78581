import Foundation

/// Waits between retries; injected so tests never really sleep.
public protocol Sleeper: Sendable {
    /// Suspends for `seconds`, throwing `CancellationError` as soon as the task is cancelled.
    func sleep(seconds: TimeInterval) async throws
}
