/// A small picture for a list row: a reserved area of at most `columns` × `rows` cells when the picture is ready,
/// the placeholder (a mark, say) while it loads or pictures are off, exactly as it renders without pictures, and a
/// red `✗` with the reason, dim and cut to the thumbnail's cells, when it failed (never blank cells).
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

    /// Why the picture failed when pictures are on and it did.
    private func failure(in context: RenderContext) -> String? {
        guard let url, case .failed(let reason) = context.pictures?.state(for: url) else { return nil }
        return reason
    }

    /// The failed thumbnail: a mark and the reason, wrapped over the thumbnail's lines and cut with "…".
    private func failed(_ reason: String) -> some View {
        HStack(spacing: 1) {
            Symbol("✗", ascii: "x", style: TextStyle(foreground: .red))
            Text(verbatim: reason).dim().lineLimit(rows)
        }
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        guard readySize(in: context) != nil || failure(in: context) != nil else {
            return Layout.profile(of: placeholder, in: context)
        }
        return WidthProfile(minimum: columns, ideal: columns, maximum: columns)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        if let reason = failure(in: context) {
            let lines = Layout.render(failed(reason), width: min(columns, width), in: context)
            return (0..<rows).map { index in
                (index < lines.count ? lines[index] : StyledLine()).padded(to: min(columns, width))
            }
        }
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
