import EndToEndSupport
import Foundation
import RepositoryDefinitions
import RocketsMocks
import XCTest

/// The full-screen browser with pictures, in a pseudo-terminal: a launch detail paints its text first, then
/// draws the mission patch (served by a second loopback server) over its reserved cells; the rockets list shows a
/// thumbnail per row; going back or to the other tab leaves no picture behind.
final class InteractivePictureEndToEndTests: XCTestCase {
    private static let launchName = "Picture Patch Launch"
    private static let columns = 100
    private static let rows = 50

    private var servers: PictureLaunchServers!
    private var spacex: SpaceXProcess!
    /// The paths the picture server was asked for, in order.
    private var requested: Locked<[String]>!

    override func setUpWithError() throws {
        let log = Locked<[String]>([])
        requested = log
        // The archive's rockets each get their own photo address on the picture server.
        servers = try PictureLaunchServers(
            launchName: Self.launchName, launchID: "5f00000000000000000d4001", rocketPhotos: true,
            onRequest: { path in log.withLock { $0.append(path) } })
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        servers?.stop()
        spacex?.removeCache()
    }

    func testKittyPictureIsDrawnAfterTheTextDeletedWhenGoingBackAndPlacedAgainWithoutResending() throws {
        let (terminal, process) = try openDetail(images: "kitty")
        defer { if process.isRunning { process.terminate() } }
        let transmit = Array("\u{1B}_Ga=t,".utf8)
        let place = Array("\u{1B}_Ga=p,".utf8)
        XCTAssertTrue(terminal.waitForOutput { $0.contains(place) }, "the patch is drawn:\n\(terminal.cellScreen.text)")
        assertTextPrecedes(transmit, in: terminal.output)
        let drawn = terminal.cellScreen
        XCTAssertEqual(drawn.kittyPlacements.count, 1, "one picture placed")
        let placed = try XCTUnwrap(drawn.kittyPlacements.first)
        XCTAssertGreaterThan(placed.value.row, 0, "placed inside the detail, not at the top-left corner")
        XCTAssertGreaterThan(placed.value.column, 0)

        terminal.type("\u{1B}")
        // Only the placement goes: the data stays in the terminal for the next time.
        let delete = Array("\u{1B}_Ga=d,d=i,i=\(placed.key),p=1,q=2\u{1B}\\".utf8)
        XCTAssertTrue(
            terminal.waitForOutput { $0.contains(delete) && terminal.cellScreen(of: $0).text.contains("filter") },
            "the picture is deleted when going back")
        let after = terminal.cellScreen
        XCTAssertTrue(after.text.contains(Self.launchName), "back on the list:\n\(after.text)")
        XCTAssertEqual(after.kittyPlacements.count, 0, "no picture is left on the list")
        let output = terminal.output
        let transmitted = try XCTUnwrap(Self.lastIndex(of: transmit, in: output))
        XCTAssertGreaterThan(try XCTUnwrap(Self.lastIndex(of: delete, in: output)), transmitted, "deleted after drawn")

        // Back to the detail: the picture is placed again, from the data the terminal kept.
        let placements = output.ranges(of: place).count
        terminal.type("\r")
        XCTAssertTrue(
            terminal.waitForOutput {
                $0.ranges(of: place).count > placements && terminal.cellScreen(of: $0).kittyPlacements.count == 1
            },
            "placed again:\n\(terminal.cellScreen.text)")
        XCTAssertEqual(terminal.output.ranges(of: transmit).count, 1, "the pixels were sent once")
        XCTAssertEqual(Array(terminal.cellScreen.kittyPlacements.keys), [placed.key], "the same image id")

        quit(terminal, process)
        XCTAssertTrue(
            terminal.output.contains(Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)), "every picture deleted on quit")
    }

    func testBlocksPictureIsDrawnAfterTheTextAndLeavesNoHalfBlocksWhenGoingBack() throws {
        let (terminal, process) = try openDetail(images: "blocks")
        defer { if process.isRunning { process.terminate() } }
        XCTAssertTrue(
            terminal.waitForOutput { !terminal.cellScreen(of: $0).rows(containing: "▀").isEmpty },
            "the patch is drawn:\n\(terminal.cellScreen.text)")
        assertTextPrecedes(Array("▀".utf8), in: terminal.output)
        let drawn = terminal.cellScreen
        let pictureRows = drawn.rows(containing: "▀")
        XCTAssertGreaterThan(pictureRows.count, 1, "several lines of half-blocks:\n\(drawn.text)")
        XCTAssertTrue(drawn.text.contains("Mission image of"), drawn.text)

        terminal.type("\u{1B}")
        XCTAssertTrue(
            terminal.waitForOutput {
                terminal.cellScreen(of: $0).text.contains("filter")
                    && terminal.cellScreen(of: $0).rows(containing: "▀").isEmpty
            },
            "going back clears the picture:\n\(terminal.cellScreen.text)")
        let after = terminal.cellScreen
        XCTAssertTrue(after.text.contains(Self.launchName), "back on the list:\n\(after.text)")
        XCTAssertEqual(after.rows(containing: "▀"), [], after.text)
        quit(terminal, process)
    }

    func testKittyThumbnailsInTheRocketsListAreDeletedWhenSwitchingTabs() throws {
        let (terminal, process) = try start(images: "kitty")
        defer { if process.isRunning { process.terminate() } }
        terminal.type("2")
        let rockets = RocketSamples.sampleDataset.count
        XCTAssertTrue(
            terminal.waitForOutput { terminal.cellScreen(of: $0).kittyPlacements.count == rockets },
            "a thumbnail per rocket:\n\(terminal.cellScreen.text)")
        let ids = Set(terminal.cellScreen.kittyPlacements.keys)
        XCTAssertEqual(ids.count, rockets, "each picture has its own id")

        terminal.type("1")
        XCTAssertTrue(
            terminal.waitForOutput {
                terminal.cellScreen(of: $0).kittyPlacements.isEmpty
                    && terminal.cellScreen(of: $0).text.contains(Self.launchName)
            },
            "switching tabs deletes the thumbnails:\n\(terminal.cellScreen.text)")
        for id in ids {
            XCTAssertTrue(terminal.output.contains(Array("\u{1B}_Ga=d,d=i,i=\(id),p=1,q=2\u{1B}\\".utf8)), "id \(id)")
        }
        quit(terminal, process)
    }

    func testBlocksThumbnailsAreRedrawnOverRewrittenRowsAndLeaveWithTheTab() throws {
        let (terminal, process) = try start(images: "blocks")
        defer { if process.isRunning { process.terminate() } }
        terminal.type("2")
        // From 100 columns a thumbnail takes 8 × 3 cells: the 4:3 photo fills its three rows.
        let thumbnailRows = RocketSamples.sampleDataset.count * 3
        XCTAssertTrue(
            terminal.waitForOutput { terminal.cellScreen(of: $0).rows(containing: "▀").count == thumbnailRows },
            "a thumbnail per rocket:\n\(terminal.cellScreen.text)")
        let focused = try XCTUnwrap(terminal.cellScreen.rows(containing: "›").first)

        // Moving the selection rewrites two rows' text, which wipes their half-blocks: both are drawn again.
        terminal.type("j")
        XCTAssertTrue(
            terminal.waitForOutput {
                let screen = terminal.cellScreen(of: $0)
                return (screen.rows(containing: "›").first ?? 0) > focused
                    && screen.rows(containing: "▀").count == thumbnailRows
            }, "the thumbnails survive the selection moving:\n\(terminal.cellScreen.text)")

        terminal.type("1")
        XCTAssertTrue(
            terminal.waitForOutput {
                terminal.cellScreen(of: $0).text.contains(Self.launchName)
                    && terminal.cellScreen(of: $0).rows(containing: "▀").isEmpty
            }, "switching tabs leaves no half-blocks:\n\(terminal.cellScreen.text)")
        quit(terminal, process)
    }

    func testWithPicturesOffTheDetailShowsTheAddressAndNothingIsDownloaded() throws {
        let (terminal, process) = try openDetail(images: "none")
        defer { if process.isRunning { process.terminate() } }
        let detail = terminal.waitForScreen { $0.contains("Mission image of") && $0.contains("/patch.png") }
        XCTAssertTrue(detail.contains("/patch.png"), "the framed address:\n\(detail.text)")
        terminal.type("2")
        _ = terminal.waitForScreen { $0.contains("Falcon Heavy") }
        quit(terminal, process)
        let output = String(decoding: terminal.output, as: UTF8.self)
        XCTAssertFalse(output.contains("Loading picture"), "no picture slot")
        XCTAssertFalse(output.contains("▀"))
        XCTAssertFalse(output.contains("\u{1B}_G"), "no kitty command, not even a delete")
        XCTAssertEqual(requested.current, [], "nothing downloaded, neither the patch nor the rockets' photos")
    }

    // MARK: - Helpers

    /// Starts the browser with `--images images` in a pseudo-terminal and opens the first launch's detail.
    private func openDetail(images: String) throws -> (PseudoTerminal, Process) {
        let (terminal, process) = try start(images: images)
        terminal.type("\r")
        return (terminal, process)
    }

    /// Starts the browser with `--images images` in a pseudo-terminal, showing the launches list.
    private func start(images: String) throws -> (PseudoTerminal, Process) {
        let (terminal, process) = try spacex.startInPseudoTerminal(
            ["--base-url", servers.apiURL.absoluteString, "--images", images], columns: Self.columns, rows: Self.rows)
        let list = terminal.waitForScreen { $0.contains(Self.launchName) && $0.contains("Rockets") }
        XCTAssertTrue(list.contains(Self.launchName), "the list shows the launch first:\n\(list.text)")
        return (terminal, process)
    }

    /// Checks that the detail's text, with its loading line, was written before the picture's first bytes.
    private func assertTextPrecedes(_ picture: [UInt8], in output: [UInt8], line: UInt = #line) {
        guard let loading = output.firstRange(of: Array("Loading picture".utf8)),
            let drawn = output.firstRange(of: picture)
        else {
            return XCTFail("no loading line or no picture in the output", line: line)
        }
        XCTAssertLessThan(loading.lowerBound, drawn.lowerBound, "the text screen is painted first", line: line)
    }

    private func quit(_ terminal: PseudoTerminal, _ process: Process) {
        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "q quits")
    }

    private static func lastIndex(of needle: [UInt8], in output: [UInt8]) -> Int? {
        guard output.count >= needle.count else { return nil }
        return stride(from: output.count - needle.count, through: 0, by: -1).first {
            output[$0..<($0 + needle.count)].elementsEqual(needle)
        }
    }
}
