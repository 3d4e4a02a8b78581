import RepositoryDefinitions

/// Receives the ``ListLayout`` of a list rendered deep inside a screen, like a SwiftUI preference: whoever renders
/// makes a fresh report for that render, then reads which rows were visible and where the list scrolled to.
/// It belongs to one render, never to a screen's state, so rendering stays a pure function of state.
public final class ListLayoutReport: Sendable {
    /// The layout of the last render, under the workspace's one lock (a list may render off the main actor).
    private let stored = Locked<ListLayout?>(nil)

    /// Creates an empty report.
    public init() {}

    /// The layout the list had the last time it was rendered, or nil before the first render.
    public var layout: ListLayout? { stored.current }

    /// Records a layout; called by `List` while rendering.
    func record(_ layout: ListLayout) {
        stored.current = layout
    }
}
