import Foundation
import RepositoryDefinitions
import XCTest

@testable import RepositoryImplementations

/// `QueryFilter.hasPrefix`: sent as an anchored, escaped, case-insensitive `$regex`, and matched the same way by
/// the in-memory service that serves sample data.
final class PrefixFilterTests: XCTestCase {
    private let launches = APICollection(name: "launches", version: "v5")

    private func body(_ filter: QueryFilter) -> String {
        String(
            decoding: QueryBodyEncoder.body(for: CollectionQuery(collection: launches, filter: filter, limit: 10)),
            as: UTF8.self)
    }

    func testIsSentAsAnAnchoredCaseInsensitiveRegex() {
        XCTAssertEqual(
            body(.hasPrefix(field: "name", prefix: "crew-1")),
            #"{"options":{"limit":10,"page":1},"query":{"name":{"$options":"i","$regex":"^crew-1"}}}"#)
    }

    func testRegexCharactersInThePrefixMatchThemselves() {
        XCTAssertEqual(QueryBodyEncoder.regexLiteral("Galaxy 31 (23R)"), #"Galaxy 31 \(23R\)"#)
        XCTAssertEqual(
            QueryBodyEncoder.regexLiteral(#"a.b*c+d?e|f^g$h[i]j{k}l\m"#), #"a\.b\*c\+d\?e\|f\^g\$h\[i\]j\{k\}l\\m"#)
        let expression = try? NSRegularExpression(
            pattern: "^" + QueryBodyEncoder.regexLiteral("SES-18 (v1.5) & [x]"), options: .caseInsensitive)
        let text = "ses-18 (V1.5) & [X] more"
        XCTAssertNotNil(expression?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)))
        XCTAssertEqual(body(.hasPrefix(field: "id", prefix: "5e")).contains(#""_id":{"#), true)
    }

    func testTheInMemoryServiceMatchesNamesThatStartWithThePrefixIgnoringCase() async throws {
        let service = InMemoryAPIService(documents: [
            launches: ["Crew-1", "Crew-10", "crew dragon", "Ax-1", "(Crew)"].enumerated().map { index, name in
                .object(["id": .string("l\(index)"), "name": .string(name)])
            } + [.object(["id": "no-name"])]
        ])
        func names(_ prefix: String) async throws -> [String] {
            try await service.query(
                CollectionQuery(collection: launches, filter: .hasPrefix(field: "name", prefix: prefix), limit: 10),
                as: NamedDocument.self, policy: .returnFreshElseLoad
            ).value.items.map(\.name)
        }
        let crew1 = try await names("CREW-1")
        XCTAssertEqual(crew1, ["Crew-1", "Crew-10"])
        let crew = try await names("crew")
        XCTAssertEqual(crew, ["Crew-1", "Crew-10", "crew dragon"])
        let parenthesis = try await names("(c")
        XCTAssertEqual(parenthesis, ["(Crew)"])
        let none = try await names("rew")
        XCTAssertEqual(none, [])
    }
}
