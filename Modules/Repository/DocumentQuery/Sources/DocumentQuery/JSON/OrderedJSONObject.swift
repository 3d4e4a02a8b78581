/// A JSON object that remembers the order its keys were added in.
///
/// The members are kept in order in one array; an object of more than ``indexThreshold`` members also keeps the
/// position of each key. Most objects a query meets are small (the members a sort reads, a page's `select`, a
/// populated rocket's name and type): one array is cheaper to build, walk and free than a dictionary beside an
/// array of keys, walking it needs no hashing, and finding a key among a few compares less than hashing it.
public struct OrderedJSONObject: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// One member: its key and value.
    public typealias Member = (key: String, value: OrderedJSON)

    /// The members in order.
    private var members: [Member] = []
    /// The position of each key, for objects of more than ``indexThreshold`` members; nil for smaller ones.
    private var positions: [String: Int]?

    /// The most members an object finds a key among by comparing each.
    static let indexThreshold = 16

    /// Creates an object from key/value pairs in order; a repeated key keeps its first position and last value.
    public init(_ pairs: [(String, OrderedJSON)] = []) {
        members.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            self[key] = value
        }
    }

    /// Creates an object from its members in order, or nil when a key is repeated: what a parser reads, kept as
    /// it is given.
    public init?(uniquePairs pairs: [Member]) {
        if pairs.count > Self.indexThreshold {
            var positions = [String: Int](minimumCapacity: pairs.count)
            for (position, member) in pairs.enumerated() {
                guard positions.updateValue(position, forKey: member.key) == nil else { return nil }
            }
            self.positions = positions
        } else {
            for later in pairs.indices.dropFirst() {
                for earlier in 0..<later where pairs[earlier].key == pairs[later].key { return nil }
            }
        }
        members = pairs
    }

    /// Creates an object from a dictionary literal, in the literal's order.
    public init(dictionaryLiteral elements: (String, OrderedJSON)...) {
        self.init(elements)
    }

    /// The keys in order.
    public var keys: [String] { members.map(\.key) }

    /// The value for `key`; setting nil removes the key, setting a new key appends it.
    public subscript(key: String) -> OrderedJSON? {
        get { position(of: key).map { members[$0].value } }
        set {
            if let position = position(of: key) {
                if let newValue {
                    members[position].value = newValue
                } else {
                    members.remove(at: position)
                    positions = nil
                    indexIfLarge()
                }
            } else if let newValue {
                members.append((key, newValue))
                if positions != nil { positions?[key] = members.count - 1 } else { indexIfLarge() }
            }
        }
    }

    /// The number of members.
    public var count: Int { members.count }

    /// Whether there are no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The members in order.
    public func makeIterator() -> IndexingIterator<[Member]> {
        members.makeIterator()
    }

    /// Equal when both hold the same members, whatever their order.
    public static func == (lhs: OrderedJSONObject, rhs: OrderedJSONObject) -> Bool {
        lhs.count == rhs.count && lhs.members.allSatisfy { rhs[$0.key] == $0.value }
    }

    /// Where `key` is among the members.
    private func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return members.firstIndex { $0.key == key }
    }

    /// Indexes the keys once the object has more than ``indexThreshold`` members.
    private mutating func indexIfLarge() {
        guard positions == nil, members.count > Self.indexThreshold else { return }
        var positions = [String: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() {
            positions[member.key] = position
        }
        self.positions = positions
    }
}
