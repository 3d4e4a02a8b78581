import Foundation
import RepositoryDefinitions
import RepositorySpies

/// A settable clock for freshness and Retry-After dates.
final class TestClock: Sendable {
    private let value: Locked<Date>

    /// Where every test clock starts unless told otherwise.
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    init(_ start: Date = TestClock.start) {
        value = Locked(start)
    }

    var now: Date { value.current }
    var function: @Sendable () -> Date { { [value] in value.current } }

    func advance(by seconds: TimeInterval) {
        value.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
