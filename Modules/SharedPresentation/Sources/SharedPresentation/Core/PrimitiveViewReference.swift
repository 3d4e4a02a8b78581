/// A primitive view as the layout engine uses it: what ``View/primitiveView`` gives, so that ``Layout`` reaches
/// the view's ``PrimitiveView`` witness through the ``View`` witness table instead of a dynamic cast.
///
/// A cast to a protocol (`view as? any PrimitiveView`) makes the Swift runtime scan every protocol conformance
/// in the binary the first time it meets each view type, and again for each protocol asked about; in the static
/// release, which links all of Foundation, one scan is about 0.2 M instructions. A screen meets dozens of view
/// types (each generic instantiation counts), so those casts were about a fifth of a cached `spacex launches`.
public struct PrimitiveViewReference {
    /// The primitive view.
    let view: any PrimitiveView

    /// Refers to `view`; its conformance is known where this is called, so no runtime lookup is needed.
    init(_ view: any PrimitiveView) {
        self.view = view
    }
}
