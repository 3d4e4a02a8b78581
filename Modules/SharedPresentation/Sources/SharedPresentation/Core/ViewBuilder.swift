/// Builds view content from statements, like SwiftUI's `@ViewBuilder`: lists, `if`, `if/else`, `switch`, `for`.
///
/// Blocks become a ``TupleView``; `if/else` branches are erased to ``AnyView`` so both sides have one type,
/// and an `if` without `else` gives an optional view.
@resultBuilder
public enum ViewBuilder {
    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block with one view keeps its type.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views, shown one under another.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
        var children: [AnyView] = []
        for child in repeat each content {
            children.append(AnyView(child))
        }
        return TupleView(children)
    }

    /// Each expression is used as it is.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`: the content or nothing.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if/else` or `switch`.
    public static func buildEither<First: View>(first: First) -> AnyView { AnyView(first) }

    /// The second branch of an `if/else` or `switch`.
    public static func buildEither<Second: View>(second: Second) -> AnyView { AnyView(second) }

    /// A `for` loop: every iteration's view, one under another.
    public static func buildArray<Content: View>(_ components: [Content]) -> TupleView {
        TupleView(components.map { AnyView($0) })
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
