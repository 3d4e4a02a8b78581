import Foundation

/// The faults waiting to hit requests, settable from any thread while the server runs.
///
/// Rules are kept in the order they were added; a request takes the first rule that applies to its path (FIFO).
// @unchecked Sendable: `rules` is guarded by `lock`.
public final class FaultSchedule: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [FaultRule] = []

    /// Creates an empty schedule.
    public init() {}

    /// Adds `fault` for the next `count` requests whose path starts with `pathPrefix` (nil: any path).
    public func inject(_ fault: FakeFault, pathPrefix: String? = nil, count: Int = 1) {
        add(FaultRule(fault: fault, pathPrefix: pathPrefix, duration: .times(max(1, count))))
    }

    /// Adds `fault` for every request whose path starts with `pathPrefix` until `clear()`.
    public func injectUntilCleared(_ fault: FakeFault, pathPrefix: String? = nil) {
        add(FaultRule(fault: fault, pathPrefix: pathPrefix, duration: .untilCleared))
    }

    /// Adds a rule at the end of the queue.
    public func add(_ rule: FaultRule) {
        lock.withLock { pending.append(rule) }
    }

    /// The rules still waiting, in order.
    public var rules: [FaultRule] {
        lock.withLock { pending }
    }

    /// Removes every rule.
    public func clear() {
        lock.withLock { pending.removeAll() }
    }

    /// Takes the fault for a request to `path`: the first applicable rule, counted down and dropped when used up.
    public func take(forPath path: String) -> FakeFault? {
        lock.withLock {
            guard let index = pending.firstIndex(where: { $0.applies(to: path) }) else { return nil }
            let rule = pending[index]
            if case .times(let count) = rule.duration {
                if count <= 1 {
                    pending.remove(at: index)
                } else {
                    pending[index].duration = .times(count - 1)
                }
            }
            return rule.fault
        }
    }
}
