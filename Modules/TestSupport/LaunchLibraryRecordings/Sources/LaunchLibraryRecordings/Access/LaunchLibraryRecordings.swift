import Foundation

/// For tests and the loopback fake: the recorded Launch Library 2 files by name (see SOURCES.md), read from this
/// package's resources so nothing outside the repository is needed.
public enum LaunchLibraryRecordings {
    /// Every SpaceX launch seen in 2026, each its last-seen real 2.2.0 record: `{source, records: [{recorded_at,
    /// commit, launch}]}`, 156 records.
    public static let launches2026 = "spacex-launches-2026.json"
    /// Seven records of `launches2026` in the 2.3.0 shape, derived by the documented changes (SOURCES.md).
    public static let launches2026Derived230 = "spacex-launches-2026-derived-2.3.0.json"
    /// The three SpaceX launcher configurations (Falcon Heavy, Falcon 9, Starship), real 2.2.0 objects.
    public static let launcherConfigurations220 = "launcher-configurations-2.2.0.json"
    /// The same three configurations in the 2.3.0 shape, derived by the documented changes.
    public static let launcherConfigurationsDerived230 = "launcher-configurations-derived-2.3.0.json"
    /// A real upcoming-list snapshot in normal mode (no `mode`): `{updatedAt, launches[15]}`.
    public static let upcomingNormal = "upcoming-2.2.0-normal-limit15-2026-01-14.json"
    /// The detailed upcoming list LL2 answered at 2026-05-23T09:11:06Z, the first with Starship Flight 12 a
    /// `Success`: `{updatedAt, launches[100]}`, 40 of them SpaceX.
    public static let upcoming20260523 = "upcoming-2.2.0-detailed-2026-05-23.json"
    /// Starship Flight 12's 38 distinct states, TBD to Success: an array of `{recorded_at, commit, launch}`.
    public static let starshipFlight12Transitions = "starship-flight-12.json"
    /// CRS SpX-34's 32 distinct states: month precision, then two scrubs (12 → 13 → 15 May), then Success.
    public static let crsSpX34Transitions = "falcon9-crs-spx-34-two-scrubs.json"
    /// BlueBird Block 2 #2's 30 distinct states: SpaceX's Falcon 9, then Blue Origin's New Glenn, then Failure.
    public static let blueBird2Transitions = "bluebird-block2-2-spacex-to-new-glenn-failure.json"

    /// The names of every recorded file, sorted.
    public static var fileNames: [String] {
        [
            launches2026, launches2026Derived230, launcherConfigurations220, launcherConfigurationsDerived230,
            upcomingNormal, upcoming20260523, starshipFlight12Transitions, crsSpX34Transitions, blueBird2Transitions,
        ].sorted()
    }

    /// The bytes of a recorded file, or an error naming the files there are.
    public static func data(named name: String) throws -> Data {
        guard fileNames.contains(name),
            let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Recorded")
        else {
            throw LaunchLibraryRecordingError(name: name, known: fileNames)
        }
        return try Data(contentsOf: url)
    }
}
