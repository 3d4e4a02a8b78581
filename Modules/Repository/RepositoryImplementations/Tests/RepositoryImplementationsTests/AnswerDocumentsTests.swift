import Foundation
import RepositoryDefinitions
import XCTest

@testable import RepositoryImplementations

/// `--json` documents come from the answer parsed once, linearly (issue 27 item 5): a page of documents holding
/// arrays nested 500 deep took minutes through `JSONValue(from:)`, whose every miss throws the whole coding path.
final class AnswerDocumentsTests: XCTestCase {
    private struct Launch: Decodable, Sendable {
        let id: String
    }

    /// `[[[…"x"…]]]`, `depth` arrays deep.
    private static func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + "\"x\"" + String(repeating: "]", count: depth)
    }

    private static func expectedNested(_ depth: Int) -> JSONValue {
        var value: JSONValue = "x"
        for _ in 0..<depth { value = .array([value]) }
        return value
    }

    /// An r/SpaceX page of `count` launches whose `deep` member nests 500 arrays.
    private static func deepPage(count: Int) -> Data {
        let documents = (0..<count).map { "{\"id\":\"l\($0)\",\"deep\":\(nested(500)),\"n\":1.5}" }
        return Data(
            ("{\"docs\":[" + documents.joined(separator: ",") + "],\"totalDocs\":\(count),\"limit\":\(count),"
                + "\"page\":1,\"totalPages\":1,\"hasNextPage\":false}").utf8)
    }

    func testEveryDocumentOfADeeplyNestedPageComesFromTheOnePass() throws {
        let body = Self.deepPage(count: 100)
        let documents = AnswerDocuments(body)
        let decoder = SpaceXJSON.makeDecoder()
        decoder.userInfo[AnswerDocuments.userInfoKey] = documents

        let page = try decoder.decode(PageEnvelope<Documented<Launch>>.self, from: body).page

        XCTAssertEqual(page.items.count, 100)
        // The work bound: every document was served by the linear parse, none decoded through the decoder (that
        // path, quadratic or worse in the nesting, is what took minutes).
        XCTAssertEqual(documents.served, 100)
        XCTAssertEqual(page.items[7].id, "l7")
        XCTAssertEqual(
            page.items[7].document,
            .object(["id": "l7", "deep": Self.expectedNested(500), "n": .double(1.5)]))
    }

    func testTheResponseDecoderGivesDocumentsTheParsedAnswer() throws {
        let page = try ResponseBodyDecoder.decodePage(
            of: Documented<Launch>.self, from: Self.deepPage(count: 3), limit: 3)

        XCTAssertEqual(page.items.map(\.id), ["l0", "l1", "l2"])
        XCTAssertEqual(
            page.items[2].document, .object(["id": "l2", "deep": Self.expectedNested(500), "n": .double(1.5)]))
    }

    func testLaunchLibraryPagesTakeTheirDocumentsFromTheOnePassToo() throws {
        let documents = (0..<3).map { "{\"id\":\"ll\($0)\",\"deep\":\(Self.nested(500))}" }
        let body = Data(
            ("{\"count\":3,\"next\":null,\"previous\":null,\"results\":[" + documents.joined(separator: ",") + "]}")
                .utf8)
        let answer = AnswerDocuments(body)
        let decoder = JSONDecoder()
        decoder.userInfo[AnswerDocuments.userInfoKey] = answer

        let page = try decoder.decode(OffsetPage<Documented<Launch>>.self, from: body)

        XCTAssertEqual(answer.served, 3, "Launch Library's results came from the linear parse")
        XCTAssertEqual(page.results[1].document, .object(["id": "ll1", "deep": Self.expectedNested(500)]))
    }

    func testDocumentsMatchWhatTheDecoderReads() throws {
        let body = Data(
            #"[{"id":"a","i":1,"w":1.0,"e":1e2,"d":2.5,"b":true,"z":null,"s":"\u00e9\n","o":{"k":[1,{}]}}]"#.utf8)
        let decoder = JSONDecoder()
        let direct = try decoder.decode([JSONValue].self, from: body)
        decoder.userInfo[AnswerDocuments.userInfoKey] = AnswerDocuments(body)

        let documented = try decoder.decode([Documented<Launch>].self, from: body)

        XCTAssertEqual(documented.map(\.document), direct)
    }

    func testARepeatedKeyKeepsItsFirstValueAsTheDecoderDoes() throws {
        let body = Data(#"[{"id":"a","k":1,"k":2}]"#.utf8)
        let documents = AnswerDocuments(body)
        let decoder = JSONDecoder()
        decoder.userInfo[AnswerDocuments.userInfoKey] = documents

        let documented = try decoder.decode([Documented<Launch>].self, from: body)

        XCTAssertEqual(documents.served, 1)
        XCTAssertEqual(documented.first?.document, try JSONDecoder().decode([JSONValue].self, from: body).first)
    }

    func testAPathTheBodyDoesNotHaveIsLeftToTheDecoder() {
        let documents = AnswerDocuments(Data(#"{"docs":[{"id":"a"}]}"#.utf8))

        XCTAssertNil(documents.document(at: [PageEnvelopeKey.nextPage]))
        XCTAssertEqual(documents.served, 0)
    }
}
