/// Empty room that grows: in an `HStack` it takes the width nobody else needs; in a `VStack` it is
/// `minLength` blank lines (text screens have no spare height to fill).
public struct Spacer: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The least room the spacer takes: cells in an `HStack`, lines in a `VStack`.
    let minLength: Int

    /// Creates a spacer.
    public init(minLength: Int = 0) {
        self.minLength = max(0, minLength)
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        context.axis == .horizontal ? .flexible(minimum: minLength, ideal: minLength) : .fixed(0)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        context.axis == .horizontal ? [] : Array(repeating: StyledLine(), count: minLength)
    }
}
