import Foundation
import RepositoryDefinitions
import XCTest

@testable import RepositoryImplementations

final class ResponseBodyDecoderTests: XCTestCase {
    private func pageError(_ body: String, contentType: String? = "application/json") -> RepositoryError? {
        do {
            _ = try ResponseBodyDecoder.decodePage(of: TestLaunch.self, from: Data(body.utf8), contentType: contentType)
            XCTFail("expected a failure for \(body)")
            return nil
        } catch {
            return error
        }
    }

    func testDecodesTheEnvelopeMappingDocsAndTotalDocs() throws {
        let page = try ResponseBodyDecoder.decodePage(of: TestLaunch.self, from: Data(Responses.onePage.utf8))
        XCTAssertEqual(page.items.map(\.name), ["FalconSat"])
        XCTAssertEqual(page.items.first?.flightNumber, 1)
        XCTAssertEqual(page.totalItems, 1)
        XCTAssertEqual(page.page, 1)
        XCTAssertEqual(page.limit, 10)
        XCTAssertEqual(page.totalPages, 1)
        XCTAssertFalse(page.hasNextPage)
        XCTAssertNil(page.nextPage)
    }

    func testDerivesThePageFromOffsetWhenPageIsMissing() throws {
        let body = #"{"docs":[],"totalDocs":205,"offset":200,"limit":5,"totalPages":41,"hasNextPage":false}"#
        let page = try ResponseBodyDecoder.decodePage(of: TestLaunch.self, from: Data(body.utf8))
        XCTAssertEqual(page.page, 41)
        let noOffset = #"{"docs":[],"totalDocs":0,"limit":0,"totalPages":1,"hasNextPage":false}"#
        XCTAssertEqual(try ResponseBodyDecoder.decodePage(of: TestLaunch.self, from: Data(noOffset.utf8)).page, 1)
    }

    func testEmptyAndWhitespaceBodiesAreEmpty() {
        XCTAssertEqual(pageError(""), .invalidResponse(.empty))
        XCTAssertEqual(pageError(" \n\t"), .invalidResponse(.empty))
    }

    func testHTMLAndPlainTextAreNotJSONWithTheDeclaredType() {
        XCTAssertEqual(
            pageError("<html><body>Bad gateway</body></html>", contentType: "text/html"),
            .invalidResponse(.notJSON(contentType: "text/html")))
        XCTAssertEqual(pageError("OK", contentType: nil), .invalidResponse(.notJSON(contentType: nil)))
        XCTAssertEqual(
            pageError("{\"docs\":[]}", contentType: "text/html; charset=utf-8"),
            .invalidResponse(.notJSON(contentType: "text/html; charset=utf-8")))
    }

    func testBodiesThatEndEarlyAreTruncated() {
        let full = Responses.onePage
        for cut in [1, 10, 40, 60, full.count - 1] {
            XCTAssertEqual(pageError(String(full.prefix(cut))), .invalidResponse(.truncated), "cut at \(cut)")
        }
        XCTAssertEqual(pageError(#"{"docs":["a\"b"#), .invalidResponse(.truncated))
    }

    func testBalancedButInvalidJSONIsNotJSON() {
        XCTAssertEqual(pageError("{docs: []}"), .invalidResponse(.notJSON(contentType: "application/json")))
        XCTAssertEqual(pageError("{}}"), .invalidResponse(.notJSON(contentType: "application/json")))
    }

    func testWrongShapeNamesTheWirePath() {
        let badDate = Responses.onePage.replacingOccurrences(of: "2006-03-24T22:30:00.000Z", with: "soon")
        guard case .invalidResponse(.wrongShape(let path, let detail))? = pageError(badDate) else {
            return XCTFail("expected wrongShape")
        }
        XCTAssertEqual(path, "docs[0].date_utc")
        XCTAssertTrue(detail.contains("soon"), detail)

        let badNumber = Responses.onePage.replacingOccurrences(
            of: #""flight_number":1"#, with: #""flight_number":"one""#)
        XCTAssertEqual(
            pageError(badNumber),
            .invalidResponse(.wrongShape(codingPath: "docs[0].flight_number", detail: "expected a number")))

        let missingName = Responses.onePage.replacingOccurrences(of: #""name":"FalconSat","#, with: "")
        XCTAssertEqual(
            pageError(missingName), .invalidResponse(.wrongShape(codingPath: "docs[0].name", detail: "missing field")))

        let nullName = Responses.onePage.replacingOccurrences(of: #""name":"FalconSat""#, with: #""name":null"#)
        XCTAssertEqual(
            pageError(nullName),
            .invalidResponse(.wrongShape(codingPath: "docs[0].name", detail: "expected a string, found null")))

        let missingTotal = Responses.onePage.replacingOccurrences(of: #""totalDocs":1,"#, with: "")
        XCTAssertEqual(
            pageError(missingTotal), .invalidResponse(.wrongShape(codingPath: "totalDocs", detail: "missing field")))

        let docsNotList = #"{"docs":{},"totalDocs":0,"limit":1,"totalPages":1,"hasNextPage":false}"#
        XCTAssertEqual(
            pageError(docsNotList), .invalidResponse(.wrongShape(codingPath: "docs", detail: "expected a list")))

        let flagNotBool = Responses.onePage.replacingOccurrences(of: #""hasNextPage":false"#, with: #""hasNextPage":0"#)
        XCTAssertEqual(
            pageError(flagNotBool),
            .invalidResponse(.wrongShape(codingPath: "hasNextPage", detail: "expected true or false")))
    }

    /// Issue 27.8: a fraction or 1e308 where a whole number belongs names the field (it said "not valid JSON").
    func testAFractionOrAHugeNumberInAWholeNumberFieldNamesIt() {
        for number in ["1.5", "1e308", "-1e308", "99999999999999999999"] {
            let body = Responses.onePage.replacingOccurrences(
                of: #""flight_number":1"#, with: #""flight_number":"# + number)
            XCTAssertEqual(
                pageError(body),
                .invalidResponse(
                    .wrongShape(codingPath: "docs[0].flight_number", detail: "expected a whole number, found \(number)")
                ),
                number)
        }
        let numbers = WholeNumberProbe.numbersNoIntHolds(in: Array(#"{"a":[1,2.5,{"b\"":3e2}],"c":-0.0}"#.utf8))
        XCTAssertEqual(numbers.map(\.path), ["a[1]", "a[2].b\\\"", "c"])
    }

    /// Issue 27.8: a lone surrogate escape is named as such (it said "not JSON").
    func testALoneSurrogateIsNamed() {
        let body = Responses.onePage.replacingOccurrences(of: #""name":"FalconSat""#, with: #""name":"Falcon\ud800""#)
        XCTAssertEqual(pageError(body), .invalidResponse(.loneSurrogate))
        XCTAssertEqual(
            RepositoryError.invalidResponse(.loneSurrogate).userMessage,
            "The SpaceX API sent JSON text with a lone surrogate escape (like \\ud800), which is no character.")
        XCTAssertFalse(ResponseBodyDecoder.hasLoneSurrogate(Data(#"{"a":"\ud83d\ude80 \\ud800"}"#.utf8)))
        XCTAssertTrue(ResponseBodyDecoder.hasLoneSurrogate(Data(#"{"a":"\ude80"}"#.utf8)))
    }

    func testAnItemOfTheWrongKindIsAWrongShapeAtTheRoot() {
        XCTAssertThrowsError(try ResponseBodyDecoder.decodeItem(TestLaunch.self, from: Data("[1]".utf8))) { error in
            XCTAssertEqual(
                error as? RepositoryError, .invalidResponse(.wrongShape(codingPath: "", detail: "expected an object")))
        }
    }

    func testSnakeCaseOfCodingKeys() {
        XCTAssertEqual(ResponseBodyDecoder.snakeCase("dateUtc"), "date_utc")
        XCTAssertEqual(ResponseBodyDecoder.snakeCase("launchLibraryID"), "launch_library_id")
        XCTAssertEqual(ResponseBodyDecoder.snakeCase("youtubeId"), "youtube_id")
        XCTAssertEqual(ResponseBodyDecoder.snakeCase("URLValue"), "url_value")
        XCTAssertEqual(ResponseBodyDecoder.snakeCase("stage2"), "stage2")
        XCTAssertEqual(ResponseBodyDecoder.snakeCase("already_snake"), "already_snake")
    }

    func testShapeScanner() {
        XCTAssertEqual(JSONShapeScanner.scan(Data()), .empty)
        XCTAssertEqual(JSONShapeScanner.scan(Data("  [1,2]".utf8)), .container)
        XCTAssertEqual(JSONShapeScanner.scan(Data(#"["}"]"#.utf8)), .container)
        XCTAssertEqual(JSONShapeScanner.scan(Data(#"["\\"#.utf8)), .unterminated)
        XCTAssertEqual(JSONShapeScanner.scan(Data("true".utf8)), .notJSON)
    }
}
