import XCTest

@testable import LoopbackHTTPServer

/// The body limit is exact: a `Content-Length` equal to the limit is accepted, one byte more is refused with 413.
final class BodyLimitBoundaryTests: XCTestCase {
    private func parse(contentLength: Int, maxBody: Int) -> HTTPRequestHeadParser.Outcome {
        let text = "POST /v5/launches/query HTTP/1.1\r\nContent-Length: \(contentLength)\r\n\r\n"
        return HTTPRequestHeadParser.parse(Array(text.utf8), maxHeadBytes: 1024, maxBodyBytes: maxBody)
    }

    func testALengthAtTheLimitIsAcceptedAndOneByteMoreIsRefused() {
        guard case .complete(let head, _) = parse(contentLength: 100, maxBody: 100) else {
            return XCTFail("a body of exactly the limit must be accepted")
        }
        XCTAssertEqual(head.contentLength, 100)
        XCTAssertEqual(parse(contentLength: 101, maxBody: 100), .rejected(status: 413, message: "Payload Too Large"))
        XCTAssertEqual(parse(contentLength: 150, maxBody: 100), .rejected(status: 413, message: "Payload Too Large"))
    }
}
