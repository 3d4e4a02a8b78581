/// One cell before a focusable row: a bold cyan `›` (ASCII `>`) when it has the focus, a blank otherwise, so rows
/// stay aligned as the focus moves.
struct FocusMarker: View {
    /// Whether the row has the focus.
    let isFocused: Bool

    /// Creates the marker of a row that has the focus or not.
    init(isFocused: Bool) {
        self.isFocused = isFocused
    }

    var body: some View {
        if isFocused {
            Symbol("›", ascii: ">", style: TextStyle(bold: true, foreground: .cyan))
        } else {
            Symbol(" ", ascii: " ")
        }
    }
}
