import DocumentQuery
import FakeSpaceXAPI
import LoopbackHTTPServer
import XCTest

/// What each fault does to an answer, checked in-process.
final class FaultEffectsTests: XCTestCase {
    private let server = FakeSpaceXServer.sample()
    private let rocketPath = "/v4/rockets/\(SampleDocuments.falcon9)"

    private func faulted(
        _ fault: FakeFault, _ method: String = "GET", _ target: String? = nil, body: OrderedJSON? = nil
    ) -> HTTPResponsePlan {
        server.faults.inject(fault)
        let headers: HTTPHeaders = body == nil ? [:] : ["Content-Type": "application/json"]
        return server.plan(method, target ?? rocketPath, body: body?.description, headers: headers)
    }

    private func response(_ plan: HTTPResponsePlan, file: StaticString = #filePath, line: UInt = #line) -> HTTPResponse
    {
        guard case .respond(let response) = plan else {
            XCTFail("not a plain response: \(plan)", file: file, line: line)
            return HTTPResponse(status: 0)
        }
        return response
    }

    func testStatusFaults() {
        let serverError = response(faulted(.status(500)))
        XCTAssertEqual(serverError.status, 500)
        XCTAssertEqual(serverError.text, "Internal Server Error")
        let unavailable = response(faulted(.status(503, message: "down for maintenance")))
        XCTAssertEqual(unavailable.status, 503)
        XCTAssertEqual(unavailable.text, "down for maintenance")
        let limited = response(faulted(.rateLimited(retryAfterSeconds: 7)))
        XCTAssertEqual(limited.status, 429)
        XCTAssertEqual(limited.headers["Retry-After"], "7")
        let bad = response(faulted(.badRequest(message: "nope")))
        XCTAssertEqual(bad.status, 400)
        XCTAssertEqual(bad.text, "nope")
        XCTAssertEqual(bad.headers["Content-Type"], "text/plain; charset=utf-8")
        let missing = response(faulted(.notFound))
        XCTAssertEqual(missing.status, 404)
        XCTAssertEqual(missing.text, "Not Found")
        XCTAssertEqual(response(server.plan("GET", rocketPath)).status, 200)
    }

    func testHTMLErrorPageAndEmptyBody() {
        let html = response(faulted(.htmlErrorPage()))
        XCTAssertEqual(html.status, 502)
        XCTAssertEqual(html.headers["Content-Type"], "text/html; charset=utf-8")
        XCTAssertTrue(html.text.contains("<title>502 Bad Gateway</title>"))
        XCTAssertEqual(response(faulted(.htmlErrorPage(status: 504))).status, 504)
        let empty = response(faulted(.emptyBody))
        XCTAssertEqual(empty.status, 200)
        XCTAssertTrue(empty.body.isEmpty)
        XCTAssertEqual(empty.headers["Content-Type"], "application/json; charset=utf-8")
    }

    func testConnectionFaults() {
        XCTAssertEqual(faulted(.connectionReset), .resetConnection)
        XCTAssertEqual(faulted(.closeWithoutResponse), .closeWithoutResponse)
        guard case .stall(let seconds, .respond(let late)) = faulted(.stall(seconds: 3)) else {
            return XCTFail("not a stall")
        }
        XCTAssertEqual(seconds, 3)
        XCTAssertEqual(late.json["name"], "Falcon 9")
    }

    func testTruncatedBodyPromisingTheFullLength() {
        let full = response(server.plan("GET", rocketPath))
        guard case .sendRawThenClose(let wire) = faulted(.truncatedBody()) else { return XCTFail("not raw") }
        let text = String(decoding: wire, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
        XCTAssertTrue(text.contains("Content-Length: \(full.body.count)\r\n"))
        XCTAssertTrue(text.contains("Connection: close\r\n"))
        let body = text.components(separatedBy: "\r\n\r\n")[1]
        XCTAssertEqual(body.utf8.count, full.body.count / 2)
        XCTAssertTrue(full.text.hasPrefix(body))
        XCTAssertEqual(server.requests.last?.responseByteCount, full.body.count / 2)
        XCTAssertEqual(server.requests.last?.status, 200)
    }

    func testTruncatedBodyWithMatchingLength() {
        let full = response(server.plan("GET", rocketPath))
        let cut = response(faulted(.truncatedBody(keepBytes: 10, contentLength: .matchesTruncatedBody)))
        XCTAssertEqual(cut.status, 200)
        XCTAssertEqual(cut.body, full.body.prefix(10))
        XCTAssertNil(try? OrderedJSON.parse(cut.body))
        let atMost = response(faulted(.truncatedBody(keepBytes: 1_000_000, contentLength: .matchesTruncatedBody)))
        XCTAssertEqual(atMost.body.count, full.body.count - 1)
    }

    func testWrongFieldTypesInEveryKindOfAnswer() {
        let one = response(faulted(.wrongFieldTypes(), "GET", "/v5/launches/\(SampleDocuments.launchID(1))"))
        XCTAssertEqual(one.json["date_utc"], 12345)
        XCTAssertEqual(one.json["name"], 42)
        let list = response(faulted(.wrongFieldTypes(), "GET", "/v4/rockets"))
        XCTAssertEqual(list.json.arrayValue?.map { $0["name"] }, [42, 42])
        XCTAssertNil(list.json.arrayValue?.first?["date_utc"])
        let query = response(
            faulted(
                .wrongFieldTypes(fields: ["success": "yes"]), "POST", "/v5/launches/query",
                body: ["options": ["limit": 2]]))
        XCTAssertEqual(query.json["docs"]?.arrayValue?.map { $0["success"] }, ["yes", "yes"])
        XCTAssertEqual(query.json["docs"]?.arrayValue?.first?["name"], "FalconSat")
    }

    func testPageOutOfRange() {
        let byPage = response(
            faulted(.pageOutOfRange, "POST", "/v5/launches/query", body: ["options": ["page": 1, "limit": 4]]))
        XCTAssertEqual(byPage.json["docs"], [])
        XCTAssertEqual(byPage.json["page"], 3)
        XCTAssertEqual(byPage.json["totalPages"], 2)
        XCTAssertEqual(byPage.json["hasNextPage"], false)
        XCTAssertNil(byPage.json["offset"])
        let byOffset = response(faulted(.pageOutOfRange, "POST", "/v5/launches/query", body: ["options": ["limit": 5]]))
        XCTAssertEqual(byOffset.json["offset"], 10)
        XCTAssertEqual(byOffset.json["page"], 3)
        XCTAssertEqual(byOffset.json["prevPage"], 2)
        let unaffected = response(faulted(.pageOutOfRange, "GET", "/v4/rockets"))
        XCTAssertEqual(unaffected.json.arrayValue?.count, 2)
    }

    func testDuplicateAcrossPages() {
        let body: OrderedJSON = ["options": ["page": 2, "limit": 2]]
        let firstPage = response(
            server.plan(
                "POST", "/v5/launches/query", body: #"{"options":{"page":1,"limit":2}}"#,
                headers: ["Content-Type": "application/json"]))
        let second = response(faulted(.duplicateAcrossPages, "POST", "/v5/launches/query", body: body))
        XCTAssertEqual(second.json["docs"]?.arrayValue?.first, firstPage.json["docs"]?.arrayValue?.last)
        XCTAssertEqual(second.json["docs"]?.arrayValue?.count, 2)
        XCTAssertEqual(second.json["page"], 2)
        XCTAssertEqual(second.json["totalDocs"], 6)
        let first = response(
            faulted(.duplicateAcrossPages, "POST", "/v5/launches/query", body: ["options": ["page": 1, "limit": 2]]))
        XCTAssertEqual(first.json["docs"], firstPage.json["docs"])
    }
}
