/// Marks cells that belong to a picture slot, like an invisible colour, so a ``RenderedFrame`` can report what
/// pictures were asked for and where ready ones were drawn.
struct PictureTag: Sendable, Hashable {
    /// What the tagged cells are.
    enum Kind: Sendable, Hashable {
        /// Text of a slot that is not drawn as a picture (loading, failed, placeholder): a request only.
        case request
        /// Blank cells reserved for the picture: reserved row `row` of `rows`, `columns` cells wide.
        case reserved(row: Int, rows: Int, columns: Int)
    }

    /// The picture's address.
    let url: String
    /// What the cells are.
    let kind: Kind
}
