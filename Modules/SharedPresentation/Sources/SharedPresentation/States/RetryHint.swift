/// How to try again after a failure: "Press r to retry" (key in bold) where keys work, else the context's
/// ``RenderContext/retryHintWithoutKeys`` (script output points to its refresh option), else nothing.
public struct RetryHint: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The key that retries.
    let key: String

    /// Creates the hint for `key`.
    public init(key: String = "r") {
        self.key = key
    }

    /// The hint's text in `context`, or nil when it shows nothing.
    private func text(in context: RenderContext) -> Text? {
        if context.showsKeyHints { return (Text("Press ") + Text(key).bold() + Text(" to retry")).dim() }
        return context.retryHintWithoutKeys.map { Text($0).dim() }
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        text(in: context).map { Layout.profile(of: $0, in: context) } ?? .fixed(0)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        text(in: context).map { Layout.render($0, width: width, in: context) } ?? []
    }
}
