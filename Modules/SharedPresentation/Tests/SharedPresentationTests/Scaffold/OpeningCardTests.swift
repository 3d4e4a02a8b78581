import SharedPresentation
import Testing

/// The card that opens another screen.
struct OpeningCardTests {
    @Test func aTargetIsShownWithItsHintAndIsTheCardsFocusableFirstLine() {
        let card = OpeningCard(
            "Rocket", opening: ("Falcon 9", "Rocket", 7), hint: "View rocket", emptyMessage: "", focus: nil)
        let frame = card.renderFrame(width: 34)
        #expect(
            frame.lines.map(\.plainText) == [
                "╭─ Rocket ───────────────────────╮", "│ Falcon 9         ⏎ View rocket │",
                "│ Rocket                         │", "╰────────────────────────────────╯",
            ])
        #expect(frame.region(of: 7) == 1..<2)
    }

    @Test func theFocusedCardIsHighlightedAndScriptOutputLeavesTheHintOut() {
        let card = OpeningCard("Site", opening: ("SLC 40", "Florida", 1), hint: "View site", emptyMessage: "", focus: 1)
        #expect(plain(card, width: 30).first?.hasPrefix("┏━ Site") == true)
        var script = RenderContext()
        script.showsKeyHints = false
        #expect(!card.render(width: 30, context: script).contains { $0.plainText.contains("View site") })
        let other = OpeningCard(
            "Site", opening: ("SLC 40", "Florida", 1), hint: "View site", emptyMessage: "", focus: 2)
        #expect(plain(other, width: 30).first?.hasPrefix("╭─ Site") == true)
    }

    @Test func withoutATargetTheCardSaysSoAndOpensNothing() {
        let card = OpeningCard<Int>("Rocket", opening: nil, hint: "View rocket", emptyMessage: "No rocket.", focus: nil)
        #expect(plain(card, width: 20)[1] == "│ No rocket.       │")
        #expect(card.renderFrame(width: 20).region(of: 0) == nil)
    }
}
