import Foundation

/// The items a typed name means, the one way every feature and source finds things by name: each item's names
/// (its spellings) are ranked with ``NameKey/rank(in:)`` and only the items of the best rank are kept, in the
/// order given. One item is the answer; several are ambiguous; none means no name matches.
public struct NameMatches<Item> {
    /// The best rank any item reached; nil when no item matched (or nothing was typed).
    public let rank: NameRank?
    /// The items of that rank, in the order given.
    public let items: [Item]

    /// The items among `items` whose names (`spellings`) best match `name`.
    public init(_ name: String, among items: [Item], spellings: (Item) -> [String]) {
        let key = NameKey(name)
        var best: NameRank?
        var found: [Item] = []
        for item in items {
            guard let rank = spellings(item).compactMap({ key.rank(in: NameKey($0)) }).min() else { continue }
            if best.map({ rank < $0 }) ?? true {
                best = rank
                found = [item]
            } else if rank == best {
                found.append(item)
            }
        }
        self.rank = best
        self.items = found
    }

    /// The one item meant, when exactly one matched at the best rank and, unless the whole name matched,
    /// nothing else could have (`unseen`: items the source holds but did not send, as in an answer cut short).
    public func single(unseen: Int = 0) -> Item? {
        guard items.count == 1, rank == .whole || unseen <= 0 else { return nil }
        return items[0]
    }
}
