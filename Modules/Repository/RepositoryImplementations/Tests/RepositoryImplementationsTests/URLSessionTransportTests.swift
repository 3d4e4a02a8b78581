import Foundation
import LoopbackHTTPServer
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import RepositoryImplementations

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real URLSession transport against a loopback server that misbehaves on purpose.
final class URLSessionTransportTests: XCTestCase {
    private typealias Request = RepositoryDefinitions.HTTPRequest

    /// Starts a loopback server answering every request with `plan`, recording what arrives.
    private func startServer(
        _ plan: @escaping @Sendable (LoopbackHTTPServer.HTTPRequest) -> HTTPResponsePlan
    ) throws -> (LoopbackServer, Arrivals) {
        let arrivals = Arrivals()
        let server = LoopbackServer(configuration: LoopbackServerConfiguration(keepAlive: false)) { request in
            arrivals.record(request)
            return plan(request)
        }
        try server.start()
        addTeardownBlock { server.stop() }
        return (server, arrivals)
    }

    func testSendsMethodHeadersAndBodyAndReturnsLowercasedHeaders() async throws {
        let (server, arrivals) = try startServer { _ in
            .respond(
                LoopbackHTTPServer.HTTPResponse(
                    status: 201, headers: ["Content-Type": "application/json", "X-Thing": "1"], body: Data("{}".utf8)))
        }
        let request = Request(
            method: "POST", url: server.baseURL.appending(path: "prefix/v5/launches/query"),
            headers: ["Content-Type": "application/json", "User-Agent": "spacex-info/test"],
            body: Data(#"{"query":{}}"#.utf8), timeout: 10)
        let response = try await sendOverURLSession(request).get()
        XCTAssertEqual(response.status, 201)
        XCTAssertEqual(response.header("X-THING"), "1")
        XCTAssertEqual(response.headers["content-type"], "application/json")
        XCTAssertEqual(response.body, Data("{}".utf8))
        let received = try XCTUnwrap(arrivals.requests.first)
        XCTAssertEqual(received.method, "POST")
        XCTAssertEqual(received.path, "/prefix/v5/launches/query")
        XCTAssertEqual(received.headers["User-Agent"], "spacex-info/test")
        XCTAssertEqual(received.headers["Content-Type"], "application/json")
        XCTAssertEqual(received.body, Data(#"{"query":{}}"#.utf8))
    }

    func testErrorStatusesAreResponsesNotErrors() async throws {
        let (server, _) = try startServer { _ in .respond(.text(404, "Not Found")) }
        let response = try await sendOverURLSession(
            Request(method: "GET", url: server.baseURL.appending(path: "v4/rockets/x"), timeout: 10)
        ).get()
        XCTAssertEqual(response.status, 404)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "Not Found")
    }

    func testAStallLongerThanTheTimeoutTimesOut() async throws {
        let (server, _) = try startServer { _ in .stall(seconds: 30, then: .respond(.text(200, "late"))) }
        let result = await sendOverURLSession(Request(method: "GET", url: server.baseURL, timeout: 1))
        XCTAssertEqual(result.failure, .timedOut)
    }

    func testCancellingTheTaskCancelsARequestInFlight() async throws {
        let (server, arrivals) = try startServer { _ in .stall(seconds: 30, then: .respond(.text(200, "late"))) }
        let task = Task { await sendOverURLSession(Request(method: "GET", url: server.baseURL, timeout: 60)) }
        try await arrivals.waitForFirst()
        task.cancel()
        let result = try await BoundedWait.value(of: task, "the cancelled task to end")
        XCTAssertEqual(result.failure, .cancelled)
    }

    func testAnAlreadyCancelledTaskSendsNothing() async throws {
        let (server, arrivals) = try startServer { _ in .respond(.text(200, "ok")) }
        let task = Task { () -> Result<RepositoryDefinitions.HTTPResponse, TransportError> in
            withUnsafeCurrentTask { $0?.cancel() }
            return await sendOverURLSession(Request(method: "GET", url: server.baseURL, timeout: 10))
        }
        let result = try await BoundedWait.value(of: task, "the cancelled task to end")
        XCTAssertEqual(result.failure, .cancelled)
        XCTAssertEqual(arrivals.requests.count, 0)
    }

    func testAConnectionResetIsConnectionLost() async throws {
        let (server, _) = try startServer { _ in .resetConnection }
        let result = await sendOverURLSession(Request(method: "GET", url: server.baseURL, timeout: 10))
        XCTAssertEqual(result.failure, .connectionLost)
    }

    func testAConnectionClosedWithoutAnswerIsConnectionLost() async throws {
        let (server, _) = try startServer { _ in .closeWithoutResponse }
        let result = await sendOverURLSession(Request(method: "GET", url: server.baseURL, timeout: 10))
        XCTAssertEqual(result.failure, .connectionLost)
    }

    func testABodyShorterThanItsContentLengthIsTruncated() async throws {
        let raw =
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 500\r\nConnection: close\r\n\r\n{\"docs\":["
        let (server, _) = try startServer { _ in .sendRawThenClose(Data(raw.utf8)) }
        let result = await sendOverURLSession(Request(method: "GET", url: server.baseURL, timeout: 10))
        XCTAssertEqual(result.failure, .truncated)
    }

    func testARefusedConnectionCannotConnect() async throws {
        let (server, _) = try startServer { _ in .respond(.text(200, "ok")) }
        let url = server.baseURL
        server.stop()
        let result = await sendOverURLSession(Request(method: "GET", url: url, timeout: 10))
        XCTAssertEqual(result.failure, .cannotConnect)
    }

    func testABodyOverTheCapStopsTheTransfer() async throws {
        let (server, _) = try startServer { _ in .respond(.text(200, String(repeating: "x", count: 5000))) }
        let result = await sendOverURLSession(
            Request(method: "GET", url: server.baseURL, timeout: 10, maxBodyBytes: 1000))
        XCTAssertEqual(result.failure, .tooLarge(limit: 1000))
    }

    func testAGzipBombIsCountedInflatedAndStopsAtTheCap() async throws {
        let bomb = GzipBomb.zeros(compressedBytes: 200_000).data
        let head = "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: \(bomb.count)\r\n\r\n"
        let (server, _) = try startServer { _ in .sendRawThenClose(Data(head.utf8) + bomb) }
        let result = await sendOverURLSession(
            Request(method: "GET", url: server.baseURL, timeout: 10, maxBodyBytes: 1_000_000))
        XCTAssertEqual(result.failure, .tooLarge(limit: 1_000_000))
    }

    func testTheDeadlineEndsATransferThatKeepsTrickling() async throws {
        let (server, _) = try startServer { _ in
            .stream(
                head: Data("HTTP/1.1 200 OK\r\nContent-Length: 12\r\n\r\n".utf8), chunk: Data("x".utf8), pause: 0.3)
        }
        let result = await sendOverURLSession(Request(method: "GET", url: server.baseURL, timeout: 10, deadline: 1))
        XCTAssertEqual(result.failure, .timedOut)
    }

    func testARedirectToAnotherServerIsRefusedForAQuery() async throws {
        let (server, _) = try startServer { _ in
            .respond(.init(status: 307, headers: ["Location": "http://127.0.0.2:9/elsewhere"]))
        }
        let result = await sendOverURLSession(
            Request(method: "POST", url: server.baseURL, body: Data("{}".utf8), timeout: 10))
        guard case .badAnswer(let phrase) = result.failure else { return XCTFail("\(result)") }
        XCTAssertTrue(phrase.contains("another server"), phrase)
    }

    func testASameOriginTemporaryRedirectIsFollowedWithItsBody() async throws {
        let (server, arrivals) = try startServer { request in
            request.path == "/moved"
                ? .respond(.text(200, "moved")) : .respond(.init(status: 307, headers: ["Location": "/moved"]))
        }
        let response = try await sendOverURLSession(
            Request(method: "POST", url: server.baseURL.appending(path: "first"), body: Data("{}".utf8), timeout: 10)
        ).get()
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.redirectedURL?.path, "/moved")
        XCTAssertEqual(arrivals.requests.last?.body, Data("{}".utf8))
        XCTAssertEqual(arrivals.requests.last?.method, "POST")
    }

    func testConfigurationNeverCaches() {
        let configuration = URLSessionTransport.makeConfiguration()
        XCTAssertNil(configuration.urlCache)
        XCTAssertEqual(configuration.requestCachePolicy, .reloadIgnoringLocalCacheData)
        let request = URLSessionTransport.urlRequest(
            for: Request(
                method: "PUT", url: URL(string: "http://x.test")!, headers: ["A": "b"], body: Data([1]), timeout: 3))
        XCTAssertEqual(request.httpMethod, "PUT")
        XCTAssertEqual(request.value(forHTTPHeaderField: "A"), "b")
        XCTAssertEqual(request.httpBody, Data([1]))
        XCTAssertEqual(request.timeoutInterval, 3)
        #if canImport(FoundationNetworking)
            XCTAssertEqual(URLSessionTransport.effectiveTimeout(0.2), 1)
            XCTAssertEqual(URLSessionTransport.effectiveTimeout(2.5), 3)
        #else
            XCTAssertEqual(URLSessionTransport.effectiveTimeout(0.2), 0.2)
        #endif
        XCTAssertEqual(request.cachePolicy, .reloadIgnoringLocalCacheData)
    }

    func testTruncationCheck() {
        XCTAssertTrue(URLSessionTransport.isTruncated(bodyCount: 10, headers: ["content-length": "11"]))
        XCTAssertFalse(URLSessionTransport.isTruncated(bodyCount: 11, headers: ["content-length": " 11 "]))
        XCTAssertFalse(URLSessionTransport.isTruncated(bodyCount: 10, headers: [:]))
        XCTAssertFalse(URLSessionTransport.isTruncated(bodyCount: 10, headers: ["content-length": "x"]))
        XCTAssertFalse(
            URLSessionTransport.isTruncated(
                bodyCount: 10, headers: ["content-length": "50", "content-encoding": "gzip"]))
        XCTAssertTrue(
            URLSessionTransport.isTruncated(
                bodyCount: 10, headers: ["content-length": "50", "content-encoding": "identity"]))
    }

    func testURLErrorMapping() {
        let rows: [(URLError.Code, TransportError)] = [
            (.timedOut, .timedOut), (.cannotConnectToHost, .cannotConnect), (.cannotFindHost, .cannotConnect),
            (.notConnectedToInternet, .cannotConnect), (.dnsLookupFailed, .cannotConnect),
            (.networkConnectionLost, .connectionLost), (.badServerResponse, .connectionLost), (.cancelled, .cancelled),
        ]
        for (code, expected) in rows {
            XCTAssertEqual(URLSessionTransport.transportError(for: URLError(code)), expected, "\(code)")
        }
        guard case .other = URLSessionTransport.transportError(for: URLError(.badURL)) else {
            return XCTFail("badURL is other")
        }
        XCTAssertEqual(
            URLSessionTransport.transportError(
                forURLErrorCode: URLError.Code.unknown.rawValue,
                description: "transfer closed with 491 bytes remaining to read"),
            .truncated)
        XCTAssertEqual(
            URLSessionTransport.transportError(forURLErrorCode: URLError.Code.unknown.rawValue, description: "odd"),
            .badAnswer("an answer that is not valid HTTP (odd)"))
        for (code, description) in [
            (URLError.Code.unknown, "SSL certificate problem: expired"),
            (.serverCertificateUntrusted, "untrusted"),
            (.serverCertificateHasUnknownRoot, "unknown root"), (.serverCertificateHasBadDate, "expired"),
            (.serverCertificateNotYetValid, "not yet valid"),
        ] {
            XCTAssertEqual(
                URLSessionTransport.transportError(forURLErrorCode: code.rawValue, description: description),
                .badAnswer("a certificate that could not be verified (\(description))"), "\(code)")
        }
        XCTAssertEqual(URLSessionTransport.transportError(for: CancellationError()), .cancelled)
        let nsError = NSError(domain: NSURLErrorDomain, code: URLError.Code.timedOut.rawValue)
        XCTAssertEqual(URLSessionTransport.transportError(for: nsError), .timedOut)
        guard case .other = URLSessionTransport.transportError(for: NSError(domain: "elsewhere", code: 1)) else {
            return XCTFail("a foreign error is other")
        }
    }
}

/// Sends `request` with a fresh ``URLSessionTransport``, returning the outcome as a value.
private func sendOverURLSession(
    _ request: RepositoryDefinitions.HTTPRequest
) async -> Result<RepositoryDefinitions.HTTPResponse, TransportError> {
    do {
        return .success(try await URLSessionTransport().send(request))
    } catch {
        return .failure(error)
    }
}
