/// A JSON object that remembers the order its keys were added in.
public struct OrderedJSONObject: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// The keys in order.
    public private(set) var keys: [String] = []
    private var storage: [String: OrderedJSON] = [:]

    /// Creates an object from key/value pairs in order; a repeated key keeps its first position and last value.
    public init(_ pairs: [(String, OrderedJSON)] = []) {
        storage.reserveCapacity(pairs.count)
        keys.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            self[key] = value
        }
    }

    /// Creates an object from key/value pairs in order, or nil when a key is repeated: what a parser reads, sized
    /// once instead of grown member by member.
    public init?(uniquePairs pairs: [(String, OrderedJSON)]) {
        storage.reserveCapacity(pairs.count)
        keys.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            guard storage.updateValue(value, forKey: key) == nil else { return nil }
            keys.append(key)
        }
    }

    /// Creates an object from a dictionary literal, in the literal's order.
    public init(dictionaryLiteral elements: (String, OrderedJSON)...) {
        self.init(elements)
    }

    /// The value for `key`; setting nil removes the key, setting a new key appends it.
    public subscript(key: String) -> OrderedJSON? {
        get { storage[key] }
        set {
            if let newValue {
                if storage.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if storage.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// The number of members.
    public var count: Int { keys.count }

    /// Whether there are no members.
    public var isEmpty: Bool { keys.isEmpty }

    /// The members in order.
    public func makeIterator() -> AnyIterator<(key: String, value: OrderedJSON)> {
        var index = 0
        return AnyIterator {
            guard index < keys.count else { return nil }
            defer { index += 1 }
            let key = keys[index]
            return (key, storage[key]!)
        }
    }

    /// Equal when both hold the same members, whatever their order.
    public static func == (lhs: OrderedJSONObject, rhs: OrderedJSONObject) -> Bool {
        lhs.storage == rhs.storage
    }
}
