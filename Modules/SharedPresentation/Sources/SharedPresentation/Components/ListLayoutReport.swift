import Foundation

/// Receives the ``ListLayout`` of a list rendered deep inside a screen, like a SwiftUI preference: the app
/// renders the whole screen, then reads which rows were visible and where the list scrolled to.
///
/// `@unchecked Sendable`: the only mutable state, `stored`, is read and written with `lock` held.
public final class ListLayoutReport: @unchecked Sendable {
    /// Guards `stored`.
    private let lock = NSLock()
    /// The layout of the last render.
    private var stored: ListLayout?

    /// Creates an empty report.
    public init() {}

    /// The layout the list had the last time it was rendered, or nil before the first render.
    public var layout: ListLayout? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    /// Records a layout; called by `List` while rendering.
    func record(_ layout: ListLayout) {
        lock.lock()
        defer { lock.unlock() }
        stored = layout
    }
}
