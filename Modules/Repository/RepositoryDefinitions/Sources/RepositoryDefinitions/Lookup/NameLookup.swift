import Foundation

/// One item of a list found by what a person types, the one way every feature's lookup finds one: the text is
/// trimmed; a source's own id (ignoring case) finds its item first; a text that is an r/SpaceX id (``DocumentID``)
/// no item has is an unknown id; else the item whose names best match (``NameMatches``), several at the best rank
/// being ambiguous. A feature supplies only what an item is called and how its messages read (`Failure`), as
/// `RocketLookup` and `LaunchpadLookup` do.
public struct NameLookup<Item: Sendable, Failure: NameLookupFailure>: Sendable {
    /// The items to search, in display order.
    public let items: [Item]
    /// An item's own id.
    private let id: @Sendable (Item) -> String
    /// An item's name as messages give it.
    private let name: @Sendable (Item) -> String
    /// Every name a person may type for an item.
    private let spellings: @Sendable (Item) -> [String]

    /// A lookup over `items`, each known by its `id` and its `spellings`, and named in messages by `name`.
    public init(
        _ items: [Item], id: @escaping @Sendable (Item) -> String, name: @escaping @Sendable (Item) -> String,
        spellings: @escaping @Sendable (Item) -> [String]
    ) {
        self.items = items
        self.id = id
        self.name = name
        self.spellings = spellings
    }

    /// The names of the items, in order, for messages.
    public var knownNames: [String] { items.map(name) }

    /// The item `query` names or identifies, or why there is none.
    public func find(_ query: String) -> Result<Item, Failure> {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !NameKey(trimmed).isEmpty else { return .failure(.missing(trimmed, isID: false, known: knownNames)) }
        if let item = items.first(where: { id($0).caseInsensitiveCompare(trimmed) == .orderedSame }) {
            return .success(item)
        }
        if DocumentID.isValid(trimmed) { return .failure(.missing(trimmed, isID: true, known: knownNames)) }
        let matches = NameMatches(trimmed, among: items, spellings: spellings)
        if let item = matches.single() { return .success(item) }
        guard matches.items.isEmpty else { return .failure(.ambiguous(trimmed, matches: matches.items.map(name))) }
        return .failure(.missing(trimmed, isID: false, known: knownNames))
    }
}
