/// The paging numbers of a query answer, computed exactly as mongoose-paginate-v2 computes them.
struct PaginationEnvelope: Equatable {
    /// How many matching documents to skip.
    var skip: Int
    /// How many to return after skipping; nil for all.
    var take: Int?
    var totalDocs: Int
    /// Present only when `offset` was sent, or when neither `page` nor `offset` was.
    var offset: Int?
    var limit: Int
    var totalPages: Int
    var page: Int
    var pagingCounter: Int
    var hasPrevPage: Bool
    var hasNextPage: Bool
    var prevPage: Int?
    var nextPage: Int?

    /// Computes the envelope for `totalDocs` matches under `options`.
    init(totalDocs: Int, options: QueryOptions) {
        let limit = options.limit
        var offset = options.offset
        var page = options.page ?? 1
        if options.offset == nil, options.page == nil { offset = 0 }
        let skip = options.offset ?? (page - 1) * limit
        if let offset, limit > 0 {
            page = (offset + limit) / limit
        }
        self.skip = options.pagination ? skip : 0
        self.take = options.pagination && limit > 0 ? limit : nil
        self.totalDocs = totalDocs
        self.offset = offset
        let pages = limit > 0 ? max(1, (totalDocs + limit - 1) / limit) : 1
        self.limit = totalDocs
        self.totalPages = 1
        self.page = page
        self.pagingCounter = (page - 1) * limit + 1
        self.hasPrevPage = false
        self.hasNextPage = false
        self.prevPage = nil
        self.nextPage = nil
        if options.pagination {
            self.limit = limit
            self.totalPages = pages
            if page > 1 {
                hasPrevPage = true
                prevPage = page - 1
            } else if page == 1, let offset, offset != 0 {
                hasPrevPage = true
                prevPage = 1
            }
            if page < pages {
                hasNextPage = true
                nextPage = page + 1
            }
        }
        if limit == 0 {
            self.limit = 0
            self.totalPages = 1
            self.page = 1
            self.pagingCounter = 1
            self.hasPrevPage = false
            self.hasNextPage = false
            self.prevPage = nil
            self.nextPage = nil
        }
    }

    /// The answer object: `docs` first, then the numbers in the real server's key order.
    func body(docs: [OrderedJSON]) -> OrderedJSON {
        var object: OrderedJSONObject = ["docs": .array(docs), "totalDocs": .int(totalDocs)]
        if let offset { object["offset"] = .int(offset) }
        object["limit"] = .int(limit)
        object["totalPages"] = .int(totalPages)
        object["page"] = .int(page)
        object["pagingCounter"] = .int(pagingCounter)
        object["hasPrevPage"] = .bool(hasPrevPage)
        object["hasNextPage"] = .bool(hasNextPage)
        object["prevPage"] = prevPage.map(OrderedJSON.int) ?? .null
        object["nextPage"] = nextPage.map(OrderedJSON.int) ?? .null
        return .object(object)
    }
}
