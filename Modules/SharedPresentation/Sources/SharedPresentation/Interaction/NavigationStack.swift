/// A stack of screens with a root that is never popped, like SwiftUI's `NavigationStack`.
public struct NavigationStack<Screen> {
    /// The screens, root first.
    public private(set) var screens: [Screen]

    /// A stack holding only `root`.
    public init(root: Screen) {
        screens = [root]
    }

    /// The screen shown.
    public var top: Screen { screens[screens.count - 1] }
    /// The screen under the top one, or nil at the root.
    public var previous: Screen? { screens.count > 1 ? screens[screens.count - 2] : nil }
    /// Whether only the root is left.
    var isAtRoot: Bool { screens.count == 1 }

    /// Shows `screen` on top.
    public mutating func push(_ screen: Screen) {
        screens.append(screen)
    }

    /// Goes back one screen; the root stays.
    public mutating func pop() {
        if screens.count > 1 { screens.removeLast() }
    }
}
