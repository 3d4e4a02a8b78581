/// A view that measures and draws itself instead of being composed from a body.
///
/// A primitive names itself in ``View/primitiveView`` (`PrimitiveViewReference(self)`). The roles it plays in
/// containers (``ChildrenProviding``, ``SectionRepresentable``, ``LabeledContentRepresentable``,
/// ``HeightFilling``) are read through the requirements below, whose defaults follow its conformances at compile
/// time, never through a dynamic cast (see ``PrimitiveViewReference``).
protocol PrimitiveView {
    /// How wide this view can be, wants to be, and may grow, when rendered in `context`.
    func widthProfile(in context: RenderContext) -> WidthProfile

    /// The lines of this view for the offered `width` (already > 0); lines may be shorter than `width`.
    func renderLines(width: Int, in context: RenderContext) -> [StyledLine]

    /// The child views when this view is a transparent container, else nil.
    var containedViews: [any View]? { get }

    /// This view as a section of a `List` or `Form`, else nil.
    var section: (any SectionRepresentable)? { get }

    /// This view as a labelled row of a `Form`, else nil.
    var labeledContent: (any LabeledContentRepresentable)? { get }

    /// Whether this view takes the height of its `HStack` neighbours.
    var fillsHeight: Bool { get }
}

extension PrimitiveView {
    var containedViews: [any View]? { nil }
    var section: (any SectionRepresentable)? { nil }
    var labeledContent: (any LabeledContentRepresentable)? { nil }
    var fillsHeight: Bool { false }
}

extension PrimitiveView where Self: ChildrenProviding {
    var containedViews: [any View]? { childViews }
}

extension PrimitiveView where Self: SectionRepresentable {
    var section: (any SectionRepresentable)? { self }
}

extension PrimitiveView where Self: LabeledContentRepresentable {
    var labeledContent: (any LabeledContentRepresentable)? { self }
}

extension PrimitiveView where Self: HeightFilling {
    var fillsHeight: Bool { true }
}

/// Containers that pass their children through as separate views (lists and forms flatten them).
protocol ChildrenProviding {
    /// The child views, in order.
    var childViews: [any View] { get }
}

/// The widths a view accepts: it never needs less than `minimum`, prefers `ideal` and grows up to `maximum`.
struct WidthProfile: Equatable {
    /// The narrowest width that shows the view without breaking words.
    var minimum: Int
    /// The width the view takes when offered all the room it wants.
    var ideal: Int
    /// How far the view stretches when offered more (`Int.max` for views that fill any width).
    var maximum: Int

    /// A profile for a view that takes exactly `width` cells.
    static func fixed(_ width: Int) -> WidthProfile {
        WidthProfile(minimum: width, ideal: width, maximum: width)
    }

    /// A profile for a view that has the given minimum and ideal and stretches to fill any width.
    static func flexible(minimum: Int, ideal: Int) -> WidthProfile {
        WidthProfile(minimum: minimum, ideal: ideal, maximum: .max)
    }

    /// Whether the view stretches beyond its ideal width.
    var isFlexible: Bool { maximum > ideal }
}
