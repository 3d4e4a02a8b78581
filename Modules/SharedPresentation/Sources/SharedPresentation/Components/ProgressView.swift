/// A busy indicator: a spinner frame and a label, `⠹ Loading launches…`.
///
/// Views hold no timers; the app passes an increasing `tick` to animate. Without a tick only the label and
/// an ellipsis are shown, which is also what plain output gets.
public struct ProgressView: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// What is happening, sanitised.
    let label: String
    /// The animation step, or nil for a still indicator.
    let tick: Int?

    /// Creates a progress indicator.
    public init(_ label: String = "Loading", tick: Int? = nil) {
        self.label = TextSanitizer.sanitize(label, keepsNewlines: false)
        self.tick = tick
    }

    /// The indicator as text for `context`.
    private func text(in context: RenderContext) -> Text {
        let glyphs = Glyphs.of(context.glyphs)
        let label = Text(label + glyphs.ellipsis)
        guard let tick else { return label }
        let frames = glyphs.spinnerFrames
        let frame = frames[((tick % frames.count) + frames.count) % frames.count]
        return Text(frame).foregroundColor(.cyan) + Text(" ") + label
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        text(in: context).widthProfile(in: context)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        text(in: context).renderLines(width: width, in: context)
    }
}
