import XCTest

@testable import SharedPresentation

/// Only `http` and `https` addresses become hyperlinks. The other schemes here all have a host, so the host check
/// cannot be what refuses them: the scheme check must.
final class LinkSchemeTests: XCTestCase {
    func testSchemesOtherThanHTTPAreRefusedEvenWithAHost() {
        for address in [
            "javascript://example.com/%0Aalert(1)", "file://server/share/secret.txt", "ftp://example.com/file",
            "gopher://example.com/", "data://example.com/text", "ssh://example.com", "httpx://example.com",
        ] {
            XCTAssertNil(TextSanitizer.linkURL(address), address)
        }
    }

    func testHTTPAndHTTPSWithAHostAreKept() {
        XCTAssertEqual(TextSanitizer.linkURL("http://example.com/a"), "http://example.com/a")
        XCTAssertEqual(TextSanitizer.linkURL("HTTPS://example.com/b"), "HTTPS://example.com/b")
    }
}
