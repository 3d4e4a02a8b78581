import Foundation
import RepositoryDefinitions
import RepositorySpies
import ScriptPrinting
import SharedPresentation
import TerminalImages
import XCTest

@testable import PictureLoading

/// A detail screen printed with its picture in its frame: loaded first, the screen rendered with the picture's
/// state, the picture drawn in the reserved cells; exactly today's screen without a protocol.
@MainActor
final class PrintedPictureTests: XCTestCase {
    private let url = URL(string: "https://example.com/patch.png")!

    /// Any body decodes to a 40 × 40 picture: red over blue, so it takes 4 × 2 cells of 10 × 20 px.
    private static let decode: PictureLoader.Decode = { _, _ in
        let red: [UInt8] = [255, 0, 0, 255]
        let blue: [UInt8] = [0, 0, 255, 255]
        return RGBAImage(
            width: 40, height: 40,
            pixels: (0..<40).flatMap { row in Array([[UInt8]](repeating: row < 20 ? red : blue, count: 40).joined()) })
    }

    private func printer(_ graphicsProtocol: TerminalGraphicsProtocol, _ transport: HTTPTransportSpy) -> PrintedPicture
    {
        PrintedPicture(
            graphicsProtocol: graphicsProtocol,
            loader: PictureLoader(transport: transport, cache: CacheStoreSpy(), decode: Self.decode),
            cell: CellPixelSize(width: 10, height: 20))
    }

    private func screen(width: Int = 40) -> ScriptScreen {
        ScriptScreen(
            view: VStack {
                Text("Title")
                Image("Alt", url: url.absoluteString)
                Text("After")
            }, width: width, context: RenderContext(), colorMode: .plain)
    }

    private func served() -> HTTPTransportSpy {
        HTTPTransportSpy(responses: [.success(HTTPResponse(status: 200, body: Data([1])))])
    }

    func testBlocksAreDrawnInTheFrameAboveTheAltText() async {
        let transport = served()

        let text = await printer(.blocks, transport).text(of: screen(), picture: url)

        let padding = String(repeating: " ", count: 25)
        XCTAssertEqual(
            text,
            """
            Title
            ┌─ Image ───────────────────────┐
            │ \u{1B}[38;2;255;0;0;48;2;255;0;0m▀▀▀▀\u{1B}[0m\(padding) │
            │ \u{1B}[38;2;0;0;255;48;2;0;0;255m▀▀▀▀\u{1B}[0m\(padding) │
            │ Alt                           │
            │ https://example.com/patch.png │
            └───────────────────────────────┘
            After

            """)
        XCTAssertEqual(transport.sendCallCount, 1, "one download")
    }

    func testKittyIsDrawnOverTheReservedRowsWhoseFrameSidesStay() async {
        let text = await printer(.kitty, served()).text(of: screen(), picture: url)

        let lines = text.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, 9, "every line of the screen, the escape inside one: \(lines)")
        XCTAssertEqual(lines[1], "┌─ Image ───────────────────────┐")
        XCTAssertEqual(lines[2], "│                               │")
        XCTAssertEqual(lines[3], "│                               │")
        let kitty = "\u{1B}7\u{1B}[2A\u{1B}[3G\u{1B}_Ga=T,f=32,s=40,v=40,i=1,c=4,r=2,q=2,m=1;"
        XCTAssertTrue(lines[4].hasPrefix(kitty), String(lines[4].prefix(60)))
        XCTAssertTrue(
            lines[4].hasSuffix("\u{1B}\\\u{1B}8│ Alt                           │"), String(lines[4].suffix(60)))
        XCTAssertEqual(
            Array(lines[5...]),
            ["│ https://example.com/patch.png │", "└───────────────────────────────┘", "After", ""],
            "the text ends with a newline")
    }

    func testAFailedPictureIsOneReasonLineInTheFrame() async {
        let transport = HTTPTransportSpy(responses: [.success(HTTPResponse(status: 500))])

        let text = await printer(.sixel, transport).text(of: screen(width: 60), picture: url)

        XCTAssertEqual(
            text,
            """
            Title
            ┌─ Image ─────────────────────────────────────────┐
            │ Alt                                             │
            │ https://example.com/patch.png                   │
            │ Picture not shown: the server answered HTTP 500 │
            └─────────────────────────────────────────────────┘
            After

            """)
    }

    func testNonePrintsTheScreenAsItIsAndFetchesNothing() async {
        let transport = HTTPTransportSpy()

        let text = await printer(.none, transport).text(of: screen(), picture: url)

        XCTAssertEqual(text, screen().text)
        XCTAssertFalse(text.contains("Picture"))
        XCTAssertEqual(transport.sendCallCount, 0)
    }
}
