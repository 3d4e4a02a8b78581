import Foundation
import LaunchesCore
import LaunchesMocks
import RepositoryDefinitions
import RocketsCore
import RocketsMocks

/// Documents whose text tries to take over the terminal: CSI and OSC sequences (colour, cursor moves, a device
/// status request, a window title, the clipboard, a hyperlink), BEL, 8-bit C1 controls, BiDi overrides and
/// isolates, a DCS string, and a 500-character word that no line can hold.
///
/// None of the sequences is one the app writes itself (its SGR always starts with `0;`, its cursor moves go to
/// column 1), so any that survives is found by ``TerminalOutput``.
enum HostileData {
    /// A word longer than any terminal line.
    static let longWord = String(repeating: "W", count: 500)

    /// Every kind of control sequence at once, with visible words between them.
    static let payload =
        "\u{1B}[31mRED\u{1B}[0m \u{1B}[6n \u{1B}[10;10Hjump \u{1B}]0;PWNED-TITLE\u{07} "
        + "\u{1B}]52;c;ZXZpbA==\u{1B}\\ \u{1B}]8;;https://evil.example/\u{1B}\\click\u{1B}]8;;\u{1B}\\ "
        + "\u{07}bell \u{9B}31mc1csi \u{9D}0;c1-title\u{9C} \u{85}next \u{202E}dlrow\u{202C} "
        + "\u{2066}isolate\u{2069} \u{1B}P1$qm\u{1B}\\dcs \u{7F}del"

    /// The visible words the payload must still show once its controls are gone.
    static let visibleWords = ["RED", "jump", "click", "bell", "c1csi", "dlrow", "isolate"]

    /// The one link in the data that must never become a hyperlink target.
    static let evilTarget = "https://evil.example/"

    /// A rocket with hostile text everywhere text is shown.
    static let rocket = Rocket(
        id: "facade000000000000000001", name: "Hostile \(payload) Rocket", type: "rocket \(payload)", active: true,
        stages: 2, successRatePct: 50, country: "Nowhere \(payload)", company: "Evil \(payload) Corp",
        wikipedia: URL(string: "javascript:alert(1)"), description: "\(payload) \(longWord) end of description")

    /// The newest launch, with hostile text in its name, details and failure reason, flying the hostile rocket.
    static let launch = Launch(
        id: "feedface0000000000000001", name: "Hostile \(payload) Mission", flightNumber: 999,
        dateUtc: Date(timeIntervalSince1970: 1_924_992_000), datePrecision: .hour, success: false,
        failures: [LaunchFailure(time: 42, altitude: 1, reason: "engine \(payload) failure")],
        details: "\(payload) \(longWord) end of details", rocket: RocketReference(id: rocket.id),
        launchpad: Launchpad(id: ArchiveLaunchpads.ccsfsSLC40.id),
        links: LaunchLinks(
            presskit: URL(string: "https://example.com/press%1B%5D0;x%07"),
            webcast: URL(string: "https://www.youtube.com/watch?v=hostile"),
            article: URL(string: "javascript:alert(1)"),
            wikipedia: URL(string: "https://en.wikipedia.org/wiki/Hostile")))

    /// The only hyperlink targets the app may write: the web URLs held in link fields of the served data.
    static var linkTargets: Set<String> {
        let launchLinks = (LaunchMocks.sampleDataset + [launch]).flatMap { launch -> [URL?] in
            let links = launch.links
            return [
                links.presskit, links.webcast, links.article, links.wikipedia, links.patch?.small, links.patch?.large,
            ] + links.flickr.small + links.flickr.original
        }
        let rocketLinks = ([rocket] + RocketSamples.sampleDataset).flatMap { [$0.wikipedia] + $0.flickrImages }
        return Set(
            (launchLinks + rocketLinks).compactMap { $0 }.map(\.absoluteString).filter {
                $0.hasPrefix("https://") || $0.hasPrefix("http://")
            })
    }
}
