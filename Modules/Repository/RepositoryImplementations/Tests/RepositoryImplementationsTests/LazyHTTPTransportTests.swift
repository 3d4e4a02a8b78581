import Foundation
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import RepositoryImplementations

final class LazyHTTPTransportTests: XCTestCase {
    func testTheRealTransportIsBuiltOnTheFirstRequestOnlyAndThenReused() async throws {
        let spy = HTTPTransportSpy(responses: [.success(HTTPResponse(status: 200))])
        let builds = Locked(0)
        let transport = LazyHTTPTransport {
            builds.withLock { $0 += 1 }
            return spy
        }
        XCTAssertFalse(transport.isBuilt, "nothing is built before a request")
        XCTAssertEqual(builds.current, 0)

        let request = HTTPRequest(method: "GET", url: URL(string: "http://127.0.0.1/v4/rockets")!, timeout: 1)
        _ = try await transport.send(request)
        _ = try await transport.send(request)

        XCTAssertTrue(transport.isBuilt)
        XCTAssertEqual(builds.current, 1, "built once")
        XCTAssertEqual(spy.requests, [request, request], "every request goes to the built transport")
    }
}
