import Testing

@testable import SharedPresentation

/// A primitive that does not name itself in `primitiveView`: the layout must still find it (by the cast fallback).
private struct UnnamedPrimitive: View, PrimitiveView {
    func widthProfile(in context: RenderContext) -> WidthProfile { .fixed(7) }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] { [StyledLine("unnamed")] }
}

/// A primitive that names itself, as every primitive of the module does.
private struct NamedPrimitive: View, PrimitiveView, HeightFilling {
    var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    func widthProfile(in context: RenderContext) -> WidthProfile { .fixed(1) }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        Array(repeating: StyledLine("|"), count: context.proposedHeight ?? 1)
    }
}

/// A view composed from a body.
private struct Composed: View {
    var body: some View { Text("composed") }
}

/// How the layout reaches primitive views without dynamic casts (`View.primitiveView`), and the roles read through
/// `PrimitiveView`'s requirements.
struct PrimitiveViewReferenceTests {
    @Test func composedViewsHaveNoPrimitiveAndAreDrawnFromTheirBody() {
        #expect(Composed().primitiveView == nil)
        #expect(plain(Composed(), width: 20) == ["composed"])
    }

    @Test func aPrimitiveThatDoesNotNameItselfIsFoundByTheFallback() {
        #expect(UnnamedPrimitive().primitiveView != nil)
        #expect(plain(UnnamedPrimitive(), width: 20) == ["unnamed"])
    }

    @Test func theModulesPrimitivesNameThemselvesWithTheirRoles() {
        #expect(Text("x").primitiveView?.view.containedViews == nil)
        #expect(Group { Text("a") }.primitiveView?.view.containedViews?.count == 1)
        #expect(Section("Title") { Text("a") }.primitiveView?.view.section?.header == "Title")
        #expect(LabeledContent("Name", value: "x").primitiveView?.view.labeledContent?.labelWidth == 4)
        #expect(NamedPrimitive().primitiveView?.view.fillsHeight == true)
        #expect(Text("x").primitiveView?.view.fillsHeight == false)
    }

    @Test func aHeightFillingPrimitiveTakesItsNeighboursHeight() {
        let row = HStack(spacing: 1) {
            VStack {
                Text("a")
                Text("b")
            }
            NamedPrimitive()
        }
        #expect(plain(row, width: 10) == ["a |", "b |"])
    }
}
