import Foundation
import LoopbackHTTPServer
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import RepositoryImplementations

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The socket transport (plain http) against a loopback server that misbehaves on purpose.
final class SocketHTTPTransportTests: XCTestCase {
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
        let response = try await sendOverSockets(request).get()
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
        let response = try await sendOverSockets(
            Request(method: "GET", url: server.baseURL.appending(path: "v4/rockets/x"), timeout: 10)
        ).get()
        XCTAssertEqual(response.status, 404)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "Not Found")
    }

    func testAStallLongerThanTheTimeoutTimesOut() async throws {
        let (server, _) = try startServer { _ in .stall(seconds: 30, then: .respond(.text(200, "late"))) }
        let result = await sendOverSockets(Request(method: "GET", url: server.baseURL, timeout: 1))
        XCTAssertEqual(result.failure, .timedOut)
    }

    func testCancellingTheTaskCancelsARequestInFlight() async throws {
        let (server, arrivals) = try startServer { _ in .stall(seconds: 30, then: .respond(.text(200, "late"))) }
        let task = Task { await sendOverSockets(Request(method: "GET", url: server.baseURL, timeout: 60)) }
        try await arrivals.waitForFirst()
        task.cancel()
        let result = await task.value
        XCTAssertEqual(result.failure, .cancelled)
    }

    func testAnAlreadyCancelledTaskSendsNothing() async throws {
        let (server, arrivals) = try startServer { _ in .respond(.text(200, "ok")) }
        let task = Task { () -> Result<RepositoryDefinitions.HTTPResponse, TransportError> in
            withUnsafeCurrentTask { $0?.cancel() }
            return await sendOverSockets(Request(method: "GET", url: server.baseURL, timeout: 10))
        }
        let result = await task.value
        XCTAssertEqual(result.failure, .cancelled)
        XCTAssertEqual(arrivals.requests.count, 0)
    }

    func testAConnectionResetIsConnectionLost() async throws {
        let (server, _) = try startServer { _ in .resetConnection }
        let result = await sendOverSockets(Request(method: "GET", url: server.baseURL, timeout: 10))
        XCTAssertEqual(result.failure, .connectionLost)
    }

    func testAConnectionClosedWithoutAnswerIsConnectionLost() async throws {
        let (server, _) = try startServer { _ in .closeWithoutResponse }
        let result = await sendOverSockets(Request(method: "GET", url: server.baseURL, timeout: 10))
        XCTAssertEqual(result.failure, .connectionLost)
    }

    func testABodyShorterThanItsContentLengthIsTruncated() async throws {
        let raw =
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 500\r\nConnection: close\r\n\r\n{\"docs\":["
        let (server, _) = try startServer { _ in .sendRawThenClose(Data(raw.utf8)) }
        let result = await sendOverSockets(Request(method: "GET", url: server.baseURL, timeout: 10))
        XCTAssertEqual(result.failure, .truncated)
    }

    func testARefusedConnectionCannotConnect() async throws {
        let (server, _) = try startServer { _ in .respond(.text(200, "ok")) }
        let url = server.baseURL
        server.stop()
        let result = await sendOverSockets(Request(method: "GET", url: url, timeout: 10))
        XCTAssertEqual(result.failure, .cannotConnect)
    }

    func testBrokenAnswersAreNamed() async throws {
        let rows: [(String, String)] = [
            ("HELLO\r\n\r\n", "no HTTP/1.x status line"),
            ("HTTP/1.1 2x0 OK\r\n\r\n", "status line that is not HTTP/1.x"),
            ("HTTP/1.1 199 Odd\r\nContent-Length: 0\r\n\r\n", "HTTP status 199"),
            (
                "HTTP/1.1 200 OK\r\nContent-Encoding: br\r\nContent-Length: 1\r\n\r\nx",
                "encoding it was not asked for (br)"
            ),
            ("HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\nx", "transfer encoding it does not know"),
            ("HTTP/1.1 200 OK\r\nContent-Length: 1, 2\r\n\r\nx", "Content-Length that is not one number"),
            ("HTTP/1.1 200 OK\r\nBad Header\r\n\r\n", "malformed header line"),
            ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", "chunk size that is not a number"),
            ("HTTP/1.1 200 OK\r\nX: y", "ends inside its header"),
            ("HTTP/1.1 200 OK\r\nX-Big: " + String(repeating: "a", count: 70_000) + "\r\n\r\n", "a header over 64 kB"),
        ]
        for (raw, phrase) in rows {
            let (server, _) = try startServer { _ in .sendRawThenClose(Data(raw.utf8)) }
            let result = await sendOverSockets(Request(method: "GET", url: server.baseURL, timeout: 10))
            guard case .badAnswer(let said) = result.failure else {
                XCTFail("\(raw.prefix(40)): \(result)")
                continue
            }
            XCTAssertTrue(said.contains(phrase), "\(said) lacks \(phrase)")
        }
    }

    func testChunkedAndCloseDelimitedBodiesAndInterimAnswersAreRead() async throws {
        let rows: [String] = [
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3;x=1\r\nabc\r\n2\r\nde\r\n0\r\nT: 1\r\n\r\n",
            "HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\n\r\nabcde",
            "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Encoding: identity\r\n\r\nabcde",
        ]
        for raw in rows {
            let (server, _) = try startServer { _ in .sendRawThenClose(Data(raw.utf8)) }
            let response = try await sendOverSockets(
                Request(
                    method: "GET",
                    url: server.baseURL.appending(path: "a").appending(queryItems: [.init(name: "q", value: "1")]),
                    timeout: 10)
            ).get()
            XCTAssertEqual(response.status, 200)
            XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "abcde")
        }
    }

    func testTheRequestLineKeepsThePercentEncoding() {
        let url = URL(string: "http://127.0.0.1:8080/v4/rockets")!.appending(component: "a b/c").appending(
            queryItems: [.init(name: "q", value: "x y")])
        let head = String(
            decoding: SocketHTTPTransport.head(
                for: Request(method: "GET", url: url, headers: ["Accept-Encoding": "gzip", "X": "1"], timeout: 1),
                host: "127.0.0.1", port: 8080), as: UTF8.self)
        XCTAssertTrue(head.hasPrefix("GET /v4/rockets/a%20b%2Fc?q=x%20y HTTP/1.1\r\n"), head)
        XCTAssertTrue(head.contains("Accept-Encoding: identity\r\n"))
        XCTAssertFalse(head.contains("gzip"))
        XCTAssertTrue(head.contains("X: 1\r\n"))
        XCTAssertTrue(head.hasSuffix("\r\n\r\n"))
    }

    func testAnEndlessBodyStopsAtTheCap() async throws {
        let (server, _) = try startServer { _ in
            .stream(head: Data("HTTP/1.1 200 OK\r\n\r\n".utf8), chunk: Data(count: 4096), pause: 0)
        }
        let result = await sendOverSockets(
            Request(method: "GET", url: server.baseURL, timeout: 10, maxBodyBytes: 100_000))
        XCTAssertEqual(result.failure, .tooLarge(limit: 100_000))
        let chunked = try startServer { _ in
            .stream(
                head: Data("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n".utf8),
                chunk: Data("1000\r\n".utf8) + Data(count: 4096) + Data("\r\n".utf8), pause: 0)
        }.0
        let second = await sendOverSockets(
            Request(method: "GET", url: chunked.baseURL, timeout: 10, maxBodyBytes: 100_000))
        XCTAssertEqual(second.failure, .tooLarge(limit: 100_000))
    }

    func testRedirectsUnderEachPolicy() async throws {
        let (server, _) = try startServer { request in
            switch request.path {
            case "/see-other": .respond(.init(status: 303, headers: ["Location": "/done"]))
            case "/loop": .respond(.init(status: 307, headers: ["Location": "/loop"]))
            case "/nowhere": .respond(.init(status: 307, headers: [:]))
            case "/tls": .respond(.init(status: 307, headers: ["Location": "https://127.0.0.1:1/x"]))
            default: .respond(.text(200, "done"))
            }
        }
        let seeOther = await sendOverSockets(
            Request(
                method: "POST", url: server.baseURL.appending(path: "see-other"), body: Data("{}".utf8), timeout: 10))
        guard case .badAnswer(let refused) = seeOther.failure else { return XCTFail("\(seeOther)") }
        XCTAssertTrue(refused.contains("a redirect (HTTP 303)"), refused)
        let followed = try await sendOverSockets(
            Request(
                method: "POST", url: server.baseURL.appending(path: "see-other"), body: Data("{}".utf8), timeout: 10,
                redirects: .anyOrigin)
        ).get()
        XCTAssertEqual(followed.redirectedURL?.path, "/done")
        for (path, phrase) in [
            ("loop", "redirects in a loop"), ("nowhere", "without a usable address"), ("tls", "to another server"),
        ] {
            let result = await sendOverSockets(
                Request(method: "GET", url: server.baseURL.appending(path: path), timeout: 10))
            guard case .badAnswer(let said) = result.failure else { return XCTFail("\(path): \(result)") }
            XCTAssertTrue(said.contains(phrase), "\(said) lacks \(phrase)")
        }
    }

    func testABodyOverTheCapStopsTheTransfer() async throws {
        let (server, _) = try startServer { _ in .respond(.text(200, String(repeating: "x", count: 5000))) }
        let result = await sendOverSockets(
            Request(method: "GET", url: server.baseURL, timeout: 10, maxBodyBytes: 1000))
        XCTAssertEqual(result.failure, .tooLarge(limit: 1000))
    }

    func testTheDeadlineEndsATransferThatKeepsTrickling() async throws {
        let (server, _) = try startServer { _ in
            .stream(
                head: Data("HTTP/1.1 200 OK\r\nContent-Length: 12\r\n\r\n".utf8), chunk: Data("x".utf8), pause: 0.3)
        }
        let result = await sendOverSockets(Request(method: "GET", url: server.baseURL, timeout: 10, deadline: 1))
        XCTAssertEqual(result.failure, .timedOut)
    }

    /// Issue 27.1: a size or length with a sign is not a number (`Int("-5", radix: 16)` accepted it, and the
    /// negative size crashed every run).
    func testSignedSizesAndLengthsAreRefused() async throws {
        let chunked = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        let rows: [(String, String)] = [
            (chunked + "-5\r\nabc\r\n0\r\n\r\n", "chunk size that is not a number (-5)"),
            (chunked + "-1\r\n", "chunk size that is not a number (-1)"),
            (chunked + "+3\r\nabc\r\n0\r\n\r\n", "chunk size that is not a number (+3)"),
            (chunked + "ffffffffffffffffff\r\n", "chunk size that is not a number"),
            (chunked + "3\r\nabcdef\r\n0\r\n\r\n", "a chunk longer than its size line says"),
            ("HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\nabc", "Content-Length that is not one number (-5)"),
            ("HTTP/1.1 200 OK\r\nContent-Length: +3\r\n\r\nabc", "Content-Length that is not one number (+3)"),
            (
                "HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999\r\n\r\nabc",
                "Content-Length that is not one number"
            ),
        ]
        for (raw, phrase) in rows {
            let (server, _) = try startServer { _ in .sendRawThenClose(Data(raw.utf8)) }
            let result = await sendOverSockets(Request(method: "GET", url: server.baseURL, timeout: 10))
            guard case .badAnswer(let said) = result.failure else {
                XCTFail("\(raw.suffix(30)): \(result)")
                continue
            }
            XCTAssertTrue(said.contains(phrase), "\(said) lacks \(phrase)")
        }
    }

    /// Issue 27.2: a server that never stops sending (endless trailers, endless interim heads) is refused at a
    /// bound, and endless 1-byte chunks end at the deadline: past it, data waiting to be read no longer counts.
    func testEndlessTrailersInterimHeadsAndTinyChunksEnd() async throws {
        let chunked = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        let rows: [(HTTPResponsePlan, TransportError)] = [
            (
                .stream(head: Data((chunked + "1\r\na\r\n0\r\n").utf8), chunk: Data("X-T: y\r\n".utf8), pause: 0),
                .badAnswer("trailer fields over 64 kB")
            ),
            (
                .stream(head: Data(), chunk: Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), pause: 0),
                .badAnswer("more than 8 interim answers (HTTP 100)")
            ),
            (.stream(head: Data(chunked.utf8), chunk: Data("1\r\na\r\n".utf8), pause: 0), .timedOut),
        ]
        for (plan, expected) in rows {
            let (server, _) = try startServer { _ in plan }
            let result = await sendOverSockets(
                Request(method: "GET", url: server.baseURL, timeout: 10, deadline: 1, maxBodyBytes: 1 << 30))
            XCTAssertEqual(result.failure, expected)
        }
    }

    /// Issue 27.8: a connection reset once the head is in cut the answer short; the server was reached.
    func testAResetAfterTheHeadIsTruncated() async throws {
        let (server, _) = try startServer { _ in
            .sendRawThenReset(Data("HTTP/1.1 200 OK\r\nContent-Length: 500\r\n\r\n{\"docs\":[".utf8))
        }
        let result = await sendOverSockets(Request(method: "GET", url: server.baseURL, timeout: 10))
        XCTAssertEqual(result.failure, .truncated)
    }

    /// Issue 27.3: the client's deadline bounds the answer across all its attempts: a body trickling past it is
    /// given up once, not retried with a fresh deadline each time (three attempts made a user wait three times it).
    func testOneDeadlineCoversEveryAttempt() async throws {
        let (server, arrivals) = try startServer { _ in
            .stream(
                head: Data("HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n".utf8), chunk: Data(" ".utf8),
                pause: 0.2)
        }
        let client = SpaceXAPIClient(
            configuration: APIClientConfiguration(
                baseURL: server.baseURL, requestTimeout: 10, maxAttempts: 3, requestDeadline: 1),
            transport: SocketHTTPTransport(), sleeper: SleeperSpy())
        do {
            _ = try await client.item(.get(.launches, id: "a"), as: [String: String].self, policy: .reload)
            XCTFail("a trickle past the deadline has no answer")
        } catch {
            XCTAssertEqual(error, .timeout)
        }
        XCTAssertEqual(arrivals.requests.count, 1)
    }

    func testARedirectToAnotherServerIsRefusedForAQuery() async throws {
        let (server, _) = try startServer { _ in
            .respond(.init(status: 307, headers: ["Location": "http://127.0.0.2:9/elsewhere"]))
        }
        let result = await sendOverSockets(
            Request(method: "POST", url: server.baseURL, body: Data("{}".utf8), timeout: 10))
        guard case .badAnswer(let phrase) = result.failure else { return XCTFail("\(result)") }
        XCTAssertTrue(phrase.contains("another server"), phrase)
    }

    func testASameOriginTemporaryRedirectIsFollowedWithItsBody() async throws {
        let (server, arrivals) = try startServer { request in
            request.path == "/moved"
                ? .respond(.text(200, "moved")) : .respond(.init(status: 307, headers: ["Location": "/moved"]))
        }
        let response = try await sendOverSockets(
            Request(method: "POST", url: server.baseURL.appending(path: "first"), body: Data("{}".utf8), timeout: 10)
        ).get()
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.redirectedURL?.path, "/moved")
        XCTAssertEqual(arrivals.requests.last?.body, Data("{}".utf8))
        XCTAssertEqual(arrivals.requests.last?.method, "POST")
    }

}

/// Sends `request` with a fresh ``URLSessionTransport``, returning the outcome as a value.
private func sendOverSockets(
    _ request: RepositoryDefinitions.HTTPRequest
) async -> Result<RepositoryDefinitions.HTTPResponse, TransportError> {
    do {
        return .success(try await SocketHTTPTransport().send(request))
    } catch {
        return .failure(error)
    }
}
