import Foundation
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import RepositoryImplementations

/// URLs, headers and bodies the client sends.
final class APIClientRequestTests: XCTestCase {
    func testQueryIsAPostWithTheEncodedBodyAndJSONHeaders() async throws {
        let configuration = APIClientConfiguration(
            baseURL: URL(string: "https://api.test")!, requestTimeout: 7,
            userAgent: APIClientConfiguration.userAgent(version: "2.1.0"))
        let harness = ClientHarness(responses: [Responses.json(Responses.onePage)], configuration: configuration)
        _ = try await harness.queryLaunches()
        let request = try XCTUnwrap(harness.transport.requests.first)
        XCTAssertEqual(request.method, "POST")
        XCTAssertEqual(request.url.absoluteString, "https://api.test/v5/launches/query")
        XCTAssertEqual(request.headers["Content-Type"], "application/json")
        XCTAssertEqual(request.headers["Accept"], "application/json")
        XCTAssertEqual(request.headers["User-Agent"], "spacex-info/2.1.0")
        XCTAssertNil(request.headers["If-None-Match"])
        XCTAssertEqual(request.timeout, 7)
        XCTAssertEqual(request.body, QueryBodyEncoder.body(for: ClientHarness.launchesQuery))
    }

    func testGetByIdUsesTheCollectionVersionAndNoBody() async throws {
        let harness = ClientHarness(responses: [Responses.json(#"{"id":"5e9d0d95eda69973a809d1ec","name":"Falcon 9"}"#)]
        )
        let rocket = try await harness.client.item(
            .get(.rockets, id: "5e9d0d95eda69973a809d1ec"), as: NamedDocument.self, policy: .reload)
        XCTAssertEqual(rocket.value.name, "Falcon 9")
        let request = try XCTUnwrap(harness.transport.requests.first)
        XCTAssertEqual(request.method, "GET")
        XCTAssertEqual(request.url.absoluteString, "https://api.test/v4/rockets/5e9d0d95eda69973a809d1ec")
        XCTAssertNil(request.body)
        XCTAssertNil(request.headers["Content-Type"])
        XCTAssertEqual(request.headers["User-Agent"], "spacex-info/1.0")
    }

    func testBaseURLPathPrefixIsKept() {
        for base in ["http://127.0.0.1:8080/spacex", "http://127.0.0.1:8080/spacex/"] {
            let client = SpaceXAPIClient(
                configuration: APIClientConfiguration(baseURL: URL(string: base)!), transport: HTTPTransportSpy())
            XCTAssertEqual(
                client.queryRequest(for: CollectionQuery(collection: .rockets)).url.absoluteString,
                "http://127.0.0.1:8080/spacex/v4/rockets/query")
            XCTAssertEqual(
                client.itemRequest(collection: .launchpads, id: "abc").url.absoluteString,
                "http://127.0.0.1:8080/spacex/v4/launchpads/abc")
        }
    }

    func testIdsArePercentEncodedAsOnePathSegment() {
        let client = SpaceXAPIClient(transport: HTTPTransportSpy())
        let url = client.itemRequest(collection: .launches, id: "a/b c?d").url
        XCTAssertEqual(url.absoluteString, "https://api.spacexdata.com/v5/launches/a%2Fb%20c%3Fd")
    }

    func testDefaultConfiguration() {
        let configuration = APIClientConfiguration()
        XCTAssertEqual(configuration.baseURL.absoluteString, "https://api.spacexdata.com")
        XCTAssertEqual(configuration.maxAttempts, 3)
        XCTAssertEqual(configuration.backoffBase, 0.5)
        XCTAssertEqual(configuration.backoffCap, 8)
        XCTAssertTrue(configuration.networkEnabled)
        XCTAssertEqual(configuration.minimumFreshness, [:], "the client names no collection of its own")
        XCTAssertEqual(configuration.minimumFreshness(for: .launches), 300)
    }

    func testMinimumFreshnessComesFromTheEndpointsCatalog() {
        let catalog = CollectionCatalog(endpoints: [
            CollectionEndpointSpy<TestLaunch, String>(collection: .rockets, minimumFreshness: 86_400),
            CollectionEndpointSpy<TestLaunch, String>(collection: .launches, minimumFreshness: 60),
        ])
        let configuration = APIClientConfiguration(
            minimumFreshness: catalog.minimumFreshness, fallbackMinimumFreshness: 120)
        XCTAssertEqual(configuration.minimumFreshness(for: .rockets), 86_400)
        XCTAssertEqual(configuration.minimumFreshness(for: .launches), 60)
        XCTAssertEqual(configuration.minimumFreshness(for: APICollection(name: "ships", version: "v4")), 120)
    }

    func testCacheKeysDependOnMethodURLAndBodyOnly() {
        let url = URL(string: "https://api.test/v5/launches/query")!
        let base = HTTPRequest(method: "POST", url: url, headers: ["A": "1"], body: Data("{}".utf8), timeout: 5)
        var otherHeaders = base
        otherHeaders.headers = ["If-None-Match": "x"]
        otherHeaders.timeout = 99
        XCTAssertEqual(RequestCacheKey.key(for: base), RequestCacheKey.key(for: otherHeaders))
        var otherBody = base
        otherBody.body = Data("{ }".utf8)
        XCTAssertNotEqual(RequestCacheKey.key(for: base), RequestCacheKey.key(for: otherBody))
        var otherMethod = base
        otherMethod.method = "GET"
        XCTAssertNotEqual(RequestCacheKey.key(for: base), RequestCacheKey.key(for: otherMethod))
        var otherURL = base
        otherURL.url = URL(string: "https://api.test/v4/launches/query")!
        XCTAssertNotEqual(RequestCacheKey.key(for: base), RequestCacheKey.key(for: otherURL))
    }

    /// The keys are pinned as literals (computed with an independent FNV-1a implementation): a key that changes
    /// between versions or runs would orphan every cached answer on disk.
    func testCacheKeyIsReadableStableAndFilenameSafe() {
        let request = HTTPRequest(
            method: "POST", url: URL(string: "https://api.spacexdata.com/v5/launches/query")!,
            body: Data(#"{"options":{"limit":10,"page":1},"query":{}}"#.utf8), timeout: 5)
        XCTAssertEqual(
            RequestCacheKey.key(for: request).rawValue, "v5-launches-query-f0ca41a39e5a51ccc8330d4afd2bc30b")
        let get = HTTPRequest(
            method: "get", url: URL(string: "https://api.spacexdata.com/v4/rockets/5e9d0d95eda69973a809d1ec")!,
            timeout: 5)
        XCTAssertEqual(
            RequestCacheKey.key(for: get).rawValue,
            "v4-rockets-5e9d0d95eda69973a809d1ec-e166a8077055a4b39ccd2a7e528d09aa",
            "the method is upper-cased before hashing")
        XCTAssertEqual(
            RequestCacheKey.key(for: HTTPRequest(method: "GET", url: URL(string: "https://x.test")!, timeout: 1))
                .rawValue.prefix(5), "root-")
        let odd = RequestCacheKey.key(
            for: HTTPRequest(method: "GET", url: URL(string: "https://x.test/v4/a%20b/%C3%A9")!, timeout: 1))
        XCTAssertTrue(odd.rawValue.hasPrefix("v4-a_b-_-"), odd.rawValue)
    }

    func testFNVMatchesPublishedVectors() {
        XCTAssertEqual(FNV1a64.hash(Data()), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(FNV1a64.hash(Data("a".utf8)), 0xaf63_dc4c_8601_ec8c)
        XCTAssertEqual(FNV1a64.hash(Data("foobar".utf8)), 0x8594_4171_f739_67e8)
        XCTAssertEqual(FNV1a64.hex(0xff), "00000000000000ff")
    }
}
