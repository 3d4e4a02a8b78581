/// Runs a query body (`{query, options}`) against one collection, like `Model.paginate(query, options)`.
enum QueryEngine {
    /// The paginated answer object (`docs`, `totalDocs`, … in the real server's key order).
    static func run(
        body: OrderedJSON, collection: SpaceXCollection, dataset: SpaceXDataset, distortion: QueryDistortion? = nil
    ) throws(QueryError) -> OrderedJSON {
        var query: OrderedJSON = body["query"] ?? [:]
        if query.isNull { query = [:] }
        let filter = try FilterExpression.compile(query, textFields: collection.textSearchFields)
        var options = try QueryOptions.parse(body["options"], collection: collection)
        let matches = dataset.documentsInNaturalOrder(in: collection).filter(filter.matches)
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
        let sorted = options.sort.apply(to: matches)
        let start = min(skip, sorted.count)
        let end = envelope.take.map { min(sorted.count, start + $0) } ?? sorted.count
        let docs = sorted[start..<end].map { document in
            options.populate.reduce(options.projection.apply(to: document)) { $1.apply(to: $0, dataset: dataset) }
        }
        return envelope.body(docs: docs)
    }
}
