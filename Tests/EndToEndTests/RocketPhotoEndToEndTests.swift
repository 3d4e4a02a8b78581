import EndToEndSupport
import Foundation
import RepositoryDefinitions
import XCTest

/// Issue 28, item 2, in a pseudo-terminal replayed through libvterm's `unterm`: a real 1600 × 1200 photo served
/// over loopback is drawn in the rocket detail at 80×24 and 44×20. The detail reserved 16 rows for it, so its
/// frame never fitted those windows, at any scroll position, and nothing was drawn; now a picture is never
/// taller than the window less the lines around it, so it is whole at the top of the detail and drawn.
final class RocketPhotoEndToEndTests: XCTestCase {
    private static let sizes = [(columns: 80, rows: 24), (columns: 44, rows: 20)]

    /// The paths the picture server was asked for, in order.
    private let requested = Locked<[String]>([])
    /// The archive API whose rockets' photos are all the real photo, on the picture server.
    private var servers: PictureLaunchServers?
    private var spacex: SpaceXProcess?

    override func tearDown() {
        servers?.stop()
        spacex?.removeCache()
    }

    func testBlocksDrawThePhotoWholeInTheRocketDetail() throws {
        for size in Self.sizes {
            let name = "\(size.columns)×\(size.rows)"
            let (terminal, process, opened) = try openRocketDetail(images: "blocks", size)
            defer { if process.isRunning { process.terminate() } }
            XCTAssertTrue(
                terminal.waitForOutput(timeout: 30) { Self.pictureRows(in: terminal.cellScreen(of: $0)) > 0 },
                "\(name): the photo is drawn:\n\(terminal.cellScreen.text)")
            XCTAssertTrue(terminal.readUntilQuiet(), "\(name): settles")
            let screen = try Unterm.screen(of: terminal.output, columns: size.columns, rows: size.rows)
            let text = screen.joined(separator: "\n")
            let rows = screen.indices.filter { screen[$0].contains("▀") }
            // The window less the browser's chrome (key bar, tab bar and its rule, message line) less the lines
            // around the picture (the header, a blank line, the frame's border, caption and address).
            let expected = size.rows - 4 - 9
            XCTAssertEqual(rows.count, expected, "\(name): the photo's rows in unterm:\n\(text)")
            XCTAssertEqual(rows, Array((rows.first ?? 0)..<((rows.first ?? 0) + rows.count)), "\(name): one block")
            let top = try XCTUnwrap(screen.firstIndex { $0.contains("Image") }, "\(name): the frame:\n\(text)")
            XCTAssertEqual(rows.first, top + 1, "\(name): just under the frame's top:\n\(text)")
            XCTAssertTrue(
                screen.indices.contains(top + 1 + expected) && screen[top + 1 + expected].contains("Photo of Falcon 1"),
                "\(name): caption:\n\(text)")
            // The photo keeps its 4:3 shape: on 1:2 cells, 4/3 × 2 columns per row of half-blocks.
            let columns = rows.first.map { screen[$0].filter { $0 == "▀" }.count } ?? 0
            XCTAssertEqual(Double(columns), Double(expected) * 8 / 3, accuracy: 1.5, "\(name): \(columns) columns")
            XCTAssertEqual(
                screen.map { $0.filter { $0 == "▀" }.count },
                terminal.cellScreen.cells.map { String($0).filter { $0 == "▀" }.count },
                "\(name): unterm and CellScreenEmulator agree on every row")
            XCTAssertEqual(
                requested.current.filter { $0.hasPrefix("/rocket-0") }, ["/rocket-0.jpg"],
                "\(name): the photo was fetched once")
            XCTAssertGreaterThan(terminal.output.count, opened, "written after opening")
            XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "\(name): q quits")
            spacex?.removeCache()
            requested.withLock { $0.removeAll() }
        }
    }

    func testSixelDrawsThePhotoInsideItsReservedRows() throws {
        for size in Self.sizes {
            let name = "\(size.columns)×\(size.rows)"
            let (terminal, process, opened) = try openRocketDetail(images: "sixel", size)
            defer { if process.isRunning { process.terminate() } }
            let introducer = Array("\u{1B}P0;1;0q\"1;1;".utf8)
            XCTAssertTrue(
                terminal.waitForOutput(timeout: 30) { $0[opened...].firstRange(of: introducer) != nil },
                "\(name): a sixel picture is sent:\n\(terminal.cellScreen.text)")
            XCTAssertTrue(terminal.readUntilQuiet(), "\(name): settles")
            // The last picture sent is the detail's (the list's thumbnails may be drawn again before it goes).
            let sent = try XCTUnwrap(terminal.output[opened...].ranges(of: introducer).last)
            let raster = String(decoding: terminal.output[sent.upperBound...].prefix(20), as: UTF8.self)
            let numbers = raster.prefix { $0 != "#" }.split(separator: ";").compactMap { Int($0) }
            XCTAssertEqual(numbers.count, 2, "\(name): the raster size: \(raster)")
            // A pseudo-terminal does not tell its cell size: sixel is sized for 10 × 20 px cells in its rows.
            let reserved = size.rows - 4 - 9
            XCTAssertLessThanOrEqual(numbers.last ?? .max, reserved * 20, "\(name): as tall as its rows at most")
            XCTAssertGreaterThan(numbers.last ?? 0, (reserved - 1) * 20, "\(name): filling them")
            // The text around the picture, in unterm (which draws no sixel), is what CellScreenEmulator shows.
            let screen = try Unterm.screen(of: terminal.output, columns: size.columns, rows: size.rows)
            let emulated = terminal.cellScreen.cells.map { String(String($0).reversed().drop { $0 == " " }.reversed()) }
            XCTAssertEqual(screen, emulated, "\(name): unterm and CellScreenEmulator agree")
            XCTAssertTrue(
                screen.contains { $0.contains("Photo of Falcon 1") }, "\(name):\n\(screen.joined(separator: "\n"))")
            XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "\(name): q quits")
            spacex?.removeCache()
        }
    }

    // MARK: - Helpers

    /// Starts the browser at `size` with `--images images`, goes to the Rockets tab and opens the first rocket
    /// (Falcon 1); returns the terminal, the process and the output's length when the detail was asked for.
    private func openRocketDetail(
        images: String, _ size: (columns: Int, rows: Int)
    ) throws -> (PseudoTerminal, Process, Int) {
        let requested = requested
        let servers =
            try servers
            ?? PictureLaunchServers(
                launchName: "Rocket Photo Launch", launchID: "5f00000000000000000d4028", rocketPhotos: true,
                rocketPhoto: try PictureFixtures.photo, onRequest: { path in requested.withLock { $0.append(path) } })
        self.servers = servers
        let spacex = try spacex ?? SpaceXProcess()
        self.spacex = spacex
        let (terminal, process) = try spacex.startInPseudoTerminal(
            ["--base-url", servers.apiURL.absoluteString, "--images", images], environment: ["TZ": "UTC"],
            columns: size.columns, rows: size.rows)
        terminal.waitForScreen { $0.contains("›") && $0.contains("Rockets") }
        terminal.type("2")
        terminal.waitForScreen { $0.contains("Falcon 1") && $0.contains("›") }
        XCTAssertTrue(terminal.readUntilQuiet(), "the rockets list settles")
        let opened = terminal.output.count
        terminal.type("\r")
        let detail = terminal.waitForScreen { $0.contains("‹ Rockets") && $0.contains("Photo of Falcon 1") }
        XCTAssertTrue(detail.contains("‹ Rockets"), "the rocket detail:\n\(detail.text)")
        return (terminal, process, opened)
    }

    /// How many rows of `screen` show half-blocks.
    private static func pictureRows(in screen: CellScreenEmulator) -> Int {
        screen.rows(containing: "▀").count
    }
}
