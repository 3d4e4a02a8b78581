import Foundation
import RepositorySpies
import XCTest

@testable import RepositoryImplementations

/// The live sleeper: no wait for zero, negative or non-finite delays, a real wait for positive ones, and
/// cancellation honoured first. Nothing here measures time: an hour-long sleep stands for "still waiting".
final class SystemSleeperTests: XCTestCase {
    /// Zero and negative delays come back while an hour-long sleep is still waiting, and that one only ends
    /// when cancelled.
    func testZeroAndNegativeDelaysReturnWhileAPositiveOneWaitsUntilCancelled() async throws {
        let order = try await BoundedWait.value(of: "the three sleeps, the hour one cancelled") {
            await Self.sleepsInOrderOfEnding()
        }
        XCTAssertEqual(Set(order.prefix(2)), ["zero", "negative"])
        XCTAssertEqual(order.last, "hour cancelled")
    }

    /// Sleeps for an hour, zero and -5 s at once, cancels the hour once the other two end; the names in the
    /// order they ended.
    private static func sleepsInOrderOfEnding() async -> [String] {
        await withTaskGroup(of: String.self) { group -> [String] in
            group.addTask {
                do {
                    try await SystemSleeper().sleep(seconds: 3600)
                    return "hour ended"
                } catch {
                    return error is CancellationError ? "hour cancelled" : "hour failed"
                }
            }
            group.addTask { (try? await SystemSleeper().sleep(seconds: 0)).map { "zero" } ?? "zero threw" }
            group.addTask { (try? await SystemSleeper().sleep(seconds: -5)).map { "negative" } ?? "negative threw" }
            var order: [String] = []
            for await name in group {
                order.append(name)
                if order.count == 2 { group.cancelAll() }
            }
            return order
        }
    }

    /// `Duration.seconds` traps on NaN and infinity, so only the guard lets these calls return.
    func testNonFiniteDelaysReturnInsteadOfTrapping() async throws {
        try await SystemSleeper().sleep(seconds: .nan)
        try await SystemSleeper().sleep(seconds: .infinity)
        try await SystemSleeper().sleep(seconds: -.infinity)
    }

    func testACancelledTaskThrowsEvenForAZeroDelay() async throws {
        let task = Task { () -> Bool in
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                try await SystemSleeper().sleep(seconds: 0)
                return false
            } catch {
                return error is CancellationError
            }
        }
        let threw = try await BoundedWait.value(of: task, "the cancelled task to end")
        XCTAssertTrue(threw, "cancellation is checked before the no-wait shortcut")
    }

    func testACancelledTaskThrowsWithoutWaiting() async throws {
        let task = Task { () -> Bool in
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                try await SystemSleeper().sleep(seconds: 3600)
                return false
            } catch {
                return error is CancellationError
            }
        }
        let threw = try await BoundedWait.value(of: task, "the cancelled task to end")
        XCTAssertTrue(threw)
    }

    func testSystemRandomStaysInTheUnitInterval() {
        for _ in 0..<200 {
            XCTAssertTrue((0..<1).contains(SystemRandom.unitInterval()))
        }
    }
}
