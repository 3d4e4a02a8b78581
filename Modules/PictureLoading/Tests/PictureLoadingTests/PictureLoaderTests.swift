import Foundation
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import PictureLoading
@testable import TerminalImages

final class PictureLoaderTests: XCTestCase {
    private struct NotAPicture: Error, CustomStringConvertible {
        var description: String { "no picture signature" }
    }

    /// A stand-in decoder: "PIC" + r, g, b is a 1 × 1 picture of that colour; anything else throws.
    private static let decode: PictureLoader.Decode = { bytes, _ in
        guard bytes.count == 6, bytes.starts(with: Array("PIC".utf8)) else { throw NotAPicture() }
        return RGBAImage(width: 1, height: 1, pixels: [bytes[3], bytes[4], bytes[5], 255])
    }

    private let url = URL(string: "https://images2.imgbox.com/03/3d/patch.png")!
    private let red = Data("PIC".utf8) + Data([255, 0, 0])
    private let storedAt = Date(timeIntervalSince1970: 1_700_000_000)

    private func loader(
        _ transport: HTTPTransportSpy, _ cache: CacheStoreSpy, offline: Bool = false,
        limits: ImageLimits = .standard
    ) -> PictureLoader {
        PictureLoader(
            transport: transport, cache: cache, decode: Self.decode, limits: limits, offline: offline,
            now: { [storedAt] in storedAt })
    }

    func testDownloadsDecodesAndKeepsTheFile() async throws {
        let transport = HTTPTransportSpy(responses: [.success(HTTPResponse(status: 200, body: red))])
        let cache = CacheStoreSpy()
        let result = await loader(transport, cache).load(url)
        XCTAssertEqual(try result.get().pixels, [255, 0, 0, 255])
        XCTAssertEqual(transport.requests.map(\.url), [url])
        XCTAssertEqual(transport.requests.first?.method, "GET")
        let key = PictureLoader.cacheKey(for: url)
        XCTAssertEqual(
            cache.entries[key],
            CacheEntry(body: red, storedAt: storedAt, maxAge: PictureLoader.storedMaxAge))
    }

    func testACachedFileNeedsNoRequestWhateverItsAge() async throws {
        let transport = HTTPTransportSpy()
        let cache = CacheStoreSpy()
        cache.entries[PictureLoader.cacheKey(for: url)] = CacheEntry(
            body: red, storedAt: .distantPast, maxAge: 1)
        let loaded = await loader(transport, cache).load(url)
        XCTAssertEqual(try loaded.get().pixels, [255, 0, 0, 255])
        XCTAssertEqual(transport.sendCallCount, 0)
    }

    func testOfflineUsesTheCacheOnly() async {
        let transport = HTTPTransportSpy()
        let cache = CacheStoreSpy()
        let result = await loader(transport, cache, offline: true).load(url)
        XCTAssertEqual(result, .failure(.notCached))
        XCTAssertEqual(transport.sendCallCount, 0)
        XCTAssertEqual(PictureFailure.notCached.reason, "Picture not shown: not downloaded yet (offline)")

        cache.entries[PictureLoader.cacheKey(for: url)] = CacheEntry(body: red, storedAt: storedAt, maxAge: 1)
        let loaded = await loader(transport, cache, offline: true).load(url)
        XCTAssertEqual(try loaded.get().width, 1)
    }

    func testABrokenCachedFileIsDroppedAndFetchedAgain() async throws {
        let transport = HTTPTransportSpy(responses: [.success(HTTPResponse(status: 200, body: red))])
        let cache = CacheStoreSpy()
        let key = PictureLoader.cacheKey(for: url)
        cache.entries[key] = CacheEntry(body: Data("junk".utf8), storedAt: storedAt, maxAge: 1)
        let loaded = await loader(transport, cache).load(url)
        XCTAssertEqual(try loaded.get().pixels, [255, 0, 0, 255])
        XCTAssertEqual(cache.removedKeys, [key])
        XCTAssertEqual(cache.entries[key]?.body, red)
    }

    func testHTTPErrorsAreQuietReasonsAndNothingIsKept() async {
        let transport = HTTPTransportSpy(responses: [.success(HTTPResponse(status: 404, body: Data("nope".utf8)))])
        let cache = CacheStoreSpy()
        let result = await loader(transport, cache).load(url)
        XCTAssertEqual(result, .failure(.status(404)))
        XCTAssertEqual(PictureFailure.status(404).reason, "Picture not shown: the server answered HTTP 404")
        XCTAssertEqual(cache.storeCallCount, 0)
    }

    func testTransportFailuresAreDescribed() async {
        let transport = HTTPTransportSpy(responses: [.failure(.timedOut), .failure(.cannotConnect)])
        let cache = CacheStoreSpy()
        let subject = loader(transport, cache)
        let first = await subject.load(url)
        let second = await subject.load(url)
        XCTAssertEqual(first, .failure(.transport("the download timed out")))
        XCTAssertEqual(second, .failure(.transport("could not connect")))
    }

    func testFilesOverTheLimitAreRefusedUndecoded() async {
        let body = Data(repeating: 0, count: 2_000_001)
        let transport = HTTPTransportSpy(responses: [.success(HTTPResponse(status: 200, body: body))])
        let cache = CacheStoreSpy()
        let result = await loader(transport, cache, limits: ImageLimits(maxEncodedBytes: 2_000_000)).load(url)
        XCTAssertEqual(result, .failure(.tooLarge(bytes: 2_000_001, limit: 2_000_000)))
        XCTAssertEqual(
            PictureFailure.tooLarge(bytes: 25_000_000, limit: 20_000_000).reason,
            "Picture not shown: the file is 25 MB, over the 20 MB limit")
        XCTAssertEqual(cache.storeCallCount, 0)
    }

    func testTheDownloadIsCappedAtTheLimitWithADeadlineAndFollowsAnyRedirect() async {
        let transport = HTTPTransportSpy(responses: [
            .failure(.tooLarge(limit: 2_000_000)),
            .failure(.badAnswer("a body in an encoding it was not asked for (gzip)")),
        ])
        let cache = CacheStoreSpy()
        let subject = PictureLoader(
            transport: transport, cache: cache, decode: Self.decode, limits: ImageLimits(maxEncodedBytes: 2_000_000),
            timeout: 7, deadline: 9)
        let capped = await subject.load(url)
        let encoded = await subject.load(url)
        XCTAssertEqual(capped, .failure(.transport("the file is over the 2 MB limit")))
        XCTAssertEqual(
            encoded, .failure(.transport("the server sent a body in an encoding it was not asked for (gzip)")))
        let request = transport.requests.first
        XCTAssertEqual(request?.maxBodyBytes, 2_000_000)
        XCTAssertEqual(request?.timeout, 7)
        XCTAssertEqual(request?.deadline, 9)
        XCTAssertEqual(request?.redirects, .anyOrigin)
        XCTAssertEqual(cache.storeCallCount, 0)
    }

    func testUndecodableFilesAreNotKept() async {
        let transport = HTTPTransportSpy(
            responses: [.success(HTTPResponse(status: 200, body: Data("<html>".utf8)))])
        let cache = CacheStoreSpy()
        let result = await loader(transport, cache).load(url)
        XCTAssertEqual(result, .failure(.undecodable("the file could not be read: no picture signature")))
        XCTAssertEqual(cache.storeCallCount, 0)
    }

    func testOnlyHTTPAddressesAreFetched() async {
        let transport = HTTPTransportSpy()
        let result = await loader(transport, CacheStoreSpy()).load(URL(string: "file:///etc/passwd")!)
        XCTAssertEqual(result, .failure(.unsupportedAddress))
        XCTAssertEqual(transport.sendCallCount, 0)
    }

    func testAPictureThatCannotBeKeptIsStillShown() async throws {
        let transport = HTTPTransportSpy(responses: [.success(HTTPResponse(status: 200, body: red))])
        let cache = CacheStoreSpy()
        cache.storeError = .notWritable(path: "/nowhere")
        let loaded = await loader(transport, cache).load(url)
        XCTAssertEqual(try loaded.get().width, 1)
    }
}
