extension View {
    /// Lays this view out for a terminal `width` and returns its lines; no line is wider than `width`.
    ///
    /// Turn the lines into strings with ``TextRenderer``. `context` picks glyphs and hyperlinks.
    public func render(width: Int, context: RenderContext = RenderContext()) -> [StyledLine] {
        guard width > 0 else { return [] }
        return Layout.render(self, width: width, in: context).map { $0.clipped(to: width) }
    }
}

/// The single place where views are measured and drawn, walking bodies down to primitives.
///
/// Primitives are found through ``View/primitiveView``, never by casting (see ``PrimitiveViewReference``).
enum Layout {
    /// The lines of `view` offered `width` cells.
    static func render(_ view: any View, width: Int, in context: RenderContext) -> [StyledLine] {
        guard width > 0 else { return [] }
        if let primitive = view.primitiveView?.view {
            return primitive.renderLines(width: width, in: context)
        }
        return render(view.body, width: width, in: context)
    }

    /// The width profile of `view` in `context`.
    static func profile(of view: any View, in context: RenderContext) -> WidthProfile {
        if let primitive = view.primitiveView?.view {
            return primitive.widthProfile(in: context)
        }
        return profile(of: view.body, in: context)
    }

    /// The children of `view` when it is a transparent container, or nil for a view that is one item.
    static func children(of view: any View) -> [any View]? {
        view.primitiveView?.view.containedViews
    }

    /// `view` broken into its items: containers are opened recursively, every other view is one item.
    static func flatten(_ view: any View) -> [any View] {
        guard let children = children(of: view) else { return [view] }
        return children.flatMap(flatten)
    }

    /// The widest line among `lines`.
    static func blockWidth(_ lines: [StyledLine]) -> Int {
        lines.reduce(0) { max($0, $1.width) }
    }

    /// Shifts a block of lines inside `width` according to `alignment`, treating the block as one unit.
    static func align(_ lines: [StyledLine], in width: Int, alignment: HorizontalAlignment) -> [StyledLine] {
        guard alignment != .leading else { return lines }
        let block = blockWidth(lines)
        let offset = alignment.offset(content: block, container: width)
        guard offset > 0 else { return lines }
        return lines.map { line in
            line.isEmpty ? line : StyledLine.blank(offset) + line
        }
    }
}
