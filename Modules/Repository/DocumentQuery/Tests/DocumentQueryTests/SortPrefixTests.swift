import Testing

@testable import DocumentQuery

/// A page's documents picked without sorting them all are the full sort's first ones: ties, missing and mixed
/// values, either direction, every prefix.
struct SortPrefixTests {
    /// Documents with repeated dates, missing and null ones, numbers and strings mixed, in a scrambled order.
    private let documents: [OrderedJSON] = (0..<60).map { index in
        let scrambled = (index * 37) % 60
        var document: OrderedJSONObject = ["id": .string("id\(scrambled)"), "n": .int(scrambled % 7)]
        switch scrambled % 5 {
        case 0: break
        case 1: document["date"] = .null
        case 2: document["date"] = .int(scrambled % 3)
        default: document["date"] = .string("2020-0\(scrambled % 9 + 1)")
        }
        return .object(document)
    }

    @Test(arguments: ["date", "-date", "date -n", "-date n", "n", "-n id"])
    func everyPrefixIsTheFullSortsStart(sort: String) throws {
        let specification = try SortSpecification.parse(.string(sort))
        let full = specification.sortedIndices(of: documents)
        #expect(Set(full) == Set(documents.indices))
        for prefix in [0, 1, 2, 10, 20, 29] {
            #expect(
                specification.sortedIndices(of: documents, prefix: prefix) == Array(full.prefix(prefix)), "\(prefix)")
        }
        #expect(specification.sortedIndices(of: documents, prefix: 45) == full, "a long prefix sorts them all")
    }

    @Test func aPageFarPastTheEndAnswersEmpty() throws {
        let dataset = SpaceXDataset(launches: documents)
        let body: OrderedJSON = ["options": ["sort": "-date", "offset": .int(Int.max / 2), "limit": 10]]
        let answer = try dataset.query(.launches, body: body)
        #expect(answer["docs"] == [])
        #expect(answer["totalDocs"] == 60)
    }
}
