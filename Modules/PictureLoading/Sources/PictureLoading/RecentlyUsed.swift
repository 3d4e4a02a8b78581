/// A dictionary that keeps at most `capacity` values, dropping the one used longest ago: what keeps the overlay's
/// decoded pictures and encodings bounded however many screens a session visits.
struct RecentlyUsed<Key: Hashable, Value> {
    /// The most values kept (at least 1).
    let capacity: Int
    private var values: [Key: Value] = [:]
    /// Keys from least to most recently used.
    private var order: [Key] = []

    /// An empty store of at most `capacity` values.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The keys held, least recently used first.
    var keys: [Key] { order }

    /// The value for `key`, marked as just used; nil when there is none.
    mutating func value(for key: Key) -> Value? {
        guard let value = values[key] else { return nil }
        touch(key)
        return value
    }

    /// The value for `key` without marking it used.
    func peek(_ key: Key) -> Value? { values[key] }

    /// Whether a value is held for `key`, without marking it used.
    func contains(_ key: Key) -> Bool { values[key] != nil }

    /// Keeps `value` for `key` as the most recently used, dropping the least recently used beyond capacity but
    /// never `key` nor a key in `keeping` (so the store grows while more than `capacity` are in use); returns the
    /// values dropped (so their owner can release what they hold).
    @discardableResult
    mutating func store(_ value: Value, for key: Key, keeping: Set<Key> = []) -> [Value] {
        values[key] = value
        touch(key)
        var dropped: [Value] = []
        var index = 0
        while order.count > capacity, index < order.count {
            let candidate = order[index]
            if candidate == key || keeping.contains(candidate) {
                index += 1
            } else {
                order.remove(at: index)
                if let value = values.removeValue(forKey: candidate) { dropped.append(value) }
            }
        }
        return dropped
    }

    /// Drops every value and returns them (so their owner can release what they hold).
    mutating func removeAll() -> [Value] {
        let dropped = order.compactMap { values[$0] }
        values = [:]
        order = []
        return dropped
    }

    private mutating func touch(_ key: Key) {
        if let index = order.firstIndex(of: key) { order.remove(at: index) }
        order.append(key)
    }
}
