import XCTest

@testable import LoopbackHTTPServer

final class HTTPRequestHeadParserTests: XCTestCase {
    private func parse(_ text: String, maxHead: Int = 1024, maxBody: Int = 1024) -> HTTPRequestHeadParser.Outcome {
        HTTPRequestHeadParser.parse(Array(text.utf8), maxHeadBytes: maxHead, maxBodyBytes: maxBody)
    }

    func testParsesRequestLineHeadersAndLength() {
        let text = "POST /v5/launches/query?x=1 HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nX-Two:  b \r\n\r\n{}"
        guard case .complete(let head, let consumed) = parse(text) else { return XCTFail("not complete") }
        XCTAssertEqual(head.method, "POST")
        XCTAssertEqual(head.target, "/v5/launches/query?x=1")
        XCTAssertEqual(head.version, "HTTP/1.1")
        XCTAssertEqual(head.contentLength, 2)
        XCTAssertEqual(head.headers["x-two"], "b")
        XCTAssertFalse(head.expectsContinue)
        XCTAssertEqual(consumed, text.utf8.count - 2)
        let request = head.request(body: Data("{}".utf8))
        XCTAssertEqual(request.path, "/v5/launches/query")
        XCTAssertEqual(request.query, "x=1")
    }

    func testIncompleteUntilBlankLine() {
        XCTAssertEqual(parse("GET / HTTP/1.1\r\nHost: a\r\n"), .incomplete)
        XCTAssertEqual(parse("GE"), .incomplete)
    }

    func testRejectsChunkedBodiesWithLengthRequired() {
        let outcome = parse("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n")
        XCTAssertEqual(outcome, .rejected(status: 411, message: "Length Required"))
    }

    func testRejectsMalformedRequests() {
        XCTAssertEqual(parse("GET\r\n\r\n"), .rejected(status: 400, message: "Bad Request"))
        XCTAssertEqual(parse("GET nopath HTTP/1.1\r\n\r\n"), .rejected(status: 400, message: "Bad Request"))
        XCTAssertEqual(parse("GET / HTTP/1.1\r\nno colon\r\n\r\n"), .rejected(status: 400, message: "Bad Request"))
        XCTAssertEqual(parse("GET / HTTP/1.1\r\n folded: x\r\n\r\n"), .rejected(status: 400, message: "Bad Request"))
        XCTAssertEqual(
            parse("GET / HTTP/1.1\r\nContent-Length: x\r\n\r\n"), .rejected(status: 400, message: "Bad Request"))
        XCTAssertEqual(
            parse("GET / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n"),
            .rejected(status: 400, message: "Bad Request"))
        XCTAssertEqual(
            parse("GET / HTTP/2.0\r\n\r\n"), .rejected(status: 505, message: "HTTP Version Not Supported"))
    }

    func testRejectsOversizedHeadsAndBodies() {
        let longHeader = "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 100) + "\r\n\r\n"
        XCTAssertEqual(
            parse(longHeader, maxHead: 50), .rejected(status: 431, message: "Request Header Fields Too Large"))
        XCTAssertEqual(
            parse("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 100), maxHead: 50),
            .rejected(status: 431, message: "Request Header Fields Too Large"))
        XCTAssertEqual(
            parse("POST / HTTP/1.1\r\nContent-Length: 5000\r\n\r\n", maxBody: 10),
            .rejected(status: 413, message: "Payload Too Large"))
    }

    func testNotesExpectContinueAndRepeatedEqualLengths() {
        let text = "POST / HTTP/1.0\r\nExpect: 100-Continue\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\n"
        guard case .complete(let head, _) = parse(text) else { return XCTFail("not complete") }
        XCTAssertTrue(head.expectsContinue)
        XCTAssertEqual(head.contentLength, 3)
        XCTAssertEqual(head.version, "HTTP/1.0")
    }
}
