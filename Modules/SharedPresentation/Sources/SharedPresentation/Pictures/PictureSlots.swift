/// What a render knows about pictures: each picture's state by address, and the cell size that turns a picture's
/// pixels into terminal cells. ``RenderContext/pictures`` holds it; nil there means pictures are off.
public struct PictureSlots: Sendable, Equatable {
    /// The state of each picture, keyed by its address; an address not in here has not been asked for yet.
    public var states: [String: PictureSlotState]
    /// The width of one terminal cell in pixels, for keeping a picture's aspect ratio.
    public var cellPixelWidth: Int
    /// The height of one terminal cell in pixels.
    public var cellPixelHeight: Int
    /// The most rows a large picture (an ``Image``) may take.
    public var detailMaxRows: Int
    /// The spinner's animation step for loading slots; the navigator sets it from its own tick.
    public var spinnerTick: Int?

    /// Creates slots; the defaults suit a terminal that does not report its cell size (1:2 cells).
    public init(
        states: [String: PictureSlotState] = [:], cellPixelWidth: Int = 10, cellPixelHeight: Int = 20,
        detailMaxRows: Int = 16, spinnerTick: Int? = nil
    ) {
        self.states = states
        self.cellPixelWidth = max(1, cellPixelWidth)
        self.cellPixelHeight = max(1, cellPixelHeight)
        self.detailMaxRows = max(1, detailMaxRows)
        self.spinnerTick = spinnerTick
    }

    /// The state of the picture at `url`, or nil when nobody asked for it yet (slots show it as loading).
    public func state(for url: String) -> PictureSlotState? {
        states[url]
    }

    /// Whether any picture is still loading, so the spinner keeps turning.
    public var isLoading: Bool {
        states.values.contains(.loading)
    }
}
