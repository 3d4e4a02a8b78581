import Foundation
import RocketsCore
import SharedPresentation

/// One rocket on the detail scaffold's screen: its photo, description and the whole specification (overview with
/// the active badge, engines with their number and type, structure, both stages, payload capacities), then the
/// links to Wikipedia and the photos, the focused one marked with `›`.
public enum RocketDetailPresentation: DetailPresentation {
    public static let placeholderTitle = "Rocket"
    public static let loadingLabel = "Loading rocket"

    /// The rocket's name once known.
    public static func title(of detail: RocketDetail) -> String? {
        detail.name == RocketFormatter.placeholder ? nil : detail.name
    }

    /// The rocket's type once known.
    public static func subtitle(of detail: RocketDetail) -> String? {
        detail.type == RocketFormatter.placeholder ? nil : detail.type
    }

    /// Wikipedia, then every photo ("Photo 1", "Photo 2", …, or "Photo" when there is one).
    public static func links(for detail: RocketDetail) -> [DetailLink] {
        let wikipedia = detail.wikipediaURL.map { DetailLink(title: "Wikipedia", url: $0) }
        let photos = detail.imageURLs
        return [wikipedia].compactMap { $0 }
            + photos.enumerated().map { index, photo in
                DetailLink(title: photos.count == 1 ? "Photo" : "Photo \(index + 1)", url: photo)
            }
    }

    public static func content(_ detail: RocketDetail, focus: DetailLink?, now: Date) -> some View {
        RocketDetailContent(detail: detail, focus: focus)
    }
}

/// One rocket as a screen, for the browser, script mode and tests.
typealias RocketDetailScreen = DetailScreen<RocketDetailPresentation>
