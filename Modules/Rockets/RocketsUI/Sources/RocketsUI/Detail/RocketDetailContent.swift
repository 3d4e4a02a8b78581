import RocketsCore
import SharedPresentation

/// The body of the rocket detail: photo, description, the specification sections in one label column (payload
/// capacities in their own, as destination names are long), and the links.
struct RocketDetailContent: View {
    /// The rocket shown.
    let detail: RocketDetail
    /// The focused link.
    let focus: DetailLink?

    var body: some View {
        VStack(spacing: 1) {
            Image("Photo of \(detail.name)", url: detail.imageURL?.absoluteString)
            Section("About") {
                if detail.description == RocketFormatter.placeholder {
                    Text("No description for this rocket.").dim()
                } else {
                    Text(verbatim: detail.description).frame(maxWidth: 80)
                }
            }
            Form(spacing: 1) {
                ForEach(0..<specification.count) { index in
                    Section(specification[index].title) {
                        ForEach(0..<specification[index].facts.count) { row in
                            factRow(specification[index].facts[row])
                        }
                    }
                }
            }
            if let payload {
                Form {
                    Section(payload.title) {
                        ForEach(0..<payload.facts.count) { row in
                            factRow(payload.facts[row])
                        }
                    }
                }
            }
            Form {
                LinksSection(
                    links: RocketDetailPresentation.links(for: detail), focus: focus,
                    emptyMessage: "No links for this rocket.", element: { $0 }
                )
                .section
            }
        }
    }

    /// The title of the section listed apart, with its own label column.
    private static let payloadTitle = "Payload capacity"

    /// The sections in one label column: the overview, then the engines (the spec's "number and type of
    /// engines" belong near the top), then the rest in RocketsCore's order.
    private var specification: [RocketFactSection] {
        let sections = detail.sections.filter { $0.title != Self.payloadTitle }
        return sections.enumerated().sorted { lhs, rhs in
            (rank(lhs.element), lhs.offset) < (rank(rhs.element), rhs.offset)
        }
        .map(\.element)
    }

    /// Where a section goes: the first (overview) and engines lead.
    private func rank(_ section: RocketFactSection) -> Int {
        if section == detail.sections.first { return 0 }
        return section.title == "Engines" ? 1 : 2
    }

    /// The payload capacities, or nil when RocketsCore names no such section.
    private var payload: RocketFactSection? {
        detail.sections.first { $0.title == Self.payloadTitle }
    }

    /// One fact; the active status is drawn as its badge.
    @ViewBuilder
    private func factRow(_ fact: RocketFact) -> some View {
        if fact.label == "Status" && fact.value == detail.activeStatus {
            LabeledContent(fact.label) { RocketActivityBadge.badge(isActive: detail.isActive) }
        } else {
            LabeledContent(fact.label, value: fact.value)
        }
    }
}
