import DocumentQuery
import FakeSpaceXAPI
import HTTPTestSupport
import LoopbackHTTPServer
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The fake over real TCP with URLSession: routes, headers, and every fault as a client sees it.
final class FakeServerHTTPTests: XCTestCase {
    private var server: FakeSpaceXServer!

    override func setUpWithError() throws {
        server = FakeSpaceXServer.sample()
        try server.start()
    }

    override func tearDown() {
        server.stop()
        server = nil
        super.tearDown()
    }

    private func get(_ path: String, headers: [String: String] = [:], timeout: TimeInterval = 10) -> TestHTTP.Outcome {
        TestHTTP.send(
            TestHTTP.request(server.baseURL, path, headers: headers), session: TestHTTP.session(timeout: timeout))
    }

    private func post(_ path: String, _ body: String, contentType: String? = "application/json") -> TestHTTP.Outcome {
        let headers = contentType.map { ["Content-Type": $0] } ?? [:]
        return TestHTTP.send(TestHTTP.request(server.baseURL, path, method: "POST", body: body, headers: headers))
    }

    private func json(_ outcome: TestHTTP.Outcome) -> OrderedJSON? {
        outcome.data.flatMap { try? OrderedJSON.parse($0) }
    }

    func testGetDocumentAndList() {
        let launch = get("/v5/launches/\(SampleDocuments.launchID(4))")
        XCTAssertEqual(launch.status, 200)
        XCTAssertEqual(json(launch), SampleDocuments.launches[3])
        XCTAssertEqual(launch.response?.value(forHTTPHeaderField: "Content-Type"), "application/json; charset=utf-8")
        XCTAssertEqual(launch.response?.value(forHTTPHeaderField: "Cache-Control"), "max-age=20")
        XCTAssertEqual(json(get("/v4/rockets"))?.arrayValue?.count, 2)
    }

    func testPostQuery() {
        let outcome = post(
            "/v5/launches/query", #"{"query":{"upcoming":false},"options":{"sort":{"date_utc":"desc"},"limit":2}}"#)
        XCTAssertEqual(outcome.status, 200)
        XCTAssertEqual(json(outcome)?["docs"]?.arrayValue?.map { $0["name"] }, ["Starlink 4-1", "Crew Dragon Demo-2"])
        XCTAssertEqual(json(outcome)?["totalDocs"], 5)
        XCTAssertEqual(outcome.response?.value(forHTTPHeaderField: "Cache-Control"), "max-age=300")
    }

    func testNotFoundAndBadRequestAreText() {
        let missing = get("/v5/launches/nope")
        XCTAssertEqual(missing.status, 404)
        XCTAssertEqual(missing.text, "Not Found")
        XCTAssertEqual(missing.response?.value(forHTTPHeaderField: "Content-Type"), "text/plain; charset=utf-8")
        let broken = post("/v5/launches/query", "{nope")
        XCTAssertEqual(broken.status, 400)
        XCTAssertEqual(broken.text, "Unexpected token n in JSON at position 1")
    }

    func testBodyWithoutContentTypeIsEmptyQuery() {
        let outcome = post("/v5/launches/query", #"{"query":{"name":"CRS-1"}}"#, contentType: nil)
        XCTAssertEqual(outcome.status, 200)
        XCTAssertEqual(json(outcome)?["totalDocs"], 6)
    }

    func testETagGivesNotModified() {
        let first = get("/v4/rockets/\(SampleDocuments.falcon9)")
        guard let tag = first.response?.value(forHTTPHeaderField: "ETag") else { return XCTFail("no ETag") }
        let second = get("/v4/rockets/\(SampleDocuments.falcon9)", headers: ["If-None-Match": tag])
        XCTAssertEqual(second.status, 304)
        XCTAssertEqual(second.data?.count ?? 0, 0)
    }

    func testStatusFaultsSeenByClient() {
        server.faults.inject(.status(503), pathPrefix: "/v4/rockets", count: 2)
        server.faults.inject(.rateLimited(retryAfterSeconds: 9))
        XCTAssertEqual(get("/v4/rockets").status, 503)
        XCTAssertEqual(get("/v4/rockets").status, 503)
        let limited = get("/v4/rockets")
        XCTAssertEqual(limited.status, 429)
        XCTAssertEqual(limited.response?.value(forHTTPHeaderField: "Retry-After"), "9")
        XCTAssertEqual(get("/v4/rockets").status, 200)
        server.faults.inject(.badRequest(message: "bad"))
        server.faults.inject(.notFound)
        server.faults.inject(.status(500))
        XCTAssertEqual(get("/v4/rockets").text, "bad")
        XCTAssertEqual(get("/v4/rockets").text, "Not Found")
        XCTAssertEqual(get("/v4/rockets").status, 500)
    }

    func testHTMLEmptyAndWrongTypesSeenByClient() {
        server.faults.inject(.htmlErrorPage())
        let html = get("/v4/rockets")
        XCTAssertEqual(html.status, 502)
        XCTAssertTrue(html.response?.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("text/html") ?? false)
        server.faults.inject(.emptyBody)
        let empty = get("/v4/rockets")
        XCTAssertEqual(empty.status, 200)
        XCTAssertEqual(empty.data?.count ?? -1, 0)
        server.faults.inject(.wrongFieldTypes())
        let wrong = json(get("/v5/launches/\(SampleDocuments.launchID(2))"))
        XCTAssertEqual(wrong?["date_utc"], 12345)
        XCTAssertEqual(wrong?["name"], 42)
    }

    func testTruncatedBodiesSeenByClient() {
        let full = get("/v5/launches").data?.count ?? 0
        server.faults.inject(.truncatedBody(contentLength: .matchesTruncatedBody))
        let cut = get("/v5/launches")
        XCTAssertEqual(cut.status, 200)
        XCTAssertEqual(cut.data?.count, full / 2)
        XCTAssertNil(json(cut))
        server.faults.inject(.truncatedBody(keepBytes: 100))
        let promised = get("/v5/launches")
        XCTAssertNotNil(promised.urlError)
        XCTAssertLessThan(promised.data?.count ?? 0, full)
    }

    func testResetAndCloseSeenAsURLErrors() {
        server.faults.inject(.connectionReset)
        let reset = get("/v4/rockets")
        XCTAssertNotNil(reset.urlError)
        XCTAssertNil(reset.response)
        server.faults.inject(.closeWithoutResponse)
        let closed = get("/v4/rockets")
        XCTAssertNotNil(closed.urlError)
        XCTAssertNil(closed.response)
        XCTAssertEqual(server.requests.map(\.status), [nil, nil])
        XCTAssertEqual(get("/v4/rockets").status, 200)
    }

    func testStallLongerThanClientTimeout() {
        server.faults.inject(.stall(seconds: 30))
        XCTAssertEqual(get("/v4/rockets", timeout: 1).urlError?.code, .timedOut)
    }

    func testPagingFaultsSeenByClient() {
        server.faults.inject(.pageOutOfRange, pathPrefix: "/v5/launches/query")
        let past = json(post("/v5/launches/query", #"{"options":{"page":1,"limit":4}}"#))
        XCTAssertEqual(past?["docs"], [])
        XCTAssertEqual(past?["page"], 3)
        server.faults.inject(.duplicateAcrossPages, pathPrefix: "/v5/launches/query", count: 2)
        let first = json(post("/v5/launches/query", #"{"options":{"page":1,"limit":3}}"#))
        let second = json(post("/v5/launches/query", #"{"options":{"page":2,"limit":3}}"#))
        XCTAssertEqual(first?["docs"]?.arrayValue?.last?["id"], second?["docs"]?.arrayValue?.first?["id"])
    }

    func testStopInterruptsAStalledRequest() {
        server.faults.inject(.stall(seconds: 600))
        let finished = DispatchSemaphore(value: 0)
        let box = OutcomeBox()
        TestHTTP.start(TestHTTP.request(server.baseURL, "/v4/rockets"), session: TestHTTP.session(timeout: 120)) {
            box.outcome = $0
            finished.signal()
        }
        XCTAssertTrue(server.recorder.waitForRequests(count: 1, timeout: 30))
        server.stop()
        XCTAssertEqual(finished.wait(timeout: .now() + 30), .success)
        XCTAssertNotNil(box.outcome?.error)
    }

    func testConcurrentClients() {
        let session = TestHTTP.session()
        let group = DispatchGroup()
        let statuses = StatusBox()
        for index in 0..<20 {
            group.enter()
            let path =
                index.isMultiple(of: 2) ? "/v4/rockets" : "/v5/launches/\(SampleDocuments.launchID(index % 6 + 1))"
            TestHTTP.start(TestHTTP.request(server.baseURL, path), session: session) { outcome in
                statuses.add(outcome.status ?? -1)
                group.leave()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(statuses.all, Array(repeating: 200, count: 20))
        XCTAssertEqual(server.requests.count, 20)
        XCTAssertEqual(Set(server.requests.map(\.sequenceNumber)), Set(1...20))
        XCTAssertEqual(server.recorder.count(forPath: "/v4/rockets"), 10)
    }

    func testRecordingOverHTTP() {
        _ = post("/v5/launches/query", #"{"options":{"limit":1}}"#)
        _ = get("/v4/rockets?x=1")
        let records = server.requests
        XCTAssertEqual(records.count, 2)
        XCTAssertEqual(records[0].method, "POST")
        XCTAssertEqual(records[0].path, "/v5/launches/query")
        XCTAssertEqual(records[0].jsonBody, ["options": ["limit": 1]])
        XCTAssertEqual(records[0].headers["Content-Type"], "application/json")
        XCTAssertEqual(records[0].status, 200)
        XCTAssertGreaterThan(records[0].responseByteCount, 100)
        XCTAssertEqual(records[1].query, "x=1")
        XCTAssertEqual(server.recorder.countsByPath, ["/v5/launches/query": 1, "/v4/rockets": 1])
        server.reset()
        XCTAssertTrue(server.requests.isEmpty)
    }
}

/// Collects statuses from concurrent callbacks.
// @unchecked Sendable: `values` is guarded by `lock`.
private final class StatusBox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []

    func add(_ status: Int) {
        lock.withLock { values.append(status) }
    }

    var all: [Int] {
        lock.withLock { values }
    }
}
