/// A small picture for a list row: a reserved area of at most `columns` × `rows` cells when the picture is ready,
/// and the placeholder (a mark, say) otherwise, exactly as it renders without pictures.
public struct Thumbnail<Placeholder: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The picture's address, if any.
    let url: String?
    /// The widest the picture may be, in cells.
    let columns: Int
    /// The tallest the picture may be, in lines.
    let rows: Int
    /// What shows while pictures are off, loading or failed.
    let placeholder: Placeholder

    /// Creates a thumbnail of the picture at `url` fitting `columns` × `rows` cells.
    public init(url: String?, columns: Int, rows: Int, @ViewBuilder placeholder: () -> Placeholder) {
        self.url = url.flatMap { $0.isEmpty ? nil : $0 }
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.placeholder = placeholder()
    }

    /// The picture's pixel size when pictures are on and it is ready.
    private func readySize(in context: RenderContext) -> (url: String, width: Int, height: Int)? {
        guard let url, case .ready(let width, let height) = context.pictures?.state(for: url) else { return nil }
        return (url, width, height)
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        guard readySize(in: context) != nil else { return Layout.profile(of: placeholder, in: context) }
        return WidthProfile(minimum: columns, ideal: columns, maximum: columns)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        guard let slots = context.pictures, let ready = readySize(in: context) else {
            let lines = Layout.render(placeholder, width: width, in: context)
            guard let url, context.pictures != nil else { return lines }
            return lines.map { $0.pictureTagged(PictureTag(url: url, kind: .request)) }
        }
        let grid = PictureGrid.fitting(
            pixelWidth: ready.width, pixelHeight: ready.height, columns: min(columns, width), rows: rows, in: slots)
        let reserved = grid.lines(for: ready.url)
        return (0..<rows).map { index in
            (index < reserved.count ? reserved[index] : StyledLine()).padded(to: min(columns, width))
        }
    }
}
