import Foundation

/// Why a ``NameLookup`` found no single item, in the words of the feature that looks: each feature's lookup error
/// says how these read (`no rocket named "Falcon 7"; known rockets: …`).
public protocol NameLookupFailure: Error {
    /// No item has `query` as its id or name (`query` is empty when nothing was typed); `isID` when the text is an
    /// r/SpaceX id; `known` are the names of the items there are.
    static func missing(_ query: String, isID: Bool, known: [String]) -> Self
    /// Several items match `query` as well as each other; `matches` are their names.
    static func ambiguous(_ query: String, matches: [String]) -> Self
}
