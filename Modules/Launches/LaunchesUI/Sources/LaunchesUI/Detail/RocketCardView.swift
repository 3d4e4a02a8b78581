import LaunchesCore
import SharedPresentation

/// The card that leads to the rocket screen: the rocket's name and type with a "⏎ View rocket" hint, its border
/// heavy and cyan when it has the focus; its first line is the focusable element of the "show rocket" action. A
/// launch without a rocket gets a card that says so and opens nothing. It spans the width, like the Image frame
/// above it.
struct RocketCardView: View {
    /// The rocket, or nil when the launch names none.
    let card: RocketCard?
    /// Whether the card has the focus.
    let isHighlighted: Bool

    var body: some View {
        OpeningCard(
            "Rocket", name: card?.name, detail: Self.typeText(card?.type),
            action: card.map { .rocket(id: $0.rocketId) }, hint: "View rocket",
            emptyMessage: "No rocket recorded for this launch.", isHighlighted: isHighlighted)
    }

    /// The type with a capital first letter ("rocket" becomes "Rocket"), or a note that it is unknown.
    static func typeText(_ type: String?) -> String {
        guard let type, let first = type.first else { return "Type not recorded" }
        return first.uppercased() + type.dropFirst()
    }
}
