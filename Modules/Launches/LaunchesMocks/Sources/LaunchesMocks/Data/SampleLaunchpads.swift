import Foundation
import LaunchesCore

/// The six SpaceX launch sites with their real API ids, names, places and time zones (snapshot of 2022-09;
/// launch id lists left out).
public enum SampleLaunchpads {
    /// Vandenberg SLC 3W, the never-used Falcon 1 pad.
    public static let vafbSLC3W = Launchpad(
        id: "5e9e4501f5090910d4566f83", name: "VAFB SLC 3W",
        fullName: "Vandenberg Space Force Base Space Launch Complex 3W", locality: "Vandenberg Space Force Base",
        region: "California", timezone: "America/Los_Angeles", latitude: 34.6440904, longitude: -120.5931438,
        launchAttempts: 0, launchSuccesses: 0, rockets: [SampleRockets.falcon1.id], launches: [], status: "retired",
        images: LaunchpadImages(large: [URL(string: "https://i.imgur.com/7uXe1Kv.png")!]))

    /// Cape Canaveral SLC 40.
    public static let ccsfsSLC40 = Launchpad(
        id: "5e9e4501f509094ba4566f84", name: "CCSFS SLC 40",
        fullName: "Cape Canaveral Space Force Station Space Launch Complex 40", locality: "Cape Canaveral",
        region: "Florida", timezone: "America/New_York", latitude: 28.5618571, longitude: -80.577366,
        launchAttempts: 97, launchSuccesses: 95, rockets: [SampleRockets.falcon9.id], launches: [], status: "active",
        images: LaunchpadImages(large: [URL(string: "https://i.imgur.com/9oEMXwa.png")!]))

    /// Starbase, the South Texas launch site.
    public static let stls = Launchpad(
        id: "5e9e4502f5090927f8566f85", name: "STLS", fullName: "SpaceX South Texas Launch Site",
        locality: "Boca Chica Village", region: "Texas", timezone: "America/Chicago", latitude: 25.9972641,
        longitude: -97.1560845, launchAttempts: 0, launchSuccesses: 0, rockets: [], launches: [],
        status: "under construction", images: LaunchpadImages(large: [URL(string: "https://i.imgur.com/ZzTTC5p.png")!]))

    /// Omelek Island, Kwajalein Atoll, where Falcon 1 flew.
    public static let kwajalein = Launchpad(
        id: "5e9e4502f5090995de566f86", name: "Kwajalein Atoll", fullName: "Kwajalein Atoll Omelek Island",
        locality: "Omelek Island", region: "Marshall Islands", timezone: "Pacific/Kwajalein", latitude: 9.0477206,
        longitude: 167.7431292, launchAttempts: 5, launchSuccesses: 2, rockets: [SampleRockets.falcon1.id],
        launches: [], status: "retired",
        images: LaunchpadImages(large: [URL(string: "https://i.imgur.com/GGPgsVs.png")!]))

    /// Vandenberg SLC 4E.
    public static let vafbSLC4E = Launchpad(
        id: "5e9e4502f509092b78566f87", name: "VAFB SLC 4E",
        fullName: "Vandenberg Space Force Base Space Launch Complex 4E", locality: "Vandenberg Space Force Base",
        region: "California", timezone: "America/Los_Angeles", latitude: 34.632093, longitude: -120.610829,
        launchAttempts: 28, launchSuccesses: 27, rockets: [SampleRockets.falcon9.id], launches: [], status: "active",
        images: LaunchpadImages(large: [URL(string: "https://i.imgur.com/asp5L08.png")!]))

    /// Kennedy LC 39A.
    public static let kscLC39A = Launchpad(
        id: "5e9e4502f509094188566f88", name: "KSC LC 39A",
        fullName: "Kennedy Space Center Historic Launch Complex 39A", locality: "Cape Canaveral", region: "Florida",
        timezone: "America/New_York", latitude: 28.6080585, longitude: -80.6039558, launchAttempts: 54,
        launchSuccesses: 54, rockets: [SampleRockets.falcon9.id, SampleRockets.falconHeavy.id], launches: [],
        status: "active", images: LaunchpadImages(large: [URL(string: "https://i.imgur.com/1jwU0Pk.png")!]))

    /// All six, in the API's order.
    public static let all = [vafbSLC3W, ccsfsSLC40, stls, kwajalein, vafbSLC4E, kscLC39A]
}
