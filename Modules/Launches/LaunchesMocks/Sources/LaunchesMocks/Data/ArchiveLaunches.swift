import Foundation
import LaunchesCore
import RepositoryDefinitions
import SpaceXAPI
import SpaceXAPIMocks
import SpaceXArchive

/// The built-in archive's launches, rockets and launchpads decoded into the feature's models, for tests and
/// previews: real data, never written out by hand. Decoded once, on first use.
enum ArchiveLaunches {
    /// Every launch in flight order, with its rocket populated as `{name, type, id}` and its launchpad as
    /// `{name, full_name, locality, region, timezone, id}`, as the list and detail queries return them.
    static let all: [Launch] = decodeLaunches()

    /// The six launchpads as a launch query populates them: the pad's `{name, full_name, locality, region,
    /// timezone, id}` and nothing else.
    static let launchpads: [Launchpad] = ArchiveDocuments.all(Launchpad.self, in: .launchpads).map { pad in
        Launchpad(
            id: pad.id, name: pad.name, fullName: pad.fullName, locality: pad.locality, region: pad.region,
            timezone: pad.timezone)
    }

    /// The four rockets as a launch query populates them.
    static let rockets: [RocketReference] = ArchiveDocuments.all(RocketReference.self, in: .rockets)

    private static func decodeLaunches() -> [Launch] {
        let rocketsByID = Dictionary(uniqueKeysWithValues: rockets.map { ($0.id, $0) })
        let launchpadsByID = Dictionary(uniqueKeysWithValues: launchpads.map { ($0.id, $0) })
        return ArchiveDocuments.all(Launch.self, in: .launches).map { launch in
            var launch = launch
            launch.rocket = launch.rocket.map { rocketsByID[$0.id] ?? $0 }
            launch.launchpad = launch.launchpad.map { launchpadsByID[$0.id] ?? $0 }
            return launch
        }
    }
}
