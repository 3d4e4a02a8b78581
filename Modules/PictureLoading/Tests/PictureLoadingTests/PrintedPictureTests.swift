import Foundation
import PictureLoading
import RepositoryDefinitions
import RepositorySpies
import TerminalImages
import XCTest

final class PrintedPictureTests: XCTestCase {
    private let url = URL(string: "https://example.com/patch.png")!

    /// Any body decodes to a 2 × 2 picture: red over blue.
    private static let decode: PictureLoader.Decode = { _, _ in
        RGBAImage(
            width: 2, height: 2, pixels: [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255])
    }

    private func printer(_ graphicsProtocol: TerminalGraphicsProtocol, _ transport: HTTPTransportSpy) -> PrintedPicture
    {
        PrintedPicture(
            graphicsProtocol: graphicsProtocol,
            loader: PictureLoader(transport: transport, cache: CacheStoreSpy(), decode: Self.decode), width: 80,
            cell: CellPixelSize(width: 10, height: 20), maxRows: 2)
    }

    func testBlocksAreABlankLineThenThePicture() async {
        let transport = HTTPTransportSpy(responses: [.success(HTTPResponse(status: 200, body: Data([1])))])
        let text = await printer(.blocks, transport).text(for: url)
        // A square on 1:2 cells is twice as many columns as rows: at most 2 rows → 4 × 2 cells; red over blue.
        XCTAssertEqual(
            text,
            "\n\u{1B}[38;2;255;0;0;48;2;255;0;0m▀▀▀▀\u{1B}[0m\n\u{1B}[38;2;0;0;255;48;2;0;0;255m▀▀▀▀\u{1B}[0m\n")
    }

    func testKittyEndsWithANewline() async {
        let transport = HTTPTransportSpy(responses: [.success(HTTPResponse(status: 200, body: Data([1])))])
        let text = await printer(.kitty, transport).text(for: url)
        XCTAssertTrue(text.hasPrefix("\n\u{1B}_Ga=T,f=32,s=2,v=2,i=1,c=4,r=2,q=2,m=0;"), text)
        XCTAssertTrue(text.hasSuffix("\u{1B}\\\n"), text)
    }

    func testAFailureIsOneReasonLine() async {
        let transport = HTTPTransportSpy(responses: [.success(HTTPResponse(status: 500))])
        let text = await printer(.sixel, transport).text(for: url)
        XCTAssertEqual(text, "Picture not shown: the server answered HTTP 500\n")
    }

    func testNoneOrNoAddressPrintsAndFetchesNothing() async {
        let transport = HTTPTransportSpy()
        let none = await printer(.none, transport).text(for: url)
        let noAddress = await printer(.blocks, transport).text(for: nil)
        XCTAssertEqual(none, "")
        XCTAssertEqual(noAddress, "")
        XCTAssertEqual(transport.sendCallCount, 0)
    }
}
