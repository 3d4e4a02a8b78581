import RepositorySpies
import TerminalImages
import TerminalRuntime
import XCTest

@testable import PictureLoading

/// A run's picture settings: the protocol for printed pictures and the browser, and the cell sizes, from the
/// choice and the terminal's size. (The tests are async: a synchronous test of a main-actor class traps in
/// corelibs XCTest.)
@MainActor
final class PictureSettingsTests: XCTestCase {
    private let loader = PictureLoader(
        transport: HTTPTransportSpy(), cache: CacheStoreSpy(), decode: { _, _ in throw CancellationError() })

    private func settings(_ requested: ImageOutputMode, terminalSize: TerminalSize? = nil) -> PictureSettings {
        PictureSettings(
            requested: requested, environment: [:], drawsColour: true, isInteractive: false, terminalSize: terminalSize)
    }

    func testAChosenProtocolDrawsPrintedPicturesAndTheBrowsersOnCellsOfTheTerminalsSize() async {
        let sixel = settings(
            .fixed(.sixel), terminalSize: TerminalSize(columns: 80, rows: 24, pixelWidth: 720, pixelHeight: 456))
        XCTAssertEqual(sixel.printed, .sixel)
        XCTAssertEqual(sixel.cellPixelSize, CellPixelSize(width: 9, height: 19))
        let printed = sixel.printedPicture(loader: loader)
        XCTAssertEqual(printed?.graphicsProtocol, .sixel)
        XCTAssertEqual(printed?.sixelCell, CellPixelSize(width: 9, height: 19))
        XCTAssertEqual(sixel.browserOverlay(loader: loader)?.graphicsProtocol, .sixel, "a choice asks no terminal")
    }

    func testWithoutATerminalsSizeCellsAreGuessedAndSixelKeepsToTheSmallGuess() async {
        let blocks = settings(.fixed(.blocks))
        XCTAssertNil(blocks.measuredCellPixelSize)
        XCTAssertEqual(blocks.cellPixelSize, .fallback)
        XCTAssertEqual(blocks.sixelCellPixelSize, .conservative)
    }

    func testPicturesOffDrawNothing() async {
        let none = settings(.fixed(.none))
        XCTAssertNil(none.printedPicture(loader: loader))
        XCTAssertNil(none.browserOverlay(loader: loader))
    }
}
