/// A piece of sanitised text in one style; a ``Text`` is a sequence of runs so words can differ in style.
struct TextRun: Sendable, Hashable {
    /// The sanitised text; may contain `\n` paragraph breaks.
    var text: String
    /// How the run looks.
    var style: TextStyle
}
