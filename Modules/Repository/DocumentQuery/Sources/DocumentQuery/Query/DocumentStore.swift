/// Where ``QueryEngine`` reads a collection's documents from: a parsed ``SpaceXDataset`` (the fake API server), or
/// JSON text kept as it is and read on demand (the offline archive, which reads only what a query needs).
public protocol DocumentStore: Sendable {
    /// Every document of `collection` in natural order (the order a query without `sort` answers in). A store may
    /// give only the top-level members named in `fields` (and `id`) of each: that is all a filter and a sort read.
    func documents(in collection: SpaceXCollection, reading fields: Set<String>) -> [OrderedJSON]

    /// The document at `position` of ``documents(in:reading:)``: whole when `fields` is nil; else a store may give
    /// only its top-level members named in `fields` (and `id`), all that a page's `select` keeps.
    func document(at position: Int, in collection: SpaceXCollection, reading fields: Set<String>?) -> OrderedJSON

    /// The document whose `id` is `id`, or nil: what `populate` puts in place of a reference. Whole when `fields`
    /// is nil; else a store may give only its top-level members named in `fields` (and `id`).
    func document(withID id: String, in collection: SpaceXCollection, reading fields: Set<String>?) -> OrderedJSON?
}

extension DocumentStore {
    /// The whole document at `position` of ``documents(in:reading:)``.
    public func document(at position: Int, in collection: SpaceXCollection) -> OrderedJSON {
        document(at: position, in: collection, reading: nil)
    }

    /// The whole document whose `id` is `id`, or nil.
    public func document(withID id: String, in collection: SpaceXCollection) -> OrderedJSON? {
        document(withID: id, in: collection, reading: nil)
    }
}
