import SharedPresentation

/// Draws something over the text frames of a ``TerminalSession``, like pictures in reserved cells.
///
/// The session asks it for its ``slots`` before each render, tells it where pictures were drawn after each
/// render, and writes what it returns in the same write as the frame's text.
@MainActor
public protocol FrameOverlay: AnyObject {
    /// What renders should know about pictures; the session puts it into the navigator's context.
    var slots: PictureSlots { get }
    /// Sets what the overlay calls when a state changed, so the session redraws.
    func setChangeHandler(_ handler: @escaping @MainActor () -> Void)
    /// What to write around the text of `frame` (the whole screen, `columns` × `rows`); starts loading new
    /// requests too.
    func update(for frame: RenderedFrame, columns: Int, rows: Int) -> FrameOverlayUpdate
    /// The session cleared the whole screen (a resize signal, even one that kept the size): nothing the overlay
    /// drew is there any more, so the next ``update(for:columns:rows:)`` draws every picture again. `size` is the
    /// terminal's new size (nil when unknown), whose pixels may say the cells changed size (a font zoom).
    func screenWasCleared(size: TerminalSize?)
    /// What to write before the terminal is restored (delete every picture).
    var teardown: String { get }
}
