import Foundation
import LaunchSitesCore
import RepositoryDefinitions
import SharedPresentation

/// One launch site: its picture, facts (full name, place, time zone and local time now, coordinates, status,
/// launch record with the success rate, rockets flown), description and the photo link. The state decides the
/// notices around it (spinner, refreshing, cache age, built-in data, error); the focused link is marked `›`.
public struct LaunchSiteDetailScreen: View {
    let state: LoadState<LaunchpadDetail>
    let focus: DetailLink?
    let now: Date
    let backTitle: String?
    let tick: Int?

    /// Creates the screen; pass `backTitle: nil` in script mode. `now` dates cache ages and the local time.
    public init(
        state: LoadState<LaunchpadDetail>, focus: DetailLink?, now: Date, backTitle: String?, tick: Int? = nil
    ) {
        self.state = state
        self.focus = focus
        self.now = now
        self.backTitle = backTitle
        self.tick = tick
    }

    /// The links the screen can open, in order: "Photo", or "Photo 1", "Photo 2", ….
    public static func links(for detail: LaunchpadDetail) -> [DetailLink] {
        detail.photos.enumerated().map { index, url in
            DetailLink(title: detail.photos.count == 1 ? "Photo" : "Photo \(index + 1)", url: url)
        }
    }

    public var body: some View {
        VStack(spacing: 1) {
            NavigationBar(state.value?.name ?? "Launch site", subtitle: state.value?.fullName, backTitle: backTitle)
            LoadStateView(state, now: now, loadingLabel: "Loading launch site", tick: tick) { detail in
                content(detail)
            }
        }
    }

    private func content(_ detail: LaunchpadDetail) -> some View {
        VStack(spacing: 1) {
            Image("Photo of \(detail.name)", url: detail.imageURL?.absoluteString)
            Form(spacing: 1) {
                Section {
                    LabeledContent("Status") { badge(detail.status) }
                    LabeledContent("Place", value: detail.place ?? "Not recorded")
                    LabeledContent("Time zone", value: detail.timeZone?.identifier ?? "Not recorded")
                    if let local = detail.localTime(at: now) {
                        LabeledContent("Local time", value: local)
                    }
                    LabeledContent("Coordinates", value: detail.coordinates ?? "Not recorded")
                    LabeledContent("Launches", value: detail.launchRecord)
                    LabeledContent("Rockets", value: rockets(detail.rocketNames))
                }
                Section("About") {
                    Text(verbatim: detail.details ?? "No description for this launch site.").frame(maxWidth: 80)
                }
                LinksSection(
                    links: Self.links(for: detail), focus: focus, emptyMessage: "No links for this launch site.",
                    element: { $0 }
                )
                .section
            }
        }
    }

    private func rockets(_ names: [String]) -> String {
        names.isEmpty ? "None flown yet" : names.joined(separator: ", ")
    }

    /// Green for active, grey for retired, blue for being built; the words are always shown.
    private func badge(_ status: LaunchSiteStatus) -> Badge {
        switch status {
        case .active: Badge(.success, label: status.label)
        case .underConstruction: Badge(.upcoming, label: status.label)
        case .retired, .other, .unknown: Badge(.unknown, label: status.label)
        }
    }
}
