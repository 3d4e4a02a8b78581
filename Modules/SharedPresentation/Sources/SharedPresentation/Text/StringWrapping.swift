extension String {
    /// This text (sanitised) word-wrapped into lines of at most `width` display cells.
    ///
    /// Words longer than a line are broken between grapheme clusters; `\n` starts a new line.
    public func wrapped(toWidth width: Int) -> [String] {
        let runs = [TextRun(text: TextSanitizer.sanitize(self), style: .plain)]
        let paragraphs = TextLayout.paragraphs(of: runs)
        return TextLayout.wrap(paragraphs, width: width, lineLimit: nil, ellipsis: .init("…")).map { cells in
            String(cells.map(\.character))
        }
    }

    /// This text (sanitised, on one line) cut to at most `width` display cells, ending in `ellipsis` when cut.
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        let line = StyledLine(self)
        return line.truncated(to: max(0, width), ellipsis: ellipsis).plainText
    }
}
