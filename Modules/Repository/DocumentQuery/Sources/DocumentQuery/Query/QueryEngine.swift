/// Runs a query body (`{query, options}`) against one collection, like the API's `Model.paginate(query, options)`:
/// the one query engine, which answers the offline archive's queries and the fake API server's.
public enum QueryEngine {
    /// The paginated answer object (`docs`, `totalDocs`, … in the real server's key order).
    ///
    /// The filter and the sort read only the top-level members they name from every document; only the documents
    /// of the page are read, and of them only the top-level members `select` keeps (a store that keeps text can
    /// skip the rest).
    public static func run(
        body: OrderedJSON, collection: SpaceXCollection, store: some DocumentStore, distortion: QueryDistortion? = nil
    ) throws(QueryError) -> OrderedJSON {
        var query: OrderedJSON = body["query"] ?? [:]
        if query.isNull { query = [:] }
        let filter = try FilterExpression.compile(query, textFields: collection.textSearchFields)
        var options = try QueryOptions.parse(body["options"], collection: collection)
        let fields = filter.topLevelFields.union(options.sort.keys.map { FilterExpression.topLevelField(of: $0.path) })
        let candidates = store.documents(in: collection, reading: fields)
        let matches = candidates.indices.filter { filter.matches(candidates[$0]) }
        if distortion == .pageOutOfRange, options.pagination, options.limit > 0 {
            let pages = max(1, (matches.count + options.limit - 1) / options.limit)
            if options.page != nil {
                options.page = pages + 1
            } else {
                options.offset = pages * options.limit
            }
        }
        let envelope = PaginationEnvelope(totalDocs: matches.count, options: options)
        var skip = envelope.skip
        if distortion == .duplicateAcrossPages, skip > 0 { skip -= 1 }
        // Only the documents up to the page's end need their order (none past an end too far to count).
        let pageEnd = envelope.take.flatMap { take in
            let (end, overflow) = skip.addingReportingOverflow(take)
            return overflow ? nil : end
        }
        let sorted = options.sort.sortedIndices(of: matches.map { candidates[$0] }, prefix: pageEnd).map { matches[$0] }
        let start = min(skip, sorted.count)
        let end = envelope.take.map { min(sorted.count, start + $0) } ?? sorted.count
        let pageFields = options.projection.topLevelFields
        let docs = sorted[start..<end].map { position in
            let document = store.document(at: position, in: collection, reading: pageFields)
            return options.populate.reduce(options.projection.apply(to: document)) { $1.apply(to: $0, store: store) }
        }
        return envelope.body(docs: docs)
    }
}
