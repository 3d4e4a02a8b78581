import Foundation
import LaunchSitesCore
import LaunchSitesMocks
import LaunchSitesUI
import RepositoryDefinitions
import SharedPresentation
import TextPreviewing

/// Previews of the launch-site screen in every state, from LaunchSitesMocks, at a fixed clock:
/// `launch-sites-previews detail-ksc --width 60`.
public enum LaunchSitesPreviews {
    /// 2026-11-21T12:00:00Z, the clock every preview and golden uses.
    private static let now = Date(timeIntervalSince1970: 1_795_262_400)

    private static func detail(_ state: LoadState<LaunchpadDetail>, focusFirst: Bool = false)
        -> DetailScreen<LaunchSiteDetailPresentation>
    {
        let focus = focusFirst ? state.value.flatMap { LaunchSiteDetailPresentation.links(for: $0).first } : nil
        return DetailScreen<LaunchSiteDetailPresentation>(state: state, focus: focus, now: now, backTitle: "Launch")
    }

    private static func loaded(_ pad: Launchpad, freshness: Freshness = .live) -> LoadState<LaunchpadDetail> {
        .loaded(LaunchpadDetail(launchpad: pad), freshness: freshness)
    }

    /// Every preview, in listing order.
    public static let all: [TextPreview] =
        ArchiveLaunchSites.all.map { pad in
            TextPreview("detail-\(slug(pad.name ?? pad.id))", "\(pad.name ?? pad.id), from the archive") {
                detail(loaded(pad))
            }
        } + [
            TextPreview("detail-focused", "KSC LC 39A with its photo link focused") {
                detail(loaded(ArchiveLaunchSites.kscLC39A), focusFirst: true)
            },
            TextPreview("detail-loading", "before anything is known") { detail(.loading) },
            TextPreview("detail-archive", "from the built-in archive, under its banner") {
                detail(loaded(ArchiveLaunchSites.kwajalein, freshness: .builtInArchive))
            },
            TextPreview("detail-stale", "saved data under the failure to refresh it") {
                detail(
                    .failed(
                        .timeout,
                        cached: CachedValue(
                            value: LaunchpadDetail(launchpad: ArchiveLaunchSites.stls), storedAt: now - 7200)))
            },
            TextPreview("detail-failure", "not found, nothing known") {
                detail(.failed(.notFound(id: ArchiveLaunchSites.bare.id), cached: nil))
            },
            TextPreview("detail-bare", "a site with nothing but its id") { detail(loaded(ArchiveLaunchSites.bare)) },
            TextPreview("detail-hostile", "control characters and a time zone that does not exist") {
                detail(loaded(ArchiveLaunchSites.hostile))
            },
        ]

    /// "KSC LC 39A" → "ksc-lc-39a".
    private static func slug(_ name: String) -> String {
        name.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
    }

    /// The previews command.
    public static let command = PreviewCommand(program: "launch-sites-previews", previews: all)
}
