/// The `options` of a query body, read the way mongoose-paginate-v2 reads them.
struct QueryOptions {
    /// The `page` option when it was sent (values below 1 become 1).
    var page: Int?
    /// The `offset` option when it was sent; it wins over `page`.
    var offset: Int?
    /// Documents per page; 0 means no limit (from `limit: 0` or a non-positive value).
    var limit: Int
    var sort: SortSpecification
    var projection: Projection
    var populate: [PopulateSpecification]
    /// False when `pagination: false` (or any falsy value) was sent: every match, in one page.
    var pagination: Bool

    /// Parses the options object; an absent or null value gives the defaults.
    static func parse(_ value: OrderedJSON?, collection: SpaceXCollection) throws(QueryError) -> QueryOptions {
        let options: OrderedJSONObject
        switch value {
        case nil, .null?: options = [:]
        case .object(let object)?: options = object
        case let other?: throw QueryError("options must be an object, got \(other)")
        }
        var limit = 10
        if options.keys.contains("limit") {
            let parsed = JavaScriptValues.parseInt(options["limit"]) ?? 0
            limit = parsed > 0 ? parsed : 0
        }
        var offset: Int?
        var page: Int?
        if options.keys.contains("offset") {
            offset = JavaScriptValues.parseInt(options["offset"]) ?? 0
            if let offset, offset < 0 {
                throw QueryError("BadValue: skip value must be non-negative, but received: \(offset)")
            }
        } else if options.keys.contains("page") {
            page = max(1, JavaScriptValues.parseInt(options["page"]) ?? 1)
        }
        return QueryOptions(
            page: page, offset: offset, limit: limit,
            sort: try SortSpecification.parse(options["sort"]),
            projection: try Projection.parse(options["select"] ?? options["projection"]),
            populate: try PopulateSpecification.parse(options["populate"], in: collection),
            pagination: options.keys.contains("pagination") ? JavaScriptValues.isTruthy(options["pagination"]) : true)
    }
}
