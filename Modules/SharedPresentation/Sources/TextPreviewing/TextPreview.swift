import SharedPresentation

/// One named preview: a screen or component in one state, built from mocks — the terminal's `#Preview`.
public struct TextPreview: Sendable {
    /// The name the previews command takes, like `detail-failure`.
    public let name: String
    /// One line saying what the preview shows.
    public let summary: String
    private let makeView: @Sendable () -> AnyView

    /// A preview named `name` of the view `view` builds.
    public init<Content: View>(_ name: String, _ summary: String, @ViewBuilder view: @escaping @Sendable () -> Content)
    {
        self.name = name
        self.summary = summary
        makeView = { AnyView(view()) }
    }

    /// The preview's lines at `width`, plain or in ANSI colour, with Unicode or ASCII glyphs.
    public func render(width: Int, colorMode: ColorMode, glyphs: GlyphMode = .unicode) -> [String] {
        TextRenderer(colorMode: colorMode).render(makeView(), width: width, glyphs: glyphs)
    }
}
