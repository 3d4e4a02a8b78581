/// Views one under another, each offered the full width, with `spacing` blank lines between them.
public struct VStack<Content: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// Blank lines between children.
    let spacing: Int
    /// Where children narrower than the stack sit.
    let alignment: HorizontalAlignment
    /// The children.
    let content: Content

    /// Creates a vertical stack.
    public init(alignment: HorizontalAlignment = .leading, spacing: Int = 0, @ViewBuilder content: () -> Content) {
        self.spacing = max(0, spacing)
        self.alignment = alignment
        self.content = content()
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        VStackLayout.profile(of: Layout.flatten(content), in: context.with(axis: .vertical))
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        VStackLayout.render(
            Layout.flatten(content), width: width, spacing: spacing, alignment: alignment,
            in: context.with(axis: .vertical))
    }
}

/// The vertical stacking shared by `VStack`, `TupleView` and the containers built on them.
enum VStackLayout {
    /// The widest needs of the children.
    static func profile(of children: [any View], in context: RenderContext) -> WidthProfile {
        var result = WidthProfile.fixed(0)
        for child in children {
            let profile = Layout.profile(of: child, in: context)
            result.minimum = max(result.minimum, profile.minimum)
            result.ideal = max(result.ideal, profile.ideal)
            result.maximum = max(result.maximum, profile.maximum)
        }
        return result
    }

    /// The children's lines one block under another; children that draw nothing add no spacing.
    static func render(
        _ children: [any View], width: Int, spacing: Int, alignment: HorizontalAlignment, in context: RenderContext
    ) -> [StyledLine] {
        var blocks: [[StyledLine]] = []
        for child in children {
            let lines = Layout.render(child, width: width, in: context)
            if !lines.isEmpty { blocks.append(lines) }
        }
        let stackWidth = blocks.reduce(0) { max($0, Layout.blockWidth($1)) }
        var result: [StyledLine] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 {
                result.append(contentsOf: Array(repeating: StyledLine(), count: spacing))
            }
            result.append(contentsOf: Layout.align(block, in: stackWidth, alignment: alignment))
        }
        return result
    }
}
