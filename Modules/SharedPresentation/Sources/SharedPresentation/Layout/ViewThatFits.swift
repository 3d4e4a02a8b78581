/// Shows the first of its views whose ideal width fits the width offered, else the last one, like SwiftUI's
/// `ViewThatFits(in: .horizontal)`: a one-line table row on a wide terminal, two lines on a narrow one.
///
/// Give a choice a least width with `.frame(minWidth:maxWidth:)` to make it a width threshold:
/// `ViewThatFits { wide.frame(minWidth: 98, maxWidth: .infinity); narrow }`.
struct ViewThatFits<Content: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The choices, best first.
    let content: Content

    /// Creates the choice; each top-level view of `content` is one candidate, tried in order.
    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The candidates in order (a single view is the only candidate).
    private var candidates: [any View] { Layout.children(of: content) ?? [content] }

    /// The candidate shown at `width`: the first whose ideal width is at most `width`, else the last.
    func choice(for width: Int, in context: RenderContext) -> (any View)? {
        let candidates = candidates
        return candidates.first { Layout.profile(of: $0, in: context).ideal <= width } ?? candidates.last
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        let profiles = candidates.map { Layout.profile(of: $0, in: context) }
        guard let first = profiles.first else { return .fixed(0) }
        let minimum = profiles.map(\.minimum).min() ?? 0
        return WidthProfile(
            minimum: minimum, ideal: first.ideal, maximum: profiles.map(\.maximum).max() ?? 0)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        guard let view = choice(for: width, in: context) else { return [] }
        return Layout.render(view, width: width, in: context)
    }
}
