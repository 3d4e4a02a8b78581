import XCTest

@testable import LoopbackHTTPServer

final class HTTPMessagesTests: XCTestCase {
    func testHeadersLookupIsCaseInsensitiveAndOrdered() {
        var headers: HTTPHeaders = ["Content-Type": "a", "X-Multi": "1"]
        headers.add(name: "x-multi", value: "2")
        XCTAssertEqual(headers["content-type"], "a")
        XCTAssertEqual(headers.values(for: "X-MULTI"), ["1", "2"])
        XCTAssertTrue(headers.contains("X-Multi"))
        XCTAssertEqual(headers.count, 3)
        headers.set(name: "X-Multi", value: "3")
        XCTAssertEqual(headers.values(for: "x-multi"), ["3"])
        XCTAssertEqual(headers.map(\.name), ["Content-Type", "X-Multi"])
        headers.remove(name: "CONTENT-TYPE")
        XCTAssertNil(headers["Content-Type"])
        XCTAssertEqual(HTTPHeaders([.init(name: "A", value: "b")])["a"], "b")
    }

    func testRequestSplitsTargetAndDecodesQuery() {
        let request = HTTPRequest(method: "GET", target: "/v4/rockets?name=Falcon%209&x")
        XCTAssertEqual(request.path, "/v4/rockets")
        XCTAssertEqual(request.query, "name=Falcon%209&x")
        XCTAssertEqual(request.queryItems.first?.value, "Falcon 9")
        XCTAssertEqual(HTTPRequest(method: "GET", target: "/").queryItems, [])
        XCTAssertNil(HTTPRequest(method: "GET", target: "/").query)
    }

    func testKeepAliveFollowsVersionAndConnectionHeader() {
        XCTAssertTrue(HTTPRequest(method: "GET", target: "/").wantsKeepAlive)
        XCTAssertFalse(HTTPRequest(method: "GET", target: "/", headers: ["Connection": "Close"]).wantsKeepAlive)
        XCTAssertFalse(HTTPRequest(method: "GET", target: "/", version: "HTTP/1.0").wantsKeepAlive)
        XCTAssertTrue(
            HTTPRequest(method: "GET", target: "/", version: "HTTP/1.0", headers: ["Connection": "keep-alive"])
                .wantsKeepAlive)
    }

    func testEncodedResponseAddsLengthAndConnection() {
        let response = HTTPResponse.text(404, "Not Found")
        let wire = String(decoding: response.encoded(closeConnection: true), as: UTF8.self)
        XCTAssertTrue(wire.hasPrefix("HTTP/1.1 404 Not Found\r\n"))
        XCTAssertTrue(wire.contains("Content-Type: text/plain; charset=utf-8\r\n"))
        XCTAssertTrue(wire.contains("Content-Length: 9\r\n"))
        XCTAssertTrue(wire.contains("Connection: close\r\n"))
        XCTAssertTrue(wire.hasSuffix("\r\n\r\nNot Found"))
        let kept = String(decoding: response.encoded(closeConnection: false, includeBody: false), as: UTF8.self)
        XCTAssertTrue(kept.contains("Connection: keep-alive\r\n"))
        XCTAssertTrue(kept.hasSuffix("\r\n\r\n"))
    }

    func testNotModifiedCarriesNoBodyNorLength() {
        let response = HTTPResponse(status: 304, headers: ["ETag": "\"x\""], body: Data("ignored".utf8))
        XCTAssertFalse(response.statusAllowsBody)
        let wire = String(decoding: response.encoded(closeConnection: false), as: UTF8.self)
        XCTAssertFalse(wire.contains("Content-Length"))
        XCTAssertTrue(wire.hasSuffix("\r\n\r\n"))
        XCTAssertEqual(HTTPResponsePlan.respond(response).bodyByteCount, 0)
    }

    func testPlanReportsStatusAndBodySize() {
        let response = HTTPResponse.text(200, "hello")
        XCTAssertEqual(HTTPResponsePlan.respond(response).statusCode, 200)
        XCTAssertEqual(HTTPResponsePlan.respond(response).bodyByteCount, 5)
        let raw = response.encoded(closeConnection: true).dropLast(2)
        XCTAssertEqual(HTTPResponsePlan.sendRawThenClose(raw).statusCode, 200)
        XCTAssertEqual(HTTPResponsePlan.sendRawThenClose(raw).bodyByteCount, 3)
        XCTAssertNil(HTTPResponsePlan.sendRawThenClose(Data("garbage".utf8)).statusCode)
        XCTAssertEqual(HTTPResponsePlan.sendRawThenClose(Data("garbage".utf8)).bodyByteCount, 0)
        XCTAssertNil(HTTPResponsePlan.sendRawThenClose(Data()).statusCode)
        let stalled = HTTPResponsePlan.stall(seconds: 1, then: .respond(response))
        XCTAssertEqual(stalled.statusCode, 200)
        XCTAssertEqual(stalled.bodyByteCount, 5)
        XCTAssertNil(HTTPResponsePlan.resetConnection.statusCode)
        XCTAssertEqual(HTTPResponsePlan.closeWithoutResponse.bodyByteCount, 0)
    }

    func testReasonPhrases() {
        let expected = [
            100: "Continue", 200: "OK", 201: "Created", 204: "No Content", 301: "Moved Permanently", 302: "Found",
            304: "Not Modified", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
            405: "Method Not Allowed", 408: "Request Timeout", 411: "Length Required", 413: "Payload Too Large",
            429: "Too Many Requests", 431: "Request Header Fields Too Large", 500: "Internal Server Error",
            501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
            505: "HTTP Version Not Supported", 599: "Unknown",
        ]
        for (status, phrase) in expected {
            XCTAssertEqual(HTTPStatusReason.phrase(for: status), phrase)
        }
    }
}
