import Foundation

/// One item found by what a person types, the one way every feature's lookup finds one among a list: a source's
/// own id (ignoring case) first; then, unless the text is an r/SpaceX id (``DocumentID``) that no item has, the
/// item whose names best match (``NameMatches``). The feature says what an item's id and names are, and words the
/// outcome in its own messages.
public enum NameLookup<Item> {
    /// The one item meant.
    case found(Item)
    /// The text is an r/SpaceX id that no item has.
    case unknownID
    /// Several items match as well as each other: these, in the order given.
    case ambiguous([Item])
    /// No item has this id or a name that matches (or the text has no letter or digit).
    case unknownName

    /// The item among `items` that `query` (already trimmed) identifies by `id` or names by one of its
    /// `spellings`.
    public init(_ query: String, among items: [Item], id: (Item) -> String, spellings: (Item) -> [String]) {
        guard !NameKey(query).isEmpty else {
            self = .unknownName
            return
        }
        if let item = items.first(where: { id($0).caseInsensitiveCompare(query) == .orderedSame }) {
            self = .found(item)
        } else if DocumentID.isValid(query) {
            self = .unknownID
        } else {
            let matches = NameMatches(query, among: items, spellings: spellings)
            if let item = matches.single() {
                self = .found(item)
            } else {
                self = matches.items.isEmpty ? .unknownName : .ambiguous(matches.items)
            }
        }
    }
}
