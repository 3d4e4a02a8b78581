import DocumentQuery
import FakeSpaceXAPI
import HTTPTestSupport
import LoopbackHTTPServer
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `/_fake/…` routes another process uses to set faults and read the log.
final class ControlEndpointTests: XCTestCase {
    private let server = FakeSpaceXServer.sample()

    private func control(_ method: String, _ path: String, _ body: String = "") -> HTTPResponse {
        server.response(method, path, body: body)
    }

    func testSchedulesOneRuleAndItHitsTheNextMatchingRequests() {
        let answer = control(
            "POST", "/_fake/faults", #"{"fault": "status", "status": 503, "count": 2, "path": "/v5/launches"}"#)
        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(answer.json, ["scheduled": 1])
        XCTAssertEqual(server.response("GET", "/v4/rockets").status, 200)
        XCTAssertEqual(server.response("GET", "/v5/launches").status, 503)
        XCTAssertEqual(server.response("POST", "/v5/launches/query").status, 503)
        XCTAssertEqual(server.response("GET", "/v5/launches").status, 200)
    }

    func testSchedulesAnArrayInOrderAndListsAndClears() {
        let body = #"[{"fault": "notFound"}, {"fault": "stall", "seconds": 5, "always": true, "path": "/v4"}]"#
        XCTAssertEqual(control("POST", "/_fake/faults", body).json, ["scheduled": 2])
        let listed = control("GET", "/_fake/faults").json
        XCTAssertEqual(
            listed,
            [["fault": "notFound", "count": 1], ["fault": "stall", "seconds": 5, "path": "/v4", "always": true]])
        XCTAssertEqual(control("DELETE", "/_fake/faults").json, ["cleared": true])
        XCTAssertEqual(control("GET", "/_fake/faults").json, [])
    }

    func testRejectsBadDescriptions() {
        XCTAssertEqual(control("POST", "/_fake/faults", "{").status, 400)
        XCTAssertEqual(control("POST", "/_fake/faults", "{").text, "Unexpected end of JSON input")
        XCTAssertEqual(control("POST", "/_fake/faults", "[1]").text, "each fault must be a JSON object")
        XCTAssertEqual(control("POST", "/_fake/faults", #"{"fault": "meteor"}"#).text, "unknown fault \"meteor\"")
        XCTAssertTrue(server.faults.rules.isEmpty)
    }

    func testRequestLogAndReset() {
        _ = server.response(
            "POST", "/v5/launches/query", body: "{\"x\":1}", headers: ["Content-Type": "application/json"])
        server.faults.inject(.connectionReset)
        _ = server.plan("GET", "/v4/rockets?a=b")
        let log = control("GET", "/_fake/requests").json.arrayValue ?? []
        XCTAssertEqual(log.count, 2)
        XCTAssertEqual(log[0]["path"], "/v5/launches/query")
        XCTAssertEqual(log[0]["body"], "{\"x\":1}")
        XCTAssertEqual(log[0]["status"], 200)
        XCTAssertEqual(log[0]["headers"], [["name": "Content-Type", "value": "application/json"]])
        XCTAssertEqual(log[0]["fault"], nil as OrderedJSON)
        XCTAssertEqual(log[1]["query"], "a=b")
        XCTAssertEqual(log[1]["status"], nil as OrderedJSON)
        XCTAssertEqual(log[1]["fault"], ["fault": "connectionReset"])
        XCTAssertEqual(log[1]["sequence"], 2)
        server.faults.inject(.notFound)
        XCTAssertEqual(control("POST", "/_fake/reset").json, ["reset": true])
        XCTAssertTrue(server.requests.isEmpty)
        XCTAssertTrue(server.faults.rules.isEmpty)
    }

    func testControlRoutesAreNeitherFaultedNorRecordedAndUnknownOnesAreNotFound() {
        server.faults.injectUntilCleared(.connectionReset)
        XCTAssertEqual(control("GET", "/_fake/requests").status, 200)
        XCTAssertEqual(control("GET", "/_fake/nothing").status, 404)
        XCTAssertTrue(server.requests.isEmpty)
    }

    func testCanBeDisabled() {
        let plain = FakeSpaceXServer.sample(FakeSpaceXConfiguration(controlEndpointEnabled: false))
        XCTAssertEqual(plain.response("GET", "/_fake/requests").status, 404)
        XCTAssertEqual(plain.requests.count, 1)
    }

    func testWorksOverHTTPFromAnotherClient() throws {
        try server.start()
        defer { server.stop() }
        let schedule = TestHTTP.send(
            TestHTTP.request(server.baseURL, "/_fake/faults", method: "POST", body: #"{"fault":"status","status":503}"#)
        )
        XCTAssertEqual(schedule.status, 200)
        XCTAssertEqual(TestHTTP.send(TestHTTP.request(server.baseURL, "/v4/rockets")).status, 503)
        let log = TestHTTP.send(TestHTTP.request(server.baseURL, "/_fake/requests"))
        XCTAssertEqual((try? OrderedJSON.parse(log.data ?? Data()))?.arrayValue?.first?["status"], 503)
    }
}
