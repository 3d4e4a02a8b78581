import Foundation
import XCTest

@testable import RepositoryDefinitions

/// The one link rule: `http`/`https` with a host, no spaces or control characters, trimmed as Foundation trims.
final class WebAddressTests: XCTestCase {
    func testKeepsWebAddressesTrimmed() {
        XCTAssertEqual(WebAddress.url(from: " https://a.example/x ")?.absoluteString, "https://a.example/x")
        XCTAssertEqual(WebAddress.url(from: "  https://youtu.be/x\n"), URL(string: "https://youtu.be/x"))
        XCTAssertEqual(WebAddress.url(from: "HTTP://A.example")?.absoluteString, "HTTP://A.example")
        XCTAssertNotNil(WebAddress.url(from: "https://example.com/press%1B%5D0;x%07"), "percent-escapes are text")
    }

    func testDropsWhatIsNotAWebAddress() {
        for text in [
            "", " \u{00A0}\n", "youtu.be/x", "en.wikipedia.org/wiki/X", "/relative.jpg", "https://", "https:no-host",
            "ftp://a.example/x", "mailto:someone@example.com", "javascript:alert(1)", "file:///etc/passwd",
            "data:text/html,hi", "https://a.example/with space", "https://a.example/\u{1B}[31m",
            "https://a.example/\u{7F}", "https://a.example/\u{9B}31m",
        ] {
            XCTAssertNil(WebAddress.url(from: text), text.debugDescription)
        }
    }

    func testIsWebLinkIsHTTPOrHTTPSInAnyCase() throws {
        XCTAssertTrue(WebAddress.isWebLink(try XCTUnwrap(URL(string: "HTTPS://a.example"))))
        XCTAssertTrue(WebAddress.isWebLink(try XCTUnwrap(URL(string: "http://a.example"))))
        XCTAssertFalse(WebAddress.isWebLink(try XCTUnwrap(URL(string: "ftp://a.example"))))
        XCTAssertFalse(WebAddress.isWebLink(try XCTUnwrap(URL(string: "a.example"))))
    }

    func testTrimmingMatchesFoundationForEveryScalarUpToU3100() {
        for value in 0...0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let mark = String(scalar)
            for text in [mark + "a", "a" + mark, mark + "a b" + mark, mark, mark + mark] {
                XCTAssertEqual(
                    WebAddress.trimmingWhitespace(text), text.trimmingCharacters(in: .whitespacesAndNewlines),
                    "U+\(String(value, radix: 16, uppercase: true))")
            }
        }
    }

    func testTrimmingKeepsInnerWhitespaceAndNonWhitespaceEdges() {
        XCTAssertEqual(WebAddress.trimmingWhitespace(" \t https://a.b/c d \r\n"), "https://a.b/c d")
        XCTAssertEqual(WebAddress.trimmingWhitespace("\u{00A0}\u{3000}x\u{2028}\u{85}"), "x")
        XCTAssertEqual(WebAddress.trimmingWhitespace("\u{FEFF}x\u{FEFF}"), "\u{FEFF}x\u{FEFF}")
        XCTAssertEqual(WebAddress.trimmingWhitespace("😀 "), "😀")
        XCTAssertEqual(WebAddress.trimmingWhitespace(""), "")
    }
}
