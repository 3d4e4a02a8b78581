import Foundation
import SharedPresentation
import TerminalImages

/// Draws pictures over the cells a full-screen session's frames reserve for them, in one graphics protocol.
///
/// Every address a frame asks for is loaded once, in a task, so the key loop never waits: its slot shows a spinner
/// line, then the session is asked to redraw and the slot reserves cells for the picture (or shows the reason it
/// failed). Only placements that are wholly on screen are drawn; each is encoded once per size and drawn only when
/// it is new, moved, or its cells were rewritten. A picture that moves or leaves is deleted (kitty) and its old
/// rows are repainted with the frame's text, so no stray cells stay behind after scrolling or navigation.
@MainActor
public final class TerminalPictureOverlay: FrameOverlay {
    /// How pictures are drawn.
    public let graphicsProtocol: TerminalGraphicsProtocol
    /// The pictures' states and the cell size, for the session to put into each render's context.
    public private(set) var slots: PictureSlots

    private let loader: PictureLoader
    private let renderer: TerminalPictureRenderer
    private var onChange: (@MainActor () -> Void)?
    private var loads: [String: Task<Void, Never>] = [:]
    private var pictures: RecentlyUsed<String, RGBAImage>
    private var encodings: RecentlyUsed<EncodingKey, TerminalPicture?>
    private var kittyIDs: [KittySlot: UInt32] = [:]
    /// The placements on screen now, as drawn, with their kitty ids.
    private var drawn: [DrawnPicture] = []
    private var previousLines: [StyledLine] = []
    private var previousSize: (columns: Int, rows: Int)?
    /// Kitty pictures drawn before the screen was cleared, deleted with the next frame.
    private var clearedKittyIDs: Set<UInt32> = []
    private var screenColumns = 80

    /// A picture encoded for one size of placement (and, for kitty, one image id).
    private struct EncodingKey: Hashable {
        let url: String
        let columns: Int
        let rows: Int
        let id: UInt32
    }

    /// The `occurrence`-th placement of `url` in a frame: each has its own kitty image id, so one picture shown
    /// twice (two rows with the same photo) is placed twice and each can be deleted alone.
    private struct KittySlot: Hashable {
        let url: String
        let occurrence: Int
    }

    /// A placement drawn on screen and the kitty image id it was drawn with (0 for the other protocols).
    private struct DrawnPicture: Hashable {
        let placement: PicturePlacement
        let id: UInt32
    }

    /// An overlay drawing with `graphicsProtocol` the pictures `loader` loads, on cells of `cell` pixels; a detail
    /// picture takes at most `detailMaxRows` rows. At most `keptPictures` decoded pictures stay in memory (the
    /// least recently drawn is dropped and loaded again from the picture cache when it is needed); keep it above
    /// the number of pictures one screen shows. Nil for `none`: with pictures off there is nothing to overlay, and
    /// views render exactly as they do without pictures.
    public init?(
        graphicsProtocol: TerminalGraphicsProtocol, loader: PictureLoader, cell: CellPixelSize = .fallback,
        detailMaxRows: Int = PictureSlots().detailMaxRows, keptPictures: Int = 24
    ) {
        guard graphicsProtocol != .none else { return nil }
        self.graphicsProtocol = graphicsProtocol
        self.loader = loader
        renderer = TerminalPictureRenderer(graphicsProtocol: graphicsProtocol, cell: cell, movesCursor: false)
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

    /// Deletes every kitty picture; the other protocols' cells go with the alternate screen.
    public var teardown: String {
        graphicsProtocol == .kitty ? KittyGraphicsEncoder.deleteAll : ""
    }

    /// Waits until every load started so far has finished and set its state (for tests, which must not sleep).
    public func finishLoading() async {
        while let task = loads.values.first {
            await task.value
        }
    }

    /// The decoded picture kept for `url` (shrunk to what a detail needs), if it is in memory.
    func keptPicture(for url: String) -> RGBAImage? { pictures.peek(url) }

    /// ``update(for:columns:rows:)`` on a frame's parts.
    @discardableResult
    func update(
        requests: [String], placements: [PicturePlacement], lines: [StyledLine], columns: Int, rows: Int
    ) -> FrameOverlayUpdate {
        screenColumns = max(1, columns)
        requests.forEach(request)
        let visibleRows = min(rows, lines.count)
        var placed: [(drawn: DrawnPicture, picture: TerminalPicture)] = []
        var occurrences: [String: Int] = [:]
        for placement in placements
        where placement.isComplete && placement.row >= 0 && placement.row + placement.rows <= visibleRows
            && placement.column >= 0 && placement.column + placement.columns <= columns
        {
            let occurrence = occurrences[placement.url, default: 0]
            let id =
                graphicsProtocol == .kitty ? kittyID(for: KittySlot(url: placement.url, occurrence: occurrence)) : 0
            guard let picture = picture(for: placement, id: id) else { continue }
            occurrences[placement.url] = occurrence + 1
            placed.append((DrawnPicture(placement: placement, id: id), picture))
        }
        let current = placed.map(\.drawn)
        let gone = drawn.filter { !current.contains($0) }
        var update = FrameOverlayUpdate()
        if graphicsProtocol == .kitty {
            for id in clearedKittyIDs.union(gone.map(\.id)).sorted() {
                update.beforeFrame += KittyGraphicsEncoder.delete(id: id)
            }
        }
        for placement in gone.map(\.placement) {
            update.repaintRows.formUnion((placement.row..<(placement.row + placement.rows)).filter { $0 < visibleRows })
        }
        let resized = previousSize.map { $0.columns != columns || $0.rows != rows } ?? false
        for (drawnPicture, picture) in placed {
            let placement = drawnPicture.placement
            let rewritten =
                graphicsProtocol != .kitty
                && (placement.row..<(placement.row + placement.rows)).contains { row in
                    update.repaintRows.contains(row) || row >= previousLines.count || previousLines[row] != lines[row]
                }
            if resized || rewritten || !drawn.contains(drawnPicture) {
                update.afterFrame += Self.draw(picture, at: placement)
            }
        }
        drawn = current
        clearedKittyIDs = []
        previousLines = lines
        previousSize = (columns, rows)
        return update
    }

    /// Forgets what is on screen after the session cleared it: the next frame draws every picture again, and
    /// deletes kitty's first (clearing the text does not remove kitty placements in every terminal).
    public func screenWasCleared() {
        clearedKittyIDs.formUnion(drawn.map(\.id).filter { $0 != 0 })
        drawn = []
        previousLines = []
    }

    /// The escape that draws `picture` over `placement`'s cells and leaves the cursor where it was.
    static func draw(_ picture: TerminalPicture, at placement: PicturePlacement) -> String {
        var text = "\u{1B}7"
        if picture.graphicsProtocol == .blocks {
            for (offset, line) in picture.lines.enumerated() {
                text += "\u{1B}[\(placement.row + offset + 1);\(placement.column + 1)H" + line
            }
        } else {
            text += "\u{1B}[\(placement.row + 1);\(placement.column + 1)H" + picture.escape
        }
        return text + "\u{1B}8"
    }

    /// Starts loading `url` if nobody asked for it yet, or again if its decoded picture was dropped.
    private func request(_ url: String) {
        guard loads[url] == nil else { return }
        switch slots.states[url] {
        case nil:
            slots.states[url] = .loading
        case .ready where !pictures.contains(url):
            break  // dropped to stay within memory: loaded again, from the picture cache, while the slot stays
        default:
            return
        }
        guard let address = URL(string: url) else {
            slots.states[url] = .failed(reason: PictureFailure.unsupportedAddress.reason)
            return
        }
        let maxWidth = screenColumns * slots.cellPixelWidth
        let maxHeight = slots.detailMaxRows * slots.cellPixelHeight
        loads[url] = Task { [loader, weak self] in
            let result = await Self.prepare(address, loader: loader, maxWidth: maxWidth, maxHeight: maxHeight)
            self?.finish(url, result)
        }
    }

    /// Loads and decodes `url` off the main actor, shrinking the picture to what a full-width detail can show.
    @concurrent
    private nonisolated static func prepare(
        _ url: URL, loader: PictureLoader, maxWidth: Int, maxHeight: Int
    ) async -> Result<PreparedPicture, PictureFailure> {
        await loader.load(url).map { PreparedPicture($0, maxWidth: maxWidth, maxHeight: maxHeight) }
    }

    private func finish(_ url: String, _ result: Result<PreparedPicture, PictureFailure>) {
        loads[url] = nil
        switch result {
        case .success(let prepared):
            pictures.store(prepared.image, for: url)
            slots.states[url] = .ready(pixelWidth: prepared.pixelWidth, pixelHeight: prepared.pixelHeight)
        case .failure(let failure):
            slots.states[url] = .failed(reason: failure.reason)
        }
        onChange?()
    }

    /// The picture encoded for `placement`'s cells (with kitty image id `id`), or nil while it is not loaded.
    private func picture(for placement: PicturePlacement, id: UInt32) -> TerminalPicture? {
        guard let image = pictures.value(for: placement.url) else {
            request(placement.url)
            return nil
        }
        let key = EncodingKey(url: placement.url, columns: placement.columns, rows: placement.rows, id: id)
        if let encoded = encodings.value(for: key) { return encoded }
        var renderer = renderer
        renderer.imageID = id
        let encoded = renderer.render(image, maxColumns: placement.columns, maxRows: placement.rows)
        encodings.store(encoded, for: key)
        return encoded
    }

    /// The kitty image id of `slot`: one per address and occurrence, from 1 in order of first use.
    private func kittyID(for slot: KittySlot) -> UInt32 {
        if let id = kittyIDs[slot] { return id }
        let id = UInt32(kittyIDs.count + 1)
        kittyIDs[slot] = id
        return id
    }
}
