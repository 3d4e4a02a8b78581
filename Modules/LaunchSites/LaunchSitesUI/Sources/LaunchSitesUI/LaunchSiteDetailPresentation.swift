import Foundation
import LaunchSitesCore
import SharedPresentation

/// One launch site on the detail scaffold's screen: its picture, facts (full name, place, time zone and local time
/// now, coordinates, status, launch record with the success rate, rockets flown), description and the photo link.
public enum LaunchSiteDetailPresentation: DetailPresentation {
    public static let placeholderTitle = "Launch site"
    public static let loadingLabel = "Loading launch site"

    public static func title(of detail: LaunchpadDetail) -> String? { detail.name }
    public static func subtitle(of detail: LaunchpadDetail) -> String? { detail.fullName }

    /// "Photo", or "Photo 1", "Photo 2", ….
    public static func links(for detail: LaunchpadDetail) -> [DetailLink] {
        detail.photos.enumerated().map { index, url in
            DetailLink(title: detail.photos.count == 1 ? "Photo" : "Photo \(index + 1)", url: url)
        }
    }

    /// The picture, the facts, the description and the links; `now` gives the local time.
    public static func content(_ detail: LaunchpadDetail, focus: DetailLink?, now: Date) -> some View {
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
                    links: links(for: detail), focus: focus, emptyMessage: "No links for this launch site.",
                    element: { $0 }
                )
                .section
            }
        }
    }

    private static func rockets(_ names: [String]) -> String {
        names.isEmpty ? "None flown yet" : names.joined(separator: ", ")
    }

    /// Green for active, grey for retired, blue for being built; the words are always shown.
    private static func badge(_ status: LaunchSiteStatus) -> Badge {
        switch status {
        case .active: Badge(.success, label: status.label)
        case .underConstruction: Badge(.upcoming, label: status.label)
        case .retired, .other, .unknown: Badge(.unknown, label: status.label)
        }
    }
}

/// One launch site as a screen, for the browser, script mode and tests.
typealias LaunchSiteDetailScreen = DetailScreen<LaunchSiteDetailPresentation>
