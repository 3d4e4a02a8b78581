/// A run of single-line text in one style, with its display width computed once.
public struct StyledSpan: Sendable, Hashable {
    /// The text, free of control characters and newlines.
    public private(set) var text: String
    /// How the text looks.
    public let style: TextStyle
    /// The number of terminal cells the text takes.
    public private(set) var width: Int

    /// Creates a span from any string; control characters are removed and newlines become spaces.
    public init(_ text: String, style: TextStyle = .plain) {
        self.init(trusted: TextSanitizer.sanitize(text, keepsNewlines: false), style: style)
    }

    /// Creates a span from text already known to be safe and single-line.
    init(trusted text: String, style: TextStyle) {
        self.init(trusted: text, style: style, width: DisplayWidth.of(text))
    }

    /// Creates a span whose width the caller already measured.
    init(trusted text: String, style: TextStyle, width: Int) {
        self.text = text
        self.style = style
        self.width = width
    }

    /// Appends the text of `other`, which must have the same style.
    mutating func extend(with other: StyledSpan) {
        text += other.text
        width += other.width
    }

    /// The same text with `outer` applied around the span's own style.
    func inheriting(_ outer: TextStyle) -> StyledSpan {
        StyledSpan(trusted: text, style: style.inheriting(outer), width: width)
    }
}
