/// A screen a long-running command redraws whole (`spacex watch`'s live screen): its size, frames of rows, and
/// the moments it takes and gives back the terminal. The terminal runtime draws one; tests use their own.
@MainActor
public protocol LiveTextSurface: AnyObject {
    /// Its width in cells.
    var columns: Int { get }
    /// Its height in rows.
    var rows: Int { get }
    /// Takes the screen: `quit` is called when the user asks to stop (`q`, Ctrl-C, input closed), `resized` after
    /// the size changed (draw again). Throws a one-line reason when the screen cannot be had.
    func start(quit: @escaping @Sendable () -> Void, resized: @escaping @MainActor () -> Void) throws
    /// Shows `rows`, one string per row from the top, each at most ``columns`` cells.
    func draw(_ rows: [String])
    /// Gives the screen back as it was.
    func stop()
}
