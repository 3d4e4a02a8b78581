import Foundation
import XCTest

@testable import RepositoryImplementations

final class SystemSleeperTests: XCTestCase {
    func testZeroAndNegativeDelaysReturnAtOnce() async throws {
        try await SystemSleeper().sleep(seconds: 0)
        try await SystemSleeper().sleep(seconds: -1)
        try await SystemSleeper().sleep(seconds: .nan)
    }

    func testACancelledTaskThrowsWithoutWaiting() async {
        let task = Task { () -> Bool in
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                try await SystemSleeper().sleep(seconds: 3600)
                return false
            } catch {
                return error is CancellationError
            }
        }
        let threw = await task.value
        XCTAssertTrue(threw)
    }

    func testCancellingDuringASleepThrows() async {
        let task = Task { () -> Bool in
            do {
                try await SystemSleeper().sleep(seconds: 3600)
                return false
            } catch {
                return error is CancellationError
            }
        }
        task.cancel()
        let threw = await task.value
        XCTAssertTrue(threw)
    }

    func testSystemRandomStaysInTheUnitInterval() {
        for _ in 0..<200 {
            XCTAssertTrue((0..<1).contains(SystemRandom.unitInterval()))
        }
    }

    func testSleepingASmallDelayReturns() async throws {
        try await SystemSleeper().sleep(seconds: 0.001)
    }
}
