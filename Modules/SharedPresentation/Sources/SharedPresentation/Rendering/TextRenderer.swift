/// Turns rendered lines into strings: plain text for pipes and tests, or ANSI text for colour terminals.
///
/// This is the only place that produces escape sequences. Each ANSI line is self-contained: styles and
/// hyperlinks opened on a line are closed at its end.
public struct TextRenderer: Sendable {
    /// Plain or ANSI output.
    public let colorMode: ColorMode
    /// The colours given to ``TerminalColor``s in ANSI output.
    public let theme: Theme

    /// Creates a renderer for a colour mode and a theme.
    public init(colorMode: ColorMode, theme: Theme = .dark) {
        self.colorMode = colorMode
        self.theme = theme
    }

    /// A renderer for plain text.
    public static let plain = TextRenderer(colorMode: .plain)

    /// A renderer for ANSI colour terminals.
    public static let ansi = TextRenderer(colorMode: .ansi)

    /// Renders `view` at `width` with hyperlinks on exactly when colour is, and returns its strings.
    public func render(_ view: some View, width: Int, glyphs: GlyphMode = .unicode) -> [String] {
        render(view.render(width: width, context: RenderContext(colorMode: colorMode, glyphs: glyphs)))
    }

    /// The strings for `lines`.
    public func render(_ lines: [StyledLine]) -> [String] {
        lines.map(render)
    }

    /// The string for one line: plain text without trailing spaces, or text with SGR and OSC 8 sequences.
    public func render(_ line: StyledLine) -> String {
        switch colorMode {
        case .plain: return Self.plainText(of: line)
        case .ansi: return Self.ansiText(of: line, theme: theme)
        }
    }

    /// The text of a line with trailing spaces removed.
    private static func plainText(of line: StyledLine) -> String {
        var text = line.plainText
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The text of a line with SGR codes on style changes and OSC 8 around linked spans.
    private static func ansiText(of line: StyledLine, theme: Theme) -> String {
        var output = ""
        var currentStyle = TextStyle.plain
        var currentLink: String?
        for span in line.trimmingTrailingSpaces(keepingVisible: true).spans {
            if span.style.link != currentLink {
                if currentLink != nil { output += hyperlinkEnd }
                if let link = span.style.link { output += hyperlinkStart(link) }
                currentLink = span.style.link
            }
            var visual = span.style.visual
            visual.link = nil
            if theme == .none { visual.foreground = nil }
            if visual != currentStyle {
                output += sgr(for: visual, theme: theme)
                currentStyle = visual
            }
            output += span.text
        }
        if currentLink != nil { output += hyperlinkEnd }
        if currentStyle != .plain { output += "\u{1B}[0m" }
        return output
    }

    /// The SGR sequence that resets and then sets `style`, its colour as `theme` gives it.
    static func sgr(for style: TextStyle, theme: Theme = .dark) -> String {
        var codes = [0]
        if style.bold { codes.append(1) }
        if style.dim { codes.append(2) }
        if style.italic { codes.append(3) }
        if style.underline { codes.append(4) }
        if style.inverse { codes.append(7) }
        if let color = style.foreground { codes += theme.sgrForeground(color) }
        return "\u{1B}[" + codes.map(String.init).joined(separator: ";") + "m"
    }

    /// The OSC 8 sequence that opens a hyperlink to `url`.
    static func hyperlinkStart(_ url: String) -> String {
        "\u{1B}]8;;" + url + "\u{1B}\\"
    }

    /// The OSC 8 sequence that closes a hyperlink.
    static let hyperlinkEnd = "\u{1B}]8;;\u{1B}\\"
}
