import LaunchesCore
import SharedPresentation

/// The card that leads to the rocket screen: the rocket's name and type with a "⏎ View rocket" hint, its border
/// heavy and cyan when it has the focus; its first line is the focusable element of the "show rocket" action. A
/// launch without a rocket gets a card that says so and opens nothing. It spans the width, like the Image frame
/// above it.
struct RocketCardView: View {
    /// The rocket, or nil when the launch names none.
    let card: RocketCard?
    /// The detail's focused action; the card is highlighted when it is the card's.
    let focus: LaunchDetailAction?

    var body: some View {
        OpeningCard(
            "Rocket", opening: card.map { ($0.name, Self.typeText($0.type), .rocket(id: $0.rocketId)) },
            hint: "View rocket", emptyMessage: "No rocket recorded for this launch.", focus: focus)
    }

    /// The type with a capital first letter ("rocket" becomes "Rocket"), or a note that it is unknown.
    static func typeText(_ type: String?) -> String {
        guard let type, let first = type.first else { return "Type not recorded" }
        return first.uppercased() + type.dropFirst()
    }
}
