import Foundation
import LaunchLibraryRecordings
import LaunchSitesCore
import LaunchesCore
import RepositoryDefinitions
import RocketsCore

@testable import LaunchLibrary

/// The inputs of this source's screen goldens: the recorded real answers through the package's mapping, read at
/// one fixed moment in UTC, so a golden never depends on the clock, the zone or the machine.
enum RecordedScreens {
    /// 2026-08-22T21:00:00Z, just after the last recording (20:48 UTC that day): the launches it holds as
    /// upcoming are still to come, Crew-13 about three weeks away.
    static let now = Date(timeIntervalSince1970: 1_787_432_400)
    /// The zone every date is shown in.
    static let utc = TimeZone(identifier: "UTC")!
    /// The widths every screen is recorded at.
    static let widths = [40, 80, 120]
    /// The presenter every row and detail comes from.
    static let presenter = LaunchPresenter(timeZone: utc, now: now)

    /// Every recorded 2026 launch, mapped, newest first (ties by id), as `ordering=-net` answers them.
    static func launches() throws -> [Launch] {
        try RecordedData.launches(LaunchLibraryRecordings.launches2026).map(LaunchLibraryLaunchMapper.launch)
            .sorted { ($0.dateUtc ?? .distantPast, $1.id) > ($1.dateUtc ?? .distantPast, $0.id) }
    }

    /// The recorded launch whose Launch Library name is `name` (`Starship | Flight 12`), mapped.
    static func launch(named name: String) throws -> Launch {
        let records = try RecordedData.launches(LaunchLibraryRecordings.launches2026)
        guard let record = records.first(where: { $0.name == name }) else {
            throw RecordedScreensError(missing: name)
        }
        return LaunchLibraryLaunchMapper.launch(record)
    }

    /// The site of the recorded launch named `name`, with the vehicles of every recorded launch from its pad.
    static func site(ofLaunchNamed name: String) throws -> Launchpad {
        let records = try RecordedData.launches(LaunchLibraryRecordings.launches2026)
        let padID = records.first(where: { $0.name == name })?.pad?.id.map(String.init)
        guard let site = LaunchLibrarySiteMapper.sites(of: records).first(where: { $0.id == padID }) else {
            throw RecordedScreensError(missing: name)
        }
        return site
    }

    /// The three recorded SpaceX vehicles, mapped and ordered as the client lists them (by name).
    static func rockets() throws -> [Rocket] {
        LaunchLibraryRocketMapper.rockets(
            try RecordedData.configurations(LaunchLibraryRecordings.launcherConfigurations220))
    }
}

/// A launch the goldens name is not in the recordings.
struct RecordedScreensError: Error, CustomStringConvertible {
    /// The name looked for.
    let missing: String

    var description: String { "no recorded launch named \(missing)" }
}
