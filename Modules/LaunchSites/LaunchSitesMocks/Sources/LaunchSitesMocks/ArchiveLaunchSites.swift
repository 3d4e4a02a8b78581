import Foundation
import LaunchSitesCore
import RepositoryDefinitions
import SpaceXAPI
import SpaceXAPIMocks
import SpaceXArchive

/// The built-in archive's six launch sites as the feature's query returns them (rockets populated with their
/// names), for tests and previews, plus edge cases the archive lacks.
public enum ArchiveLaunchSites {
    /// The six sites, in the archive's order, rockets named.
    public static let all: [Launchpad] = {
        let rockets = ArchiveDocuments.all(LaunchpadRocket.self, in: .rockets)
        let names = Dictionary(rockets.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        return ArchiveDocuments.all(Launchpad.self, in: .launchpads).map { pad in
            var named = pad
            named.rockets = pad.rockets.map { LaunchpadRocket(id: $0.id, name: names[$0.id] ?? nil) }
            return named
        }
    }()

    /// Kennedy's LC 39A: active, Falcon 9 and Falcon Heavy, every launch a success.
    public static var kscLC39A: Launchpad { pad("5e9e4502f509094188566f88") }
    /// Kwajalein Atoll: retired, Falcon 1, two successes in five.
    public static var kwajalein: Launchpad { pad("5e9e4502f5090995de566f86") }
    /// The South Texas launch site: under construction, no rockets, no launches.
    public static var stls: Launchpad { pad("5e9e4502f5090927f8566f85") }

    /// A site with nothing but its id: every line says it is unknown.
    public static let bare = Launchpad(id: "000000000000000000000001")

    /// A site whose text tries to drive the terminal and whose time zone does not exist.
    public static let hostile: Launchpad = {
        var pad = Launchpad(id: "000000000000000000000002")
        pad.name = "\u{1B}[5mPad"
        pad.fullName = "発射台 🚀 \u{1B}[2J"
        pad.timezone = "Mars/Olympus"
        (pad.latitude, pad.longitude) = (200, 0)
        (pad.launchAttempts, pad.launchSuccesses) = (3, 9)
        pad.status = "mothballed"
        pad.details = "Line one\u{1B}[H\nline two"
        return pad
    }()

    private static func pad(_ id: String) -> Launchpad {
        guard let pad = all.first(where: { $0.id == id }) else { preconditionFailure("no launchpad \(id)") }
        return pad
    }
}
