/// The characters views draw with, one set per ``GlyphMode``; all Unicode entries are one cell wide.
struct Glyphs {
    let ellipsis: String
    let selectionMarker: String
    let horizontalRule: String
    let heavyRule: String
    let verticalRule: String
    let roundedBox: BoxGlyphs
    let heavyBox: BoxGlyphs
    let squareBox: BoxGlyphs
    let backArrow: String
    let warning: String
    let spinnerFrames: [String]

    /// The glyph set for `mode`.
    static func of(_ mode: GlyphMode) -> Glyphs {
        mode == .unicode ? unicode : ascii
    }

    static let unicode = Glyphs(
        ellipsis: "…", selectionMarker: "›", horizontalRule: "─", heavyRule: "━", verticalRule: "│",
        roundedBox: BoxGlyphs(
            topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│"),
        heavyBox: BoxGlyphs(
            topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃"),
        squareBox: BoxGlyphs(
            topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│"),
        backArrow: "‹", warning: "⚠",
        spinnerFrames: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"])

    static let ascii = Glyphs(
        ellipsis: "...", selectionMarker: ">", horizontalRule: "-", heavyRule: "=", verticalRule: "|",
        roundedBox: BoxGlyphs(
            topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|"),
        heavyBox: BoxGlyphs(
            topLeft: "#", topRight: "#", bottomLeft: "#", bottomRight: "#", horizontal: "=", vertical: "#"),
        squareBox: BoxGlyphs(
            topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|"),
        backArrow: "<", warning: "!",
        spinnerFrames: ["|", "/", "-", "\\"])
}

/// The six characters of a box border.
struct BoxGlyphs {
    let topLeft: String
    let topRight: String
    let bottomLeft: String
    let bottomRight: String
    let horizontal: String
    let vertical: String
}
