import Foundation
import RepositoryDefinitions

/// A counting spy for ``Sleeper`` that never really sleeps: it records each requested delay.
///
/// It honours cancellation like `Task.sleep`, so retry loops can be shown to stop at once.
public final class SleeperSpy: Sleeper, Sendable {
    private let recorded = Locked<[TimeInterval]>([])
    /// Holds calls (after they are recorded) until the test releases them.
    public let gate = CallGate()

    /// Creates a spy.
    public init() {}

    /// Every delay asked for, in order.
    public var delays: [TimeInterval] { recorded.current }
    /// How many times `sleep` was called.
    public var sleepCallCount: Int { recorded.withLock { $0.count } }

    public func sleep(seconds: TimeInterval) async throws {
        recorded.withLock { $0.append(seconds) }
        await gate.pass()
        try Task.checkCancellation()
    }
}
