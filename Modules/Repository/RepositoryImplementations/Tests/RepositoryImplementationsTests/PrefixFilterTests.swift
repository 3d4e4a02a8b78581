import Foundation
import RepositoryDefinitions
import XCTest

@testable import RepositoryImplementations

/// `QueryFilter.hasPrefix`: sent as an anchored, case-insensitive `$regex` that compares names as every lookup
/// does (``NameKey``), and matched the same way by the in-memory service that serves sample data.
final class PrefixFilterTests: XCTestCase {
    private let launches = APICollection(name: "launches", version: "v5")

    private func body(_ filter: QueryFilter) -> String {
        String(
            decoding: QueryBodyEncoder.body(for: CollectionQuery(collection: launches, filter: filter, limit: 10)),
            as: UTF8.self)
    }

    func testIsSentAsAnAnchoredCaseInsensitiveRegexOverTheNamesLettersAndDigits() {
        let gap = #"[^\\p{L}\\p{N}]*"#
        XCTAssertEqual(
            body(.hasPrefix(field: "name", prefix: "crew-1")),
            #"{"options":{"limit":10,"page":1},"query":{"name":{"$options":"i","$regex":"^"#
                + [gap + "c", "r", "e", "w", "1"].joined(separator: gap) + #""}}}"#)
        XCTAssertEqual(body(.hasPrefix(field: "id", prefix: "5e")).contains(#""_id":{"#), true)
    }

    func testRegexCharactersInThePrefixAreNoPartOfTheName() {
        XCTAssertEqual(
            body(.hasPrefix(field: "name", prefix: #"a.b*c+d?e|f^g$h[i]j{k}l\m"#)),
            body(.hasPrefix(field: "name", prefix: "abcdefghijklm")))
    }

    func testTheInMemoryServiceMatchesNamesThatStartWithThePrefixIgnoringCaseAndPunctuation() async throws {
        let service = InMemoryAPIService(documents: [
            launches: ["Crew-1", "Crew-10", "crew dragon", "Ax-1", "(Crew)", "Crew 2"].enumerated().map {
                index, name in
                .object(["id": .string("l\(index)"), "name": .string(name)])
            } + [.object(["id": "no-name"])]
        ])
        func names(_ prefix: String) async throws -> [String] {
            try await service.query(
                CollectionQuery(collection: launches, filter: .hasPrefix(field: "name", prefix: prefix), limit: 10),
                as: NamedDocument.self, policy: .returnFreshElseLoad
            ).value.items.map(\.name)
        }
        for typed in ["CREW-1", "crew 1", "CREW_1", "crew1"] {
            let crew1 = try await names(typed)
            XCTAssertEqual(crew1, ["Crew-1", "Crew-10"], typed)
        }
        let crew = try await names("crew")
        XCTAssertEqual(crew, ["Crew-1", "Crew-10", "crew dragon", "(Crew)", "Crew 2"])
        let parenthesis = try await names("(crew)")
        XCTAssertEqual(parenthesis, crew)
        let none = try await names("rew")
        XCTAssertEqual(none, [])
    }
}
