/// What is known about one picture while the screen shows its slot: still loading, ready to draw at a pixel
/// size, or failed with a reason the slot prints quietly.
public enum PictureSlotState: Sendable, Equatable {
    /// The picture is being fetched or decoded; the slot shows a spinner line.
    case loading
    /// The picture is decoded; the slot reserves cells sized from its pixel size.
    case ready(pixelWidth: Int, pixelHeight: Int)
    /// The picture can't be shown; the slot keeps its text and adds `reason` on one dim line.
    case failed(reason: String)
}
