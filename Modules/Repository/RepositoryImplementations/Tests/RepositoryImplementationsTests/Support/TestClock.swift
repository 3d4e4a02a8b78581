import Foundation
import RepositoryDefinitions
import RepositorySpies

/// A settable clock for freshness and Retry-After dates.
final class TestClock: Sendable {
    private let value: Locked<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        value = Locked(start)
    }

    var now: Date { value.current }
    var function: @Sendable () -> Date { { [value] in value.current } }

    func advance(by seconds: TimeInterval) {
        value.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
