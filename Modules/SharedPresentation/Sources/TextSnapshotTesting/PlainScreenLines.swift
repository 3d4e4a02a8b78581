import SharedPresentation

/// The plain text of `screen` drawn in a `width` × `height` environment, as the browser would show it: how a test
/// reads what a feature's controller draws.
@MainActor
public func plainLines(of screen: some InteractiveScreen, width: Int = 80, height: Int) -> [String] {
    screen.render(in: ScreenEnvironment(width: width, height: height)).map(\.plainText)
}
