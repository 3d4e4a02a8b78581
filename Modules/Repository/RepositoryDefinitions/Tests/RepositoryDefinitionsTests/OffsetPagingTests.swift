import Foundation
import Testing

@testable import RepositoryDefinitions

/// Offset paging (`limit`/`offset`, `{count, next, previous, results}`), query-parameter URLs and per-kind
/// freshness: the generic mechanisms beside page-numbered POST queries.
struct OffsetPagingTests {
    @Test func requestsAreValidated() {
        #expect(OffsetPageRequest(limit: 0) == nil && OffsetPageRequest(limit: 101) == nil)
        #expect(OffsetPageRequest(limit: 10, offset: -1) == nil)
        #expect(OffsetPageRequest(limit: 100, offset: 0) != nil)
    }

    @Test func aPageRequestBecomesItsOffsetAndBack() throws {
        let request = OffsetPageRequest(try #require(PageRequest(page: 3, limit: 20)))
        #expect(request.offset == 40 && request.limit == 20 && request.pageNumber == 3)
        #expect(request.next?.offset == 60)
        #expect(request.parameters.items.map(\.name) == ["limit", "offset"])
    }

    @Test func theEnvelopeDecodesAndBecomesAPage() throws {
        let json = """
            {"count": 45, "next": "https://api.example/2.3.0/launches/?limit=20&offset=40", "previous": null,
             "results": [1, 2]}
            """
        let envelope = try JSONDecoder().decode(OffsetPage<Int>.self, from: Data(json.utf8))
        #expect(envelope.count == 45 && envelope.results == [1, 2] && envelope.previous == nil)
        #expect(envelope.nextOffset == 40)
        let page = envelope.page(for: try #require(OffsetPageRequest(limit: 20, offset: 20)))
        #expect(page.page == 2 && page.totalPages == 3 && page.totalItems == 45)
        #expect(page.hasNextPage && page.nextPage == 3 && page.items == [1, 2])
        #expect(envelope.map { $0 * 10 }.results == [10, 20])
    }

    @Test func theLastSliceHasNoNextAndOddLinksAreNil() throws {
        let json = #"{"count": 0, "next": 7, "previous": "", "results": []}"#
        let envelope = try JSONDecoder().decode(OffsetPage<Int>.self, from: Data(json.utf8))
        #expect(envelope.next == nil && envelope.nextOffset == nil)
        let page = envelope.page(for: try #require(OffsetPageRequest(limit: 10)))
        #expect(page.totalPages == 1 && !page.hasNextPage && page.nextPage == nil)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(OffsetPage<Int>.self, from: Data(#"{"results": []}"#.utf8))
        }
        let noOffset = OffsetPage<Int>(count: 3, next: URL(string: "https://a.example/x/?limit=2"), results: [])
        #expect(noOffset.nextOffset == 0)
        let badOffset = OffsetPage<Int>(count: 3, next: URL(string: "https://a.example/x/?offset=-5"), results: [])
        #expect(badOffset.nextOffset == nil)
    }

    @Test func parametersMakeOneURLWhateverTheirOrder() throws {
        let base = try #require(URL(string: "https://api.example/2.3.0/"))
        let first = QueryParameters([
            ("search", "starship flight"), ("lsp__id", "121"), ("net__gte", "2026-05-01T00:00:00+00:00"),
        ])
        let second = QueryParameters([
            ("net__gte", "2026-05-01T00:00:00+00:00"), ("search", "starship flight"), ("lsp__id", "121"),
        ])
        #expect(first == second)
        let url = try #require(first.url(base: base, path: "/launches/"))
        #expect(
            url.absoluteString
                == "https://api.example/2.3.0/launches/?lsp__id=121&net__gte=2026-05-01T00:00:00%2B00:00&search=starship%20flight"
        )
        #expect(first["lsp__id"] == "121" && first["mode"] == nil)
        let merged = first.merging(QueryParameters([("mode", "list")]))
        #expect(merged["mode"] == "list" && merged.items.count == 4)
        #expect(
            QueryParameters().url(base: base, path: "launches/")?.absoluteString
                == "https://api.example/2.3.0/launches/")
    }

    @Test func eachKindHasItsLifetime() {
        enum Kind { case upcoming, past, vehicles, other }
        let lifetimes = FreshnessLifetimes<Kind>([.upcoming: 600, .past: 3 * 86_400, .vehicles: 86_400, .other: -5])
        let saved = Date(timeIntervalSince1970: 1_000_000)
        #expect(lifetimes.isFresh(.upcoming, storedAt: saved, now: saved.addingTimeInterval(599)))
        #expect(!lifetimes.isFresh(.upcoming, storedAt: saved, now: saved.addingTimeInterval(600)))
        #expect(lifetimes.isFresh(.past, storedAt: saved, now: saved.addingTimeInterval(2 * 86_400)))
        #expect(!lifetimes.isFresh(.other, storedAt: saved, now: saved))
        #expect(lifetimes.entry(Data([1]), of: .vehicles, storedAt: saved).maxAge == 86_400)
        #expect(FreshnessLifetimes<Kind>([:], fallback: 60).lifetime(of: .past) == 60)
    }
}
