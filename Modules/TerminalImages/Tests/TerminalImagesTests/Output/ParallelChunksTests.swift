import Foundation
import XCTest

@testable import TerminalImages

final class ParallelChunksTests: XCTestCase {
    /// The ranges one `forEach` call handed out, from whichever threads.
    private final class Ranges: @unchecked Sendable {
        // @unchecked: every access goes through `lock`.
        private let lock = NSLock()
        private var ranges: [Range<Int>] = []

        func add(_ range: Range<Int>) {
            lock.lock()
            ranges.append(range)
            lock.unlock()
        }

        var sorted: [Range<Int>] {
            lock.lock()
            defer { lock.unlock() }
            return ranges.sorted { $0.lowerBound < $1.lowerBound }
        }
    }

    private func ranges(of count: Int, work: Int, minimumWork: Int) -> [Range<Int>] {
        let ranges = Ranges()
        ParallelChunks.forEach(of: count, work: work, minimumWork: minimumWork) { ranges.add($0) }
        return ranges.sorted
    }

    func testLargeWorkIsSplitIntoRangesThatCoverEverythingOnce() {
        for count in [16, 17, 100, 600, 1_001] {
            let split = ranges(of: count, work: 10, minimumWork: 10)
            // Split whatever the number of cores (one core runs the ranges in turn).
            XCTAssertGreaterThan(split.count, 1, "count \(count)")
            XCTAssertEqual(split.first?.lowerBound, 0)
            XCTAssertEqual(split.last?.upperBound, count)
            for (left, right) in zip(split, split.dropFirst()) {
                XCTAssertEqual(left.upperBound, right.lowerBound, "count \(count)")
                XCTAssertFalse(left.isEmpty)
            }
        }
    }

    func testSmallWorkOrFewItemsStayOneRange() {
        XCTAssertEqual(ranges(of: 600, work: 9, minimumWork: 10), [0..<600])
        XCTAssertEqual(ranges(of: 15, work: 10, minimumWork: 10), [0..<15])
        XCTAssertEqual(ParallelChunks.chunkCount(of: 600, work: 9, minimumWork: 10), 1)
        XCTAssertGreaterThanOrEqual(ParallelChunks.chunkCount(of: 600, work: 10, minimumWork: 10), 16)
    }
}
