import Foundation
import RepositoryDefinitions

/// The live ``Sleeper``: `Task.sleep`, which throws `CancellationError` as soon as the task is cancelled.
public struct SystemSleeper: Sleeper {
    /// Creates a sleeper.
    public init() {}

    public func sleep(seconds: TimeInterval) async throws {
        try Task.checkCancellation()
        guard seconds > 0, seconds.isFinite else { return }
        try await Task.sleep(for: .seconds(seconds))
    }
}
