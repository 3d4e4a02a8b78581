import Foundation
import SharedPresentation
import TerminalImages
import TerminalRuntime

/// Draws pictures over the cells a full-screen session's frames reserve for them, in one graphics protocol.
///
/// Every address a frame asks for is loaded once, in a task, so the key loop never waits: its slot shows a spinner
/// line, then the session is asked to redraw and the slot reserves cells for the picture (or shows the reason it
/// failed). Only placements that are wholly on screen are drawn; each is encoded once per size and drawn only when
/// it is new, moved, or its cells were rewritten. A picture that moves or leaves is taken off (kitty: its placement
/// is deleted) and its old rows are repainted with the frame's text, so no stray cells stay behind after scrolling
/// or navigation. Kitty keeps each encoding's pixels under an image id, sent once (`a=t`): a picture that moves is
/// only placed again (`a=p`), and its data is freed when the encoding is dropped from memory.
@MainActor
public final class TerminalPictureOverlay: FrameOverlay {
    /// How pictures are drawn.
    public let graphicsProtocol: TerminalGraphicsProtocol
    /// The pictures' states and the cell size, for the session to put into each render's context.
    public private(set) var slots: PictureSlots

    private let loader: PictureLoader
    /// Lets only a few downloads and decodes run at once (each may hold a large decoded picture).
    let limiter: LoadLimiter
    private var renderer: TerminalPictureRenderer
    /// The size of a cell in pixels: from the start, then from each resize that reports pixels (a font zoom).
    private(set) var cell: CellPixelSize
    private var onChange: (@MainActor () -> Void)?
    private var loads: [String: Task<Void, Never>] = [:]
    private var pictures: RecentlyUsed<String, PreparedPicture>
    /// How many times each address's picture was kept (a sharper copy replaces a smaller one): part of the
    /// encoding key, so a new copy is encoded afresh.
    private var copies: [String: Int] = [:]
    /// Addresses whose sharper copy failed to load: the copy kept is drawn, and no other is tried.
    private var sharpeningFailed: Set<String> = []
    private var encodings: RecentlyUsed<EncodingKey, Encoding>
    /// The last kitty image id given to an encoding.
    private var lastKittyID: UInt32 = 0
    /// The placements on screen now, as drawn, with their encodings.
    private var drawn: [DrawnPicture] = []
    private var previousLines: [StyledLine] = []
    private var previousSize: (columns: Int, rows: Int)?
    /// Kitty placements drawn before the screen was cleared, deleted with the next frame.
    private var clearedKittyPlacements: [DrawnPicture] = []
    /// Kitty image ids whose encodings were dropped, freed with the next frame.
    private var freedKittyIDs: [UInt32] = []
    private var screenColumns = 80
    /// The addresses the latest frame asked for or placed: never dropped from memory, however many there are.
    private var frameURLs: Set<String> = []
    /// The addresses the frame before asked for or placed: a failed picture asked for again after it was not on
    /// screen is tried again (but not on every frame while it stays).
    private var previousFrameURLs: Set<String> = []
    /// The encodings the frame being drawn uses: never dropped while it is drawn.
    private var frameEncodings: Set<EncodingKey> = []

    /// A copy of a picture encoded for one size of placement.
    private struct EncodingKey: Hashable {
        let url: String
        let columns: Int
        let rows: Int
        let copy: Int
    }

    /// A picture ready to draw: kitty's pixels live in the terminal under an image id (sent once, when the
    /// encoding was made); the other protocols keep their text or escape.
    private enum Encoding: Equatable {
        case kitty(id: UInt32, grid: CellGrid)
        case picture(TerminalPicture)

        /// The kitty image id, nil for the other protocols.
        var kittyID: UInt32? {
            if case .kitty(let id, _) = self { return id }
            return nil
        }
    }

    /// A placement drawn on screen with its encoding and, for kitty, its placement id: the `n`-th placement of
    /// one encoding in a frame has id `n`, so one picture shown twice is placed twice and each can be deleted
    /// alone.
    private struct DrawnPicture: Equatable {
        let placement: PicturePlacement
        let encoding: Encoding
        let placementID: UInt32

        /// The kitty image id, 0 for the other protocols.
        var kittyID: UInt32 { encoding.kittyID ?? 0 }
    }

    /// An overlay drawing with `graphicsProtocol` the pictures `loader` loads, on cells of `cell` pixels; a detail
    /// picture takes at most `detailMaxRows` rows. At most `keptPictures` decoded pictures (and as many encodings)
    /// stay in memory (the least recently drawn is dropped and loaded again from the picture cache when it is
    /// needed), except that those the current frame shows or asks for are never dropped; at most `concurrentLoads`
    /// downloads and decodes run at once. Nil for `none`: with pictures off there is nothing to overlay, and
    /// views render exactly as they do without pictures.
    public init?(
        graphicsProtocol: TerminalGraphicsProtocol, loader: PictureLoader, cell: CellPixelSize = .fallback,
        detailMaxRows: Int = PictureSlots().detailMaxRows, keptPictures: Int = 24,
        concurrentLoads: Int = 2
    ) {
        guard graphicsProtocol != .none else { return nil }
        self.graphicsProtocol = graphicsProtocol
        self.loader = loader
        limiter = LoadLimiter(limit: concurrentLoads)
        renderer = TerminalPictureRenderer(graphicsProtocol: graphicsProtocol, cell: cell, movesCursor: false)
        self.cell = cell
        slots = PictureSlots(cellPixelWidth: cell.width, cellPixelHeight: cell.height, detailMaxRows: detailMaxRows)
        pictures = RecentlyUsed(capacity: keptPictures)
        encodings = RecentlyUsed(capacity: keptPictures)
    }

    /// Sets what to call when a picture's state changed, so the session redraws.
    public func setChangeHandler(_ handler: @escaping @MainActor () -> Void) {
        onChange = handler
    }

    /// Starts loading the frame's new requests, and returns the bytes that take moved or departed pictures off
    /// the screen (before the text) and draw new or overwritten ones (after it).
    public func update(for frame: RenderedFrame, columns: Int, rows: Int) -> FrameOverlayUpdate {
        update(
            requests: frame.pictureRequests, placements: frame.pictures, lines: frame.lines, columns: columns,
            rows: rows)
    }

    /// Frees every kitty picture's data and deletes every placement; the other protocols' cells go with the
    /// alternate screen.
    public var teardown: String {
        guard graphicsProtocol == .kitty else { return "" }
        let held = encodings.keys.compactMap { encodings.peek($0)?.kittyID } + freedKittyIDs
        return held.sorted().map(KittyPlacementCommands.free(id:)).joined()
            + KittyGraphicsEncoder.deleteAll
    }

    /// Waits until every load started so far has finished and set its state (for tests, which must not sleep).
    func finishLoading() async {
        while let task = loads.values.first {
            await task.value
        }
    }

    /// The decoded picture kept for `url` (shrunk to what a detail needs), if it is in memory.
    func keptPicture(for url: String) -> RGBAImage? { pictures.peek(url)?.image }

    /// ``update(for:columns:rows:)`` on a frame's parts.
    @discardableResult
    func update(
        requests: [String], placements: [PicturePlacement], lines: [StyledLine], columns: Int, rows: Int
    ) -> FrameOverlayUpdate {
        screenColumns = max(1, columns)
        previousFrameURLs = frameURLs
        frameURLs = Set(requests + placements.map(\.url))
        frameEncodings = []
        requests.forEach(request)
        let visibleRows = min(rows, lines.count)
        var current: [DrawnPicture] = []
        var occurrences: [EncodingKey: UInt32] = [:]
        var transmissions = ""
        for placement in placements
        where (placement.isComplete || (graphicsProtocol == .blocks && placement.isWholeWidth))
            && placement.row >= 0 && placement.row + placement.rows <= visibleRows
            && placement.column >= 0 && placement.column + placement.columns <= columns
        {
            // A picture cut by scrolling is encoded whole; half-blocks then draw only its visible rows.
            let key = EncodingKey(
                url: placement.url, columns: placement.columns, rows: placement.reservedRows,
                copy: copies[placement.url, default: 0])
            guard let encoding = encoding(for: key, transmitting: &transmissions) else { continue }
            let occurrence = occurrences[key, default: 0] + 1
            occurrences[key] = occurrence
            current.append(DrawnPicture(placement: placement, encoding: encoding, placementID: occurrence))
        }
        let gone = drawn.filter { !current.contains($0) }
        var update = FrameOverlayUpdate()
        if graphicsProtocol == .kitty {
            for picture in (clearedKittyPlacements + gone).filter({ $0.kittyID != 0 }) {
                update.beforeFrame += KittyPlacementCommands.deletePlacement(
                    id: picture.kittyID, placement: picture.placementID)
            }
            update.beforeFrame += freedKittyIDs.map(KittyPlacementCommands.free(id:)).joined()
            freedKittyIDs = []
        }
        for placement in gone.map(\.placement) {
            update.repaintRows.formUnion((placement.row..<(placement.row + placement.rows)).filter { $0 < visibleRows })
        }
        let resized = previousSize.map { $0.columns != columns || $0.rows != rows } ?? false
        update.afterFrame += transmissions
        for drawnPicture in current {
            let placement = drawnPicture.placement
            let rewritten =
                graphicsProtocol != .kitty
                && (placement.row..<(placement.row + placement.rows)).contains { row in
                    update.repaintRows.contains(row) || row >= previousLines.count || previousLines[row] != lines[row]
                }
            if resized || rewritten || !drawn.contains(drawnPicture) {
                update.afterFrame += Self.draw(drawnPicture, at: placement)
            }
        }
        drawn = current
        clearedKittyPlacements = []
        previousLines = lines
        previousSize = (columns, rows)
        return update
    }

    /// Forgets what is on screen after the session cleared it: the next frame draws every picture again, and
    /// deletes kitty's placements first (clearing the text does not remove them in every terminal).
    /// A new `size` that reports pixels (a font zoom changes the cells' pixel size) re-sizes the slots and encodes
    /// every picture again for the new cells, so sixel's pixel-for-pixel drawing keeps to its cells.
    public func screenWasCleared(size: TerminalSize?) {
        clearedKittyPlacements += drawn.filter { $0.kittyID != 0 }
        drawn = []
        previousLines = []
        guard let size, size.pixelWidth > 0, size.pixelHeight > 0 else { return }
        let newCell = CellPixelSize.from(
            columns: size.columns, rows: size.rows, pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight)
        guard newCell != cell else { return }
        cell = newCell
        renderer = TerminalPictureRenderer(graphicsProtocol: graphicsProtocol, cell: newCell, movesCursor: false)
        slots.cellPixelWidth = newCell.width
        slots.cellPixelHeight = newCell.height
        freedKittyIDs += encodings.removeAll().compactMap(\.kittyID)
    }

    /// The escape that draws `drawn` over `placement`'s cells and leaves the cursor where it was.
    private static func draw(_ drawn: DrawnPicture, at placement: PicturePlacement) -> String {
        switch drawn.encoding {
        case .kitty(let id, let grid):
            return "\u{1B}7\u{1B}[\(placement.row + 1);\(placement.column + 1)H"
                + KittyPlacementCommands.place(id: id, placement: drawn.placementID, grid: grid) + "\u{1B}8"
        case .picture(let picture):
            return draw(picture, at: placement)
        }
    }

    /// The escape that draws `picture` over `placement`'s cells and leaves the cursor where it was: for
    /// half-blocks only the rows `placement` shows of a picture cut by scrolling.
    static func draw(_ picture: TerminalPicture, at placement: PicturePlacement) -> String {
        var text = "\u{1B}7"
        if picture.graphicsProtocol == .blocks {
            let shown = picture.lines.dropFirst(placement.firstReservedRow).prefix(placement.rows)
            for (offset, line) in shown.enumerated() {
                text += "\u{1B}[\(placement.row + offset + 1);\(placement.column + 1)H" + line
            }
        } else {
            text += "\u{1B}[\(placement.row + 1);\(placement.column + 1)H" + picture.escape
        }
        return text + "\u{1B}8"
    }

    /// Starts loading `url` if nobody asked for it yet, again if its decoded picture was dropped, or again if it
    /// failed and comes back on screen.
    private func request(_ url: String) {
        guard loads[url] == nil else { return }
        switch slots.states[url] {
        case nil:
            slots.states[url] = .loading
        case .failed where !previousFrameURLs.contains(url):
            slots.states[url] = .loading
        case .ready where !pictures.contains(url):
            break  // dropped to stay within memory: loaded again, from the picture cache, while the slot stays
        default:
            return
        }
        guard URL(string: url) != nil else {
            slots.states[url] = .failed(reason: PictureFailure.unsupportedAddress.reason)
            return
        }
        startLoading(url, maxWidth: screenColumns * cell.width, maxHeight: slots.detailMaxRows * cell.height)
    }

    /// Loads `url` in a task, shrunk to fit `maxWidth` × `maxHeight` pixels, unless it is loading already.
    private func startLoading(_ url: String, maxWidth: Int, maxHeight: Int) {
        guard loads[url] == nil, let address = URL(string: url) else { return }
        loads[url] = Task { [loader, limiter, weak self] in
            let result = await limiter.run {
                await Self.prepare(address, loader: loader, maxWidth: maxWidth, maxHeight: maxHeight)
            }
            self?.finish(url, result)
        }
    }

    /// Loads and decodes `url` off the main actor, shrinking the picture to what a full-width detail can show.
    @concurrent
    private nonisolated static func prepare(
        _ url: URL, loader: PictureLoader, maxWidth: Int, maxHeight: Int
    ) async -> Result<PreparedPicture, PictureFailure> {
        await loader.load(url, fittingWidth: maxWidth, height: maxHeight).map {
            PreparedPicture($0, maxWidth: maxWidth, maxHeight: maxHeight)
        }
    }

    private func finish(_ url: String, _ result: Result<PreparedPicture, PictureFailure>) {
        loads[url] = nil
        switch result {
        case .success(let prepared):
            pictures.store(prepared, for: url, keeping: frameURLs)
            copies[url, default: 0] += 1
            slots.states[url] = .ready(pixelWidth: prepared.pixelWidth, pixelHeight: prepared.pixelHeight)
        case .failure where pictures.contains(url):
            sharpeningFailed.insert(url)  // the smaller copy stays on screen
            return
        case .failure(let failure):
            slots.states[url] = .failed(reason: failure.reason)
        }
        onChange?()
    }

    /// The picture encoded for `key`'s cells, or nil while it is not loaded. A new kitty encoding gets the next
    /// image id and its pixels are added to `transmissions`; a dropped one's id is freed with the next frame.
    private func encoding(for key: EncodingKey, transmitting transmissions: inout String) -> Encoding? {
        guard let kept = pictures.value(for: key.url) else {
            request(key.url)
            return nil
        }
        // Half-blocks show a pixel per column and two per row; the graphics protocols the cells' pixels.
        let needed =
            graphicsProtocol == .blocks
            ? (width: key.columns, height: key.rows * 2)
            : (width: key.columns * cell.width, height: key.rows * cell.height)
        if !kept.covers(width: needed.width, height: needed.height), !sharpeningFailed.contains(key.url) {
            // Shrunk for a narrower screen: a sharper copy is loaded (from the picture cache) while this one shows.
            startLoading(
                key.url, maxWidth: max(kept.maxWidth, needed.width, screenColumns * cell.width),
                maxHeight: max(kept.maxHeight, needed.height))
        }
        let image = kept.image
        frameEncodings.insert(key)
        if let encoded = encodings.value(for: key) { return encoded }
        let encoded: Encoding
        if graphicsProtocol == .kitty {
            let (pixels, grid) = Self.kittyPixels(of: image, maxColumns: key.columns, maxRows: key.rows, cell: cell)
            lastKittyID += 1
            encoded = .kitty(id: lastKittyID, grid: grid)
            transmissions += KittyPlacementCommands.transmit(pixels, id: lastKittyID)
        } else {
            guard let picture = renderer.render(image, maxColumns: key.columns, maxRows: key.rows) else { return nil }
            encoded = .picture(picture)
        }
        freedKittyIDs += encodings.store(encoded, for: key, keeping: frameEncodings).compactMap(\.kittyID)
        return encoded
    }

    /// `image` fitted inside `maxColumns` × `maxRows` cells keeping its aspect ratio, as kitty is sent it: no more
    /// pixels than the cells show (the terminal scales it over the grid), as ``TerminalPictureRenderer`` does.
    private static func kittyPixels(of image: RGBAImage, maxColumns: Int, maxRows: Int, cell: CellPixelSize)
        -> (RGBAImage, CellGrid)
    {
        let grid = CellGrid.fitting(
            imageWidth: image.width, imageHeight: image.height, maxColumns: maxColumns, maxRows: maxRows, cell: cell)
        let ratio = min(
            Double(grid.columns * cell.width) / Double(image.width),
            Double(grid.rows * cell.height) / Double(image.height))
        guard ratio < 1 else { return (image, grid) }
        let scaled = AreaScaler.scale(
            image, width: max(1, Int((Double(image.width) * ratio).rounded())),
            height: max(1, Int((Double(image.height) * ratio).rounded())))
        return (scaled, grid)
    }
}
