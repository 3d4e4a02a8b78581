import Foundation
import RepositoryDefinitions
import RepositorySpies
import SharedPresentation
import TerminalImages
import TerminalRuntime
import XCTest

@testable import PictureLoading

@MainActor
final class TerminalPictureOverlayTests: XCTestCase {
    private let patch = "https://pictures.test/patch.png"
    private let photo = "https://pictures.test/photo.png"
    /// Answers 404 for `missing.png` and the 2 × 4 px stripes for any other address.
    private let transport: HTTPTransportSpy = {
        let spy = HTTPTransportSpy()
        spy.handler = { request in
            request.url.lastPathComponent == "missing.png"
                ? .success(HTTPResponse(status: 404, body: Data()))
                : .success(HTTPResponse(status: 200, body: Fixture.stripes))
        }
        return spy
    }()
    private var changes = 0

    /// An overlay on 1 × 2 px cells (a 2 × 4 px picture fills 2 × 2 cells) that counts its change calls.
    private func overlay(
        _ graphicsProtocol: TerminalGraphicsProtocol, detailMaxRows: Int = 16, keptPictures: Int = 24
    ) -> TerminalPictureOverlay {
        let loader = PictureLoader(transport: transport, cache: CacheStoreSpy(), decode: Fixture.decode)
        let overlay = TerminalPictureOverlay(
            graphicsProtocol: graphicsProtocol, loader: loader, cell: CellPixelSize(width: 1, height: 2),
            detailMaxRows: detailMaxRows, keptPictures: keptPictures)!
        overlay.setChangeHandler { [weak self] in self?.changes += 1 }
        return overlay
    }

    private func lines(_ count: Int = 10, changing row: Int? = nil) -> [StyledLine] {
        (0..<count).map { StyledLine($0 == row ? "changed \($0)" : "line \($0)") }
    }

    private func placement(_ url: String, row: Int, column: Int = 5, complete: Bool = true) -> PicturePlacement {
        PicturePlacement(url: url, row: row, column: column, columns: 2, rows: 2, isComplete: complete)
    }

    @discardableResult
    private func update(
        _ overlay: TerminalPictureOverlay, _ placements: [PicturePlacement], lines: [StyledLine]? = nil,
        columns: Int = 40, rows: Int = 10
    ) -> FrameOverlayUpdate {
        overlay.update(
            requests: placements.map(\.url), placements: placements, lines: lines ?? self.lines(), columns: columns,
            rows: rows)
    }

    /// The overlay with `url` loaded.
    private func loaded(_ graphicsProtocol: TerminalGraphicsProtocol, _ urls: String...) async throws
        -> TerminalPictureOverlay
    {
        let overlay = overlay(graphicsProtocol)
        overlay.update(requests: urls, placements: [], lines: lines(), columns: 40, rows: 10)
        try await finishLoading(overlay)
        return overlay
    }

    /// Waits for every load `overlay` started, for at most 10 s (a load that never ends fails the test).
    private func finishLoading(_ overlay: TerminalPictureOverlay) async throws {
        try await BoundedWait.value(of: "the picture loads to finish") { await overlay.finishLoading() }
    }

    // MARK: - Loading

    func testARequestLoadsOnceAndTurnsReadyThenAsksForARedraw() async throws {
        let overlay = overlay(.blocks)
        let first = overlay.update(requests: [patch], placements: [], lines: lines(), columns: 40, rows: 10)
        XCTAssertEqual(first, FrameOverlayUpdate(), "nothing to draw while loading")
        XCTAssertEqual(overlay.slots.state(for: patch), .loading, "loading as soon as it was asked for")
        XCTAssertTrue(overlay.slots.isLoading)
        XCTAssertEqual(changes, 0)
        overlay.update(requests: [patch], placements: [], lines: lines(), columns: 40, rows: 10)

        try await finishLoading(overlay)
        XCTAssertEqual(overlay.slots.state(for: patch), .ready(pixelWidth: 2, pixelHeight: 4))
        XCTAssertFalse(overlay.slots.isLoading)
        XCTAssertEqual(changes, 1, "one redraw when the picture arrived")
        overlay.update(requests: [patch], placements: [], lines: lines(), columns: 40, rows: 10)
        try await finishLoading(overlay)
        XCTAssertEqual(transport.requests.map(\.url.absoluteString), [patch], "downloaded once")
        XCTAssertEqual(overlay.slots.cellPixelWidth, 1)
        XCTAssertEqual(overlay.slots.cellPixelHeight, 2)
    }

    func testAFailedPictureKeepsItsReason() async throws {
        let overlay = overlay(.kitty)
        let missing = "https://pictures.test/missing.png"
        overlay.update(requests: [missing], placements: [], lines: lines(), columns: 40, rows: 10)
        try await finishLoading(overlay)
        XCTAssertEqual(
            overlay.slots.state(for: missing), .failed(reason: "Picture not shown: the server answered HTTP 404"))
        XCTAssertEqual(changes, 1)
        overlay.update(requests: [missing], placements: [], lines: lines(), columns: 40, rows: 10)
        try await finishLoading(overlay)
        XCTAssertEqual(transport.sendCallCount, 1, "a failure is not retried on every frame")

        overlay.update(requests: ["not an address"], placements: [], lines: lines(), columns: 40, rows: 10)
        try await finishLoading(overlay)
        XCTAssertEqual(
            overlay.slots.state(for: "not an address"),
            .failed(reason: "Picture not shown: the address is not http or https"))
    }

    func testAtMostTwoPicturesLoadAtOnceAndTheThirdStartsWhenOneFinishes() async throws {
        let overlay = overlay(.blocks)
        let third = "https://pictures.test/third.png"
        transport.gate.hold()
        overlay.update(requests: [patch, photo, third], placements: [], lines: lines(), columns: 40, rows: 10)
        try await transport.gate.waitForArrivals(2)
        try await BoundedWait.value(of: "the third load to wait for its turn") { [limiter = overlay.limiter] in
            await limiter.waitForWaiting(1)
        }
        XCTAssertEqual(transport.sendCallCount, 2, "two downloads running, the third not started")
        XCTAssertEqual(Set(transport.requests.map(\.url.absoluteString)).count, 2)

        transport.gate.releaseNext()
        try await transport.gate.waitForArrivals(3)
        XCTAssertEqual(transport.sendCallCount, 3, "started once one finished")
        transport.gate.releaseAll()
        try await finishLoading(overlay)
        for url in [patch, photo, third] {
            XCTAssertEqual(overlay.slots.state(for: url), .ready(pixelWidth: 2, pixelHeight: 4), url)
        }
    }

    func testTheLimiterHandsATurnToTheLongestWaiting() async throws {
        let limiter = LoadLimiter(limit: 1)
        let gate = CallGate()
        gate.hold()
        let order = Locked<[Int]>([])
        let first = Task {
            await limiter.run {
                order.withLock { $0.append(1) }; await gate.pass()
            }
        }
        try await gate.waitForArrivals(1)
        let second = Task { await limiter.run { order.withLock { $0.append(2) } } }
        try await BoundedWait.value(of: "the second piece of work to wait") { await limiter.waitForWaiting(1) }
        let third = Task { await limiter.run { order.withLock { $0.append(3) } } }
        try await BoundedWait.value(of: "the third piece of work to wait") { await limiter.waitForWaiting(2) }
        XCTAssertEqual(order.withLock { $0 }, [1])
        gate.releaseAll()
        for (index, work) in [first, second, third].enumerated() {
            try await BoundedWait.value(of: work, "piece of work \(index + 1) to end")
        }
        XCTAssertEqual(order.withLock { $0 }, [1, 2, 3])
    }

    func testAFailedPictureIsTriedAgainWhenItComesBackOnScreen() async throws {
        let overlay = overlay(.kitty)
        let missing = "https://pictures.test/missing.png"
        overlay.update(requests: [missing], placements: [], lines: lines(), columns: 40, rows: 10)
        try await finishLoading(overlay)
        overlay.update(requests: [missing, patch], placements: [], lines: lines(), columns: 40, rows: 10)
        try await finishLoading(overlay)
        XCTAssertEqual(
            transport.requests.map(\.url.lastPathComponent), ["missing.png", "patch.png"], "not while it stays")

        overlay.update(requests: [patch], placements: [], lines: lines(), columns: 40, rows: 10)
        transport.handler = { _ in .success(HTTPResponse(status: 200, body: Fixture.stripes)) }
        overlay.update(requests: [missing], placements: [], lines: lines(), columns: 40, rows: 10)
        XCTAssertEqual(overlay.slots.state(for: missing), .loading, "back on screen: tried again")
        try await finishLoading(overlay)
        XCTAssertEqual(transport.sendCallCount, 3)
        XCTAssertEqual(overlay.slots.state(for: missing), .ready(pixelWidth: 2, pixelHeight: 4))
        XCTAssertEqual(changes, 3)
    }

    func testALargePictureIsShrunkToWhatAFullWidthDetailNeeds() async throws {
        let big = Data([200, 100] + [UInt8](repeating: 128, count: 200 * 100 * 4))
        transport.handler = { _ in .success(HTTPResponse(status: 200, body: big)) }
        let overlay = overlay(.kitty, detailMaxRows: 10)
        // 40 columns of 1 × 2 px cells, at most 10 rows: at most 40 × 20 px.
        overlay.update(requests: [patch], placements: [], lines: lines(), columns: 40, rows: 10)
        try await finishLoading(overlay)
        XCTAssertEqual(overlay.slots.state(for: patch), .ready(pixelWidth: 200, pixelHeight: 100), "the true size")
        let kept = overlay.keptPicture(for: patch)
        XCTAssertEqual(kept?.width, 40)
        XCTAssertEqual(kept?.height, 20)
    }

    func testAWiderPlacementThanThePictureWasShrunkForGetsASharperCopy() async throws {
        // 200 × 20 px: on 40 columns of 1 × 2 px cells it is kept at 40 × 4 px.
        let wide = Data([200, 20] + [UInt8](repeating: 128, count: 200 * 20 * 4))
        transport.handler = { _ in .success(HTTPResponse(status: 200, body: wide)) }
        let overlay = overlay(.kitty, detailMaxRows: 10)
        overlay.update(requests: [patch], placements: [], lines: lines(), columns: 40, rows: 10)
        try await finishLoading(overlay)
        XCTAssertEqual(overlay.keptPicture(for: patch)?.width, 40)
        XCTAssertEqual(changes, 1)

        // The terminal widened to 80 columns: an 80 × 4 cell placement shows 80 × 8 px.
        let wider = PicturePlacement(url: patch, row: 1, column: 0, columns: 80, rows: 4, isComplete: true)
        let first = update(overlay, [wider], columns: 80)
        XCTAssertTrue(first.afterFrame.hasPrefix("\u{1B}_Ga=t,f=32,s=40,v=4,i=1,"), "the small copy meanwhile")
        try await finishLoading(overlay)
        XCTAssertEqual(changes, 2, "a redraw once the sharper copy is kept")
        XCTAssertEqual(overlay.keptPicture(for: patch)?.width, 80)
        XCTAssertEqual(overlay.keptPicture(for: patch)?.height, 8)
        XCTAssertEqual(transport.sendCallCount, 1, "loaded again from the picture cache")
        let sharper = update(overlay, [wider], columns: 80)
        XCTAssertEqual(sharper.beforeFrame, "\u{1B}_Ga=d,d=i,i=1,p=1,q=2\u{1B}\\")
        XCTAssertTrue(sharper.afterFrame.hasPrefix("\u{1B}_Ga=t,f=32,s=80,v=8,i=2,"), sharper.afterFrame)
        XCTAssertTrue(sharper.afterFrame.contains("\u{1B}[2;1H\u{1B}_Ga=p,i=2,p=1,c=80,r=4,"), sharper.afterFrame)
        try await finishLoading(overlay)
        XCTAssertEqual(changes, 2, "sharp enough now: not loaded again")
        XCTAssertEqual(update(overlay, [wider], columns: 80), FrameOverlayUpdate())
    }

    func testHalfBlocksNeedNoSharperCopyForAWiderScreen() async throws {
        // 200 × 20 px on 4 columns of 10 × 20 px cells: kept at 40 × 4 px, more than half-blocks need on 8 columns.
        let wide = Data([200, 20] + [UInt8](repeating: 128, count: 200 * 20 * 4))
        transport.handler = { _ in .success(HTTPResponse(status: 200, body: wide)) }
        let loader = PictureLoader(transport: transport, cache: CacheStoreSpy(), decode: Fixture.decode)
        let overlay = TerminalPictureOverlay(
            graphicsProtocol: .blocks, loader: loader, cell: CellPixelSize(width: 10, height: 20))!
        overlay.setChangeHandler { [weak self] in self?.changes += 1 }
        overlay.update(requests: [patch], placements: [], lines: lines(), columns: 4, rows: 10)
        try await finishLoading(overlay)
        XCTAssertEqual(overlay.keptPicture(for: patch)?.width, 40)
        let wider = PicturePlacement(url: patch, row: 1, column: 0, columns: 8, rows: 1, isComplete: true)
        XCTAssertNotEqual(update(overlay, [wider], columns: 8).afterFrame, "")
        try await finishLoading(overlay)
        XCTAssertEqual(changes, 1, "not loaded again")
        XCTAssertEqual(overlay.keptPicture(for: patch)?.width, 40)
    }

    func testASharperCopyThatFailsToLoadKeepsTheSmallOneAndIsNotTriedAgain() async throws {
        let wide = Data([200, 20] + [UInt8](repeating: 128, count: 200 * 20 * 4))
        transport.handler = { _ in .success(HTTPResponse(status: 200, body: wide)) }
        let cache = CacheStoreSpy()
        let loader = PictureLoader(transport: transport, cache: cache, decode: Fixture.decode)
        let overlay = TerminalPictureOverlay(
            graphicsProtocol: .kitty, loader: loader, cell: CellPixelSize(width: 1, height: 2), detailMaxRows: 10)!
        overlay.update(requests: [patch], placements: [], lines: lines(), columns: 40, rows: 10)
        try await finishLoading(overlay)
        // The picture cache lost the file and the server is gone now.
        await cache.removeEntry(for: PictureLoader.cacheKey(for: URL(string: patch)!))
        transport.handler = { _ in .failure(.cannotConnect) }
        let wider = PicturePlacement(url: patch, row: 1, column: 0, columns: 80, rows: 4, isComplete: true)
        let drawn = update(overlay, [wider], columns: 80)
        try await finishLoading(overlay)
        XCTAssertEqual(transport.sendCallCount, 2, "the sharper copy was tried")
        XCTAssertEqual(overlay.slots.state(for: patch), .ready(pixelWidth: 200, pixelHeight: 20))
        XCTAssertEqual(overlay.keptPicture(for: patch)?.width, 40)
        XCTAssertNotEqual(drawn.afterFrame, "")
        XCTAssertEqual(update(overlay, [wider], columns: 80), FrameOverlayUpdate(), "the small copy stays drawn")
        try await finishLoading(overlay)
        XCTAssertEqual(transport.sendCallCount, 2, "not tried again")
    }

    // MARK: - Drawing, exact bytes

    func testBlocksDrawEachLineAtItsCellAndRestoreTheCursor() async throws {
        let overlay = try await loaded(.blocks, patch)
        let update = update(overlay, [placement(patch, row: 3)])
        XCTAssertEqual(update.beforeFrame, "")
        XCTAssertEqual(update.repaintRows, [])
        XCTAssertEqual(
            update.afterFrame,
            "\u{1B}7"
                + "\u{1B}[4;6H\u{1B}[38;2;255;0;0;48;2;0;255;0m▀▀\u{1B}[0m"
                + "\u{1B}[5;6H\u{1B}[38;2;0;0;255;48;2;255;255;255m▀▀\u{1B}[0m"
                + "\u{1B}8")
    }

    func testKittyTransmitsOnceThenPlacesAtTheCellWithoutMovingTheCursor() async throws {
        let overlay = try await loaded(.kitty, patch)
        let update = update(overlay, [placement(patch, row: 3)])
        XCTAssertEqual(update.beforeFrame, "")
        XCTAssertEqual(update.repaintRows, [])
        XCTAssertEqual(
            update.afterFrame,
            "\u{1B}_Ga=t,f=32,s=2,v=4,i=1,q=2,m=0;" + Data(Fixture.stripePixels).base64EncodedString() + "\u{1B}\\"
                + "\u{1B}7\u{1B}[4;6H\u{1B}_Ga=p,i=1,p=1,c=2,r=2,C=1,q=2\u{1B}\\\u{1B}8")
    }

    func testITerm2AndSixelAreWrittenAtTheCell() async throws {
        for graphicsProtocol in [TerminalGraphicsProtocol.iterm2, .sixel] {
            let overlay = try await loaded(graphicsProtocol, patch)
            let update = update(overlay, [placement(patch, row: 3)])
            let image = RGBAImage(width: 2, height: 4, pixels: Fixture.stripePixels)
            let escape = TerminalPictureRenderer(
                graphicsProtocol: graphicsProtocol, cell: CellPixelSize(width: 1, height: 2), movesCursor: false
            ).render(image, maxColumns: 2, maxRows: 2)?.escape
            XCTAssertEqual(update.afterFrame, "\u{1B}7\u{1B}[4;6H" + (escape ?? "?") + "\u{1B}8", "\(graphicsProtocol)")
        }
    }

    func testEachPictureHasItsOwnKittyID() async throws {
        let overlay = try await loaded(.kitty, patch, photo)
        let update = update(overlay, [placement(patch, row: 1), placement(photo, row: 5)])
        XCTAssertEqual(update.afterFrame.components(separatedBy: "\u{1B}_Ga=t,f=32,s=2,v=4,").count, 3)
        XCTAssertTrue(update.afterFrame.contains("\u{1B}_Ga=t,f=32,s=2,v=4,i=1,q=2,m=0;"), update.afterFrame)
        XCTAssertTrue(update.afterFrame.contains("\u{1B}_Ga=t,f=32,s=2,v=4,i=2,q=2,m=0;"), update.afterFrame)
        XCTAssertTrue(update.afterFrame.contains("\u{1B}[2;6H\u{1B}_Ga=p,i=1,p=1,c=2,r=2,C=1,"), update.afterFrame)
        XCTAssertTrue(update.afterFrame.contains("\u{1B}[6;6H\u{1B}_Ga=p,i=2,p=1,c=2,r=2,C=1,"), update.afterFrame)
    }

    func testOnePictureInTwoPlacesIsSentOnceAndPlacedTwiceEachWithItsOwnPlacementID() async throws {
        let kitty = try await loaded(.kitty, patch)
        let both = update(kitty, [placement(patch, row: 1), placement(patch, row: 5)])
        XCTAssertEqual(both.afterFrame.components(separatedBy: "\u{1B}_Ga=t,").count, 2, "sent once")
        XCTAssertTrue(both.afterFrame.contains("\u{1B}[2;6H\u{1B}_Ga=p,i=1,p=1,"), both.afterFrame)
        XCTAssertTrue(both.afterFrame.contains("\u{1B}[6;6H\u{1B}_Ga=p,i=1,p=2,"), both.afterFrame)
        XCTAssertEqual(
            update(kitty, [placement(patch, row: 1)]),
            FrameOverlayUpdate(beforeFrame: "\u{1B}_Ga=d,d=i,i=1,p=2,q=2\u{1B}\\", repaintRows: [5, 6]),
            "only the second placement is deleted, the data stays")

        let blocks = try await loaded(.blocks, patch)
        let drawn = update(blocks, [placement(patch, row: 1), placement(patch, row: 5)]).afterFrame
        XCTAssertTrue(drawn.contains("\u{1B}[2;6H\u{1B}[38;2;255;0;0;"), drawn)
        XCTAssertTrue(drawn.contains("\u{1B}[6;6H\u{1B}[38;2;255;0;0;"), drawn)
    }

    func testOnePictureAtTwoSizesIsEncodedForEach() async throws {
        let overlay = try await loaded(.kitty, patch)
        let small = PicturePlacement(url: patch, row: 7, column: 0, columns: 1, rows: 1, isComplete: true)
        let drawn = update(overlay, [placement(patch, row: 1), small]).afterFrame
        XCTAssertTrue(drawn.contains("\u{1B}_Ga=t,f=32,s=2,v=4,i=1,q=2,"), drawn)
        XCTAssertTrue(drawn.contains("\u{1B}[2;6H\u{1B}_Ga=p,i=1,p=1,c=2,r=2,"), drawn)
        // 1 × 1 cell of 1 × 2 px: the 2 × 4 px picture shrinks to 1 × 2 px.
        XCTAssertTrue(drawn.contains("\u{1B}_Ga=t,f=32,s=1,v=2,i=2,q=2,"), drawn)
        XCTAssertTrue(drawn.contains("\u{1B}[8;1H\u{1B}_Ga=p,i=2,p=1,c=1,r=1,"), drawn)
    }

    // MARK: - Redrawing and clearing

    func testAnUnchangedPlacementIsNotDrawnAgain() async throws {
        for graphicsProtocol in [TerminalGraphicsProtocol.blocks, .kitty] {
            let overlay = try await loaded(graphicsProtocol, patch)
            XCTAssertNotEqual(update(overlay, [placement(patch, row: 3)]).afterFrame, "")
            XCTAssertEqual(update(overlay, [placement(patch, row: 3)]), FrameOverlayUpdate(), "\(graphicsProtocol)")
            XCTAssertEqual(
                update(overlay, [placement(patch, row: 3)], lines: lines(changing: 8)), FrameOverlayUpdate(),
                "text elsewhere changed")
        }
    }

    func testRewrittenTextUnderTheCellsRedrawsBlocksButNotKitty() async throws {
        let blocks = try await loaded(.blocks, patch)
        update(blocks, [placement(patch, row: 3)])
        let redrawn = update(blocks, [placement(patch, row: 3)], lines: lines(changing: 4))
        XCTAssertEqual(redrawn.repaintRows, [])
        XCTAssertTrue(redrawn.afterFrame.hasPrefix("\u{1B}7\u{1B}[4;6H\u{1B}[38;2;255;0;0;"), redrawn.afterFrame)

        let kitty = try await loaded(.kitty, patch)
        update(kitty, [placement(patch, row: 3)])
        XCTAssertEqual(
            update(kitty, [placement(patch, row: 3)], lines: lines(changing: 4)), FrameOverlayUpdate(),
            "kitty pictures float over the text")
    }

    func testAMovedPictureIsDeletedItsOldRowsRepaintedAndDrawnAgain() async throws {
        let kitty = try await loaded(.kitty, patch)
        update(kitty, [placement(patch, row: 3)])
        let moved = update(kitty, [placement(patch, row: 1)])
        XCTAssertEqual(moved.beforeFrame, "\u{1B}_Ga=d,d=i,i=1,p=1,q=2\u{1B}\\", "the placement, not the data")
        XCTAssertEqual(moved.repaintRows, [3, 4])
        XCTAssertEqual(
            moved.afterFrame, "\u{1B}7\u{1B}[2;6H\u{1B}_Ga=p,i=1,p=1,c=2,r=2,C=1,q=2\u{1B}\\\u{1B}8",
            "placed again, not sent again")
        let back = update(kitty, [placement(patch, row: 3)])
        XCTAssertFalse(back.afterFrame.contains("a=t"), back.afterFrame)

        let blocks = try await loaded(.blocks, patch)
        update(blocks, [placement(patch, row: 3)])
        let scrolled = update(blocks, [placement(patch, row: 2)])
        XCTAssertEqual(scrolled.beforeFrame, "")
        XCTAssertEqual(scrolled.repaintRows, [3, 4])
        XCTAssertTrue(scrolled.afterFrame.hasPrefix("\u{1B}7\u{1B}[3;6H\u{1B}[38;2;255;0;0;"), scrolled.afterFrame)
    }

    func testAPictureThatLeavesIsDeletedAndItsRowsRepainted() async throws {
        let kitty = try await loaded(.kitty, patch, photo)
        update(kitty, [placement(patch, row: 3), placement(photo, row: 6)])
        let left = update(kitty, [placement(photo, row: 6)])
        XCTAssertEqual(
            left, FrameOverlayUpdate(beforeFrame: "\u{1B}_Ga=d,d=i,i=1,p=1,q=2\u{1B}\\", repaintRows: [3, 4]))

        let blocks = try await loaded(.blocks, patch)
        update(blocks, [placement(patch, row: 3)])
        XCTAssertEqual(update(blocks, []), FrameOverlayUpdate(repaintRows: [3, 4]))
        XCTAssertEqual(update(blocks, []), FrameOverlayUpdate(), "cleared once")
    }

    func testAPlacementCutByScrollingIsNotDrawnAndClearsTheWholePicture() async throws {
        let kitty = try await loaded(.kitty, patch)
        XCTAssertEqual(update(kitty, [placement(patch, row: 3, complete: false)]), FrameOverlayUpdate())
        XCTAssertEqual(update(kitty, [placement(patch, row: 9)]), FrameOverlayUpdate(), "past the last row")
        XCTAssertEqual(update(kitty, [placement(patch, row: 3, column: 39)]), FrameOverlayUpdate(), "past the edge")
        XCTAssertNotEqual(update(kitty, [placement(patch, row: 3)]).afterFrame, "")
        let cut = update(
            kitty, [PicturePlacement(url: patch, row: 0, column: 5, columns: 2, rows: 1, isComplete: false)])
        XCTAssertEqual(
            cut, FrameOverlayUpdate(beforeFrame: "\u{1B}_Ga=d,d=i,i=1,p=1,q=2\u{1B}\\", repaintRows: [3, 4]))
    }

    func testHalfBlocksDrawTheVisibleRowsOfAPictureCutAboveOrBelow() async throws {
        let blocks = try await loaded(.blocks, patch)
        let whole = update(blocks, [placement(patch, row: 3)]).afterFrame
        // The whole picture: its two rows at rows 4 and 5 (1-based), column 6.
        let rows = whole.dropFirst(2).dropLast(2).components(separatedBy: "\u{1B}[5;6H")
        XCTAssertEqual(rows.count, 2, whole)
        let top = String(rows[0].dropFirst("\u{1B}[4;6H".count))
        let bottom = rows[1]
        XCTAssertTrue(top.contains("▀") && bottom.contains("▀"), whole)
        func cut(row: Int, first: Int) -> PicturePlacement {
            PicturePlacement(
                url: patch, row: row, column: 5, columns: 2, rows: 1, isComplete: false, firstReservedRow: first,
                reservedRows: 2, isWholeWidth: true)
        }
        let topCut = update(blocks, [cut(row: 0, first: 1)])
        XCTAssertEqual(topCut.afterFrame, "\u{1B}7\u{1B}[1;6H" + bottom + "\u{1B}8", "its bottom row at the top")
        XCTAssertEqual(topCut.repaintRows, [3, 4], "the old rows are cleared")
        let bottomCut = update(blocks, [cut(row: 9, first: 0)])
        XCTAssertEqual(bottomCut.afterFrame, "\u{1B}7\u{1B}[10;6H" + top + "\u{1B}8", "its top row at the bottom")
        // Cut at a side too (not whole width): nothing is drawn.
        var narrow = cut(row: 0, first: 1)
        narrow.isWholeWidth = false
        XCTAssertEqual(update(blocks, [narrow]).afterFrame, "")
        // The graphics protocols draw only whole pictures.
        let kitty = try await loaded(.kitty, patch)
        XCTAssertEqual(update(kitty, [cut(row: 0, first: 1)]), FrameOverlayUpdate())
    }

    func testAResizeDrawsEveryPictureAgain() async throws {
        let kitty = try await loaded(.kitty, patch)
        update(kitty, [placement(patch, row: 3)])
        let resized = update(kitty, [placement(patch, row: 3)], columns: 60)
        XCTAssertEqual(resized.beforeFrame, "")
        XCTAssertEqual(
            resized.afterFrame, "\u{1B}7\u{1B}[4;6H\u{1B}_Ga=p,i=1,p=1,c=2,r=2,C=1,q=2\u{1B}\\\u{1B}8", "placed again")
    }

    func testAClearedScreenDrawsEveryPictureAgainDeletingKittyFirst() async throws {
        let kitty = try await loaded(.kitty, patch)
        update(kitty, [placement(patch, row: 3)])
        XCTAssertEqual(update(kitty, [placement(patch, row: 3)]), FrameOverlayUpdate(), "steady: nothing to write")
        kitty.screenWasCleared(size: nil)
        let redrawn = update(kitty, [placement(patch, row: 3)])
        XCTAssertEqual(redrawn.beforeFrame, "\u{1B}_Ga=d,d=i,i=1,p=1,q=2\u{1B}\\")
        XCTAssertTrue(redrawn.afterFrame.hasPrefix("\u{1B}7\u{1B}[4;6H\u{1B}_Ga=p,i=1,p=1,"), redrawn.afterFrame)
        XCTAssertEqual(update(kitty, [placement(patch, row: 3)]), FrameOverlayUpdate(), "deleted only once")

        let blocks = try await loaded(.blocks, patch)
        update(blocks, [placement(patch, row: 3)])
        blocks.screenWasCleared(size: nil)
        let repainted = update(blocks, [placement(patch, row: 3)])
        XCTAssertEqual(repainted.beforeFrame, "")
        XCTAssertTrue(repainted.afterFrame.hasPrefix("\u{1B}7\u{1B}[4;6H"), repainted.afterFrame)
    }

    func testAFontZoomResizesTheCellsAndEncodesEveryPictureAgain() async throws {
        let zoomed = TerminalSize(columns: 40, rows: 10, pixelWidth: 80, pixelHeight: 40)
        let sixel = try await loaded(.sixel, patch)
        let before = update(sixel, [placement(patch, row: 3)]).afterFrame
        sixel.screenWasCleared(size: zoomed)
        XCTAssertEqual([sixel.slots.cellPixelWidth, sixel.slots.cellPixelHeight], [2, 4], "renders size slots anew")
        XCTAssertEqual(sixel.cell, CellPixelSize(width: 2, height: 4))
        let after = update(sixel, [placement(patch, row: 3)]).afterFrame
        XCTAssertFalse(after.isEmpty, "drawn again")
        XCTAssertNotEqual(after, before, "encoded for the new cells")

        let kitty = try await loaded(.kitty, patch)
        update(kitty, [placement(patch, row: 3)])
        kitty.screenWasCleared(size: zoomed)
        let resent = update(kitty, [placement(patch, row: 3)])
        XCTAssertTrue(
            resent.beforeFrame.contains("\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\"), "the old data freed: \(resent.beforeFrame)")
        XCTAssertTrue(resent.afterFrame.contains("\u{1B}_Ga=t,"), "sent again for the new cells")
        kitty.screenWasCleared(size: zoomed)
        let same = update(kitty, [placement(patch, row: 3)])
        XCTAssertFalse(same.afterFrame.contains("a=t,"), "the same cells: placed again, not re-sent")
        XCTAssertFalse(same.beforeFrame.contains("d=I"), same.beforeFrame)
        kitty.screenWasCleared(size: TerminalSize(columns: 40, rows: 10))
        XCTAssertEqual(kitty.cell, CellPixelSize(width: 2, height: 4), "a size without pixels keeps the cells")
    }

    func testNoOverlayWhenPicturesAreOff() {
        let loader = PictureLoader(transport: transport, cache: CacheStoreSpy(), decode: Fixture.decode)
        XCTAssertNil(TerminalPictureOverlay(graphicsProtocol: .none, loader: loader))
    }

    func testTeardownDeletesKittyPicturesOnly() async throws {
        XCTAssertEqual(overlay(.kitty).teardown, "\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
        XCTAssertEqual(overlay(.blocks).teardown, "")
        let kitty = try await loaded(.kitty, patch, photo)
        update(kitty, [placement(patch, row: 1), placement(photo, row: 5)])
        update(kitty, [])
        XCTAssertEqual(
            kitty.teardown,
            "\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\\u{1B}_Ga=d,d=I,i=2,q=2\u{1B}\\\u{1B}_Ga=d,d=A,q=2\u{1B}\\",
            "the data of pictures no longer placed is freed too")
    }

    func testKittyDataIsFreedWhenItsEncodingIsDropped() async throws {
        let kitty = overlay(.kitty, keptPictures: 1)
        kitty.update(requests: [patch], placements: [], lines: lines(), columns: 40, rows: 10)
        try await finishLoading(kitty)
        update(kitty, [placement(patch, row: 3)])
        let small = PicturePlacement(url: patch, row: 3, column: 5, columns: 1, rows: 1, isComplete: true)
        let resized = update(kitty, [small])
        XCTAssertEqual(
            resized.beforeFrame, "\u{1B}_Ga=d,d=i,i=1,p=1,q=2\u{1B}\\\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\",
            "the 2 × 2 encoding is dropped for the 1 × 1 one: its data is freed")
        XCTAssertTrue(resized.afterFrame.hasPrefix("\u{1B}_Ga=t,f=32,s=1,v=2,i=2,q=2,"), resized.afterFrame)
        XCTAssertEqual(kitty.teardown, "\u{1B}_Ga=d,d=I,i=2,q=2\u{1B}\\\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
    }

    func testADroppedPictureIsLoadedAgainWhenItIsShown() async throws {
        let overlay = overlay(.blocks, keptPictures: 1)
        overlay.update(requests: [patch], placements: [], lines: lines(), columns: 40, rows: 10)
        try await finishLoading(overlay)
        overlay.update(requests: [photo], placements: [], lines: lines(), columns: 40, rows: 10)
        try await finishLoading(overlay)
        XCTAssertEqual(transport.sendCallCount, 2)
        let dropped = patch
        XCTAssertNil(overlay.keptPicture(for: dropped), "dropped for the photo")
        XCTAssertEqual(update(overlay, [placement(dropped, row: 3)]), FrameOverlayUpdate(), "not in memory")
        XCTAssertEqual(overlay.slots.state(for: dropped), .ready(pixelWidth: 2, pixelHeight: 4), "the slot stays")
        try await finishLoading(overlay)
        XCTAssertNotNil(overlay.keptPicture(for: dropped))
        XCTAssertEqual(transport.sendCallCount, 2, "loaded again from the picture cache")
        XCTAssertTrue(update(overlay, [placement(dropped, row: 3)]).afterFrame.hasPrefix("\u{1B}7\u{1B}[4;6H"))
    }

    func testMorePicturesOnScreenThanKeptAreAllKeptAndDrawnWithoutLoadingInALoop() async throws {
        for graphicsProtocol in [TerminalGraphicsProtocol.blocks, .kitty] {
            changes = 0
            let overlay = overlay(graphicsProtocol, keptPictures: 1)
            let both = [placement(patch, row: 1), placement(photo, row: 5)]
            update(overlay, both)
            try await finishLoading(overlay)
            XCTAssertNotNil(overlay.keptPicture(for: patch), "\(graphicsProtocol)")
            XCTAssertNotNil(overlay.keptPicture(for: photo), "\(graphicsProtocol)")
            XCTAssertEqual(changes, 2)
            let drawn = update(overlay, both)
            XCTAssertEqual(drawn.beforeFrame, "", "nothing dropped")
            XCTAssertTrue(drawn.afterFrame.contains("\u{1B}[2;6H"), drawn.afterFrame)
            XCTAssertTrue(drawn.afterFrame.contains("\u{1B}[6;6H"), drawn.afterFrame)
            try await finishLoading(overlay)
            XCTAssertEqual(changes, 2, "nothing loaded again, so no redraw asked for")
            XCTAssertEqual(update(overlay, both), FrameOverlayUpdate(), "steady: \(graphicsProtocol)")

            // Once one leaves, the capacity applies again: the next picture loaded drops the one off screen.
            update(overlay, [placement(photo, row: 5)])
            let third = "https://pictures.test/third.png"
            update(overlay, [placement(photo, row: 5), placement(third, row: 7)])
            try await finishLoading(overlay)
            XCTAssertNil(overlay.keptPicture(for: patch), "\(graphicsProtocol)")
            XCTAssertNotNil(overlay.keptPicture(for: photo), "\(graphicsProtocol)")
        }
    }

    // MARK: - With the view kit

    func testAThumbnailInARenderedFrameIsRequestedThenDrawnOverItsReservedCells() async throws {
        let overlay = overlay(.blocks)
        func frame() -> RenderedFrame {
            var context = RenderContext()
            context.pictures = overlay.slots
            let thumbnail = Thumbnail(url: patch, columns: 2, rows: 2) { Text("▣") }
                .render(width: 2, context: context)
            return RenderedFrame(
                lines: [StyledLine("title")] + thumbnail.map { StyledLine("row: ") + $0 } + [StyledLine("end")])
        }
        XCTAssertEqual(overlay.update(for: frame(), columns: 20, rows: 4), FrameOverlayUpdate())
        XCTAssertEqual(overlay.slots.state(for: patch), .loading)
        try await finishLoading(overlay)
        let drawn = overlay.update(for: frame(), columns: 20, rows: 4)
        XCTAssertEqual(
            drawn.afterFrame,
            "\u{1B}7\u{1B}[2;6H\u{1B}[38;2;255;0;0;48;2;0;255;0m▀▀\u{1B}[0m"
                + "\u{1B}[3;6H\u{1B}[38;2;0;0;255;48;2;255;255;255m▀▀\u{1B}[0m\u{1B}8")
    }
}

/// A stand-in decoder and its files: width, height, then the RGBA bytes.
private enum Fixture {
    struct NotAPicture: Error, CustomStringConvertible {
        var description: String { "no picture" }
    }

    static let decode: PictureLoader.Decode = { bytes, _ in
        guard bytes.count >= 2, bytes[0] > 0, bytes[1] > 0, bytes.count == 2 + Int(bytes[0]) * Int(bytes[1]) * 4
        else { throw NotAPicture() }
        return RGBAImage(width: Int(bytes[0]), height: Int(bytes[1]), pixels: Array(bytes[2...]))
    }

    static func file(width: Int, height: Int, rows: [[UInt8]]) -> Data {
        var bytes: [UInt8] = [UInt8(width), UInt8(height)]
        for row in rows { for _ in 0..<width { bytes += row + [255] } }
        return Data(bytes)
    }

    /// 2 × 4 px: red, green, blue and white rows.
    static let stripes = file(width: 2, height: 4, rows: [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]])
    static let stripePixels: [UInt8] = Array(stripes[2...])
}
