/// Where ``QueryEngine`` reads a collection's documents from: a parsed ``SpaceXDataset`` (the fake API server), or
/// JSON text kept as it is and read on demand (the offline archive, which reads only what a query needs).
public protocol DocumentStore: Sendable {
    /// Every document of `collection` in natural order (the order a query without `sort` answers in). A store may
    /// give only the top-level members named in `fields` (and `id`) of each: that is all a filter and a sort read.
    func documents(in collection: SpaceXCollection, reading fields: Set<String>) -> [OrderedJSON]

    /// The whole document at `position` of ``documents(in:reading:)``.
    func document(at position: Int, in collection: SpaceXCollection) -> OrderedJSON

    /// The whole document whose `id` is `id`, or nil: what `populate` puts in place of a reference.
    func document(withID id: String, in collection: SpaceXCollection) -> OrderedJSON?
}
