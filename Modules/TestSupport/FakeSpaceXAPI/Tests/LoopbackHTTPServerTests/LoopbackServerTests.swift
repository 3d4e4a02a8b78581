import HTTPTestSupport
import LoopbackHTTPServer
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class LoopbackServerTests: XCTestCase {
    private var servers: [LoopbackServer] = []

    override func tearDown() {
        servers.forEach { $0.stop() }
        servers.removeAll()
        super.tearDown()
    }

    private func startServer(
        _ configuration: LoopbackServerConfiguration = LoopbackServerConfiguration(),
        handler: @escaping LoopbackServer.Handler
    ) throws -> LoopbackServer {
        let server = LoopbackServer(configuration: configuration, handler: handler)
        servers.append(server)
        try server.start()
        return server
    }

    private static let echo: LoopbackServer.Handler = { request in
        .respond(
            HTTPResponse(
                status: 200, headers: ["Content-Type": "text/plain", "X-Method": request.method],
                body: Data("\(request.method) \(request.target) \(String(decoding: request.body, as: UTF8.self))".utf8))
        )
    }

    func testStartReportsRealPortAndServesURLSessionGet() throws {
        let server = try startServer(handler: Self.echo)
        XCTAssertNotEqual(server.port, 0)
        XCTAssertTrue(server.isRunning)
        XCTAssertEqual(server.baseURL.absoluteString, "http://127.0.0.1:\(server.port)")
        let outcome = TestHTTP.send(TestHTTP.request(server.baseURL, "/hello?x=1"))
        XCTAssertNil(outcome.error)
        XCTAssertEqual(outcome.status, 200)
        XCTAssertEqual(outcome.text, "GET /hello?x=1 ")
        XCTAssertEqual(outcome.response?.value(forHTTPHeaderField: "X-Method"), "GET")
    }

    func testURLSessionPostBodyArrives() throws {
        let server = try startServer(handler: Self.echo)
        let body = String(repeating: "x", count: 5000)
        let outcome = TestHTTP.send(
            TestHTTP.request(server.baseURL, "/q", method: "POST", body: body, headers: ["Content-Type": "text/plain"]))
        XCTAssertEqual(outcome.status, 200)
        XCTAssertEqual(outcome.text, "POST /q \(body)")
    }

    func testKeepAliveServesSeveralRequestsOnOneConnection() throws {
        let server = try startServer(handler: Self.echo)
        let client = try RawSocketClient(port: server.port)
        client.send("GET /one HTTP/1.1\r\nHost: x\r\n\r\nGET /two HTTP/1.1\r\nHost: x\r\n\r\n")
        let both = String(
            decoding: client.read { String(decoding: $0, as: UTF8.self).contains("GET /two") }, as: UTF8.self)
        XCTAssertTrue(both.contains("GET /one"))
        XCTAssertTrue(both.contains("GET /two"))
        XCTAssertTrue(both.contains("Connection: keep-alive"))
        client.send("GET /three HTTP/1.1\r\nConnection: close\r\n\r\n")
        let last = client.readUntilClosed()
        XCTAssertTrue(last.contains("Connection: close"))
        XCTAssertTrue(last.hasSuffix("GET /three "))
    }

    func testURLSessionReusesKeptAliveConnections() throws {
        let server = try startServer(handler: Self.echo)
        let session = TestHTTP.session()
        for index in 0..<5 {
            XCTAssertEqual(
                TestHTTP.send(TestHTTP.request(server.baseURL, "/\(index)"), session: session).text, "GET /\(index) ")
        }
    }

    func testKeepAliveOffClosesAfterEachResponse() throws {
        let server = try startServer(LoopbackServerConfiguration(keepAlive: false), handler: Self.echo)
        let client = try RawSocketClient(port: server.port)
        client.send("GET /one HTTP/1.1\r\n\r\n")
        let text = client.readUntilClosed()
        XCTAssertTrue(text.contains("Connection: close"))
        XCTAssertTrue(text.hasSuffix("GET /one "))
        XCTAssertEqual(TestHTTP.send(TestHTTP.request(server.baseURL, "/two")).text, "GET /two ")
    }

    func testChunkedBodyIsRefusedWithLengthRequired() throws {
        let server = try startServer(handler: Self.echo)
        let client = try RawSocketClient(port: server.port)
        client.send("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
        let text = client.readUntilClosed()
        XCTAssertTrue(text.hasPrefix("HTTP/1.1 411 Length Required"))
    }

    func testExpectContinueGetsGoAheadBeforeBody() throws {
        let server = try startServer(handler: Self.echo)
        let client = try RawSocketClient(port: server.port)
        client.send("POST /e HTTP/1.1\r\nContent-Length: 3\r\nExpect: 100-continue\r\n\r\n")
        let interim = String(decoding: client.read { $0.count >= 25 }, as: UTF8.self)
        XCTAssertEqual(interim, "HTTP/1.1 100 Continue\r\n\r\n")
        client.send("abcGET /after HTTP/1.1\r\nConnection: close\r\n\r\n")
        let rest = client.readUntilClosed()
        XCTAssertTrue(rest.contains("POST /e abc"))
        XCTAssertTrue(rest.hasSuffix("GET /after "))
    }

    func testHeadAnswersHeadersOnly() throws {
        let server = try startServer(handler: Self.echo)
        let client = try RawSocketClient(port: server.port)
        client.send("HEAD /h HTTP/1.1\r\nConnection: close\r\n\r\n")
        let text = client.readUntilClosed()
        XCTAssertTrue(text.contains("Content-Length: 8\r\n"))
        XCTAssertTrue(text.hasSuffix("\r\n\r\n"))
    }

    func testIdleConnectionIsClosedAfterIdleTimeout() throws {
        let server = try startServer(LoopbackServerConfiguration(idleTimeout: 0.2), handler: Self.echo)
        let client = try RawSocketClient(port: server.port)
        XCTAssertTrue(client.serverClosed(within: 10))
    }

    func testHandlerConnectionCloseHeaderEndsKeepAlive() throws {
        let server = try startServer { _ in .respond(HTTPResponse(status: 200, headers: ["Connection": "close"])) }
        let client = try RawSocketClient(port: server.port)
        client.send("GET / HTTP/1.1\r\n\r\n")
        XCTAssertTrue(client.readUntilClosed().hasPrefix("HTTP/1.1 200 OK"))
    }

    func testResetIsSeenAsURLError() throws {
        let server = try startServer { _ in .resetConnection }
        let outcome = TestHTTP.send(TestHTTP.request(server.baseURL, "/"))
        XCTAssertNotNil(outcome.urlError)
        XCTAssertNil(outcome.response)
    }

    func testCloseWithoutResponseIsSeenAsURLError() throws {
        let server = try startServer { _ in .closeWithoutResponse }
        let outcome = TestHTTP.send(TestHTTP.request(server.baseURL, "/"))
        XCTAssertNotNil(outcome.urlError)
        XCTAssertNil(outcome.response)
    }

    func testRawTruncatedBodyIsSeenAsURLError() throws {
        let server = try startServer { _ in
            let full = HTTPResponse(status: 200, body: Data(String(repeating: "z", count: 100).utf8))
            return .sendRawThenClose(full.encoded(closeConnection: true).dropLast(60))
        }
        let outcome = TestHTTP.send(TestHTTP.request(server.baseURL, "/"))
        XCTAssertNotNil(outcome.urlError)
        XCTAssertLessThan(outcome.data?.count ?? 0, 100)
    }

    func testStallLongerThanClientTimeoutTimesOut() throws {
        let server = try startServer { _ in .stall(seconds: 30, then: .respond(.text(200, "late"))) }
        let outcome = TestHTTP.send(TestHTTP.request(server.baseURL, "/"), session: TestHTTP.session(timeout: 1))
        XCTAssertEqual(outcome.urlError?.code, .timedOut)
    }

    func testShortStallThenAnswers() throws {
        let server = try startServer { _ in .stall(seconds: 0.05, then: .respond(.text(200, "done"))) }
        XCTAssertEqual(TestHTTP.send(TestHTTP.request(server.baseURL, "/")).text, "done")
    }

    func testStopInterruptsStalledConnection() throws {
        let reached = Gate()
        let server = try startServer { _ in
            reached.open()
            return .stall(seconds: 600, then: .respond(.text(200, "never")))
        }
        let finished = DispatchSemaphore(value: 0)
        let box = OutcomeBox()
        TestHTTP.start(TestHTTP.request(server.baseURL, "/"), session: TestHTTP.session(timeout: 120)) { outcome in
            box.outcome = outcome
            finished.signal()
        }
        XCTAssertTrue(reached.wait())
        server.stop()
        XCTAssertFalse(server.isRunning)
        XCTAssertEqual(finished.wait(timeout: .now() + 30), .success)
        XCTAssertNotNil(box.outcome?.error)
        XCTAssertNotEqual(box.outcome?.text, "never")
    }

    func testStopClosesIdleKeptAliveConnections() throws {
        let server = try startServer(handler: Self.echo)
        let client = try RawSocketClient(port: server.port)
        client.send("GET / HTTP/1.1\r\n\r\n")
        XCTAssertTrue(String(decoding: client.read { $0.count > 20 }, as: UTF8.self).hasPrefix("HTTP/1.1 200"))
        server.stop()
        XCTAssertTrue(client.serverClosed(within: 10))
    }

    func testConcurrentClientsAllGetTheirAnswers() throws {
        let server = try startServer(handler: Self.echo)
        let session = TestHTTP.session()
        let group = DispatchGroup()
        let results = ResultsBox()
        for index in 0..<24 {
            group.enter()
            TestHTTP.start(TestHTTP.request(server.baseURL, "/c\(index)"), session: session) { outcome in
                results.add(index, outcome.text)
                group.leave()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(results.all.count, 24)
        for (index, text) in results.all {
            XCTAssertEqual(text, "GET /c\(index) ")
        }
    }

    func testStartTwiceAndStopTwice() throws {
        let server = try startServer(handler: Self.echo)
        XCTAssertThrowsError(try server.start()) { error in
            XCTAssertEqual(error as? LoopbackServerError, .alreadyStarted)
        }
        server.stop()
        server.stop()
        XCTAssertFalse(server.isRunning)
        XCTAssertThrowsError(try server.start())
    }

    func testStopBeforeStartDoesNothing() {
        let server = LoopbackServer(handler: Self.echo)
        server.stop()
        XCTAssertEqual(server.port, 0)
        XCTAssertFalse(server.isRunning)
    }

    func testBindingATakenPortFails() throws {
        let first = try startServer(handler: Self.echo)
        let second = LoopbackServer(configuration: LoopbackServerConfiguration(port: first.port), handler: Self.echo)
        XCTAssertThrowsError(try second.start()) { error in
            guard case .socketCallFailed(let call, _)? = error as? LoopbackServerError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(call, "bind")
        }
    }

    func testDeinitStopsListening() throws {
        var port: UInt16 = 0
        do {
            let server = LoopbackServer(handler: Self.echo)
            try server.start()
            port = server.port
        }
        XCTAssertThrowsError(try RawSocketClient(port: port))
    }
}

/// Collects answers from concurrent callbacks.
// @unchecked Sendable: `entries` is guarded by `lock`.
private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Int: String] = [:]

    func add(_ index: Int, _ text: String) {
        lock.withLock { entries[index] = text }
    }

    var all: [Int: String] {
        lock.withLock { entries }
    }
}
