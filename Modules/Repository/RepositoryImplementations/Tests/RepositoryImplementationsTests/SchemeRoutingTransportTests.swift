import Foundation
import RepositoryDefinitions
import RepositoryImplementations
import RepositorySpies
import Testing

/// Plain HTTP goes to the socket transport, anything else to URLSession, which is only made when needed.
struct SchemeRoutingTransportTests {
    @Test func routesBySchemeAndMakesTheSecureTransportOnlyWhenUsed() async throws {
        let plain = HTTPTransportSpy(responses: [.success(HTTPResponse(status: 200))])
        let secure = HTTPTransportSpy(responses: [.success(HTTPResponse(status: 201))])
        let made = Locked(0)
        let routing = SchemeRoutingTransport(
            plain: plain,
            secure: {
                made.withLock { $0 += 1 }
                return secure
            }())
        let first = try await routing.send(
            HTTPRequest(method: "GET", url: URL(string: "http://127.0.0.1:1/a")!, timeout: 1))
        #if canImport(FoundationNetworking)
            #expect(first.status == 200)
            #expect(made.withLock { $0 } == 0)
        #else
            // On Apple platforms URLSession waits idly and carries both schemes.
            #expect(first.status == 201)
        #endif
        let second = try await routing.send(
            HTTPRequest(method: "GET", url: URL(string: "https://example.org/a")!, timeout: 1))
        #expect(second.status == 201)
        #expect(made.withLock { $0 } == 1)
    }
}
