import Foundation
import LaunchesCore
import RepositoryDefinitions

/// The six SpaceX launch sites from the built-in archive, by name for tests and previews, as a launch refers to
/// them (`{name, full_name, locality, region, timezone, id}`; the rest of a `Launchpad` left empty).
public enum ArchiveLaunchpads {
    /// All six, in the archive's order.
    public static var all: [Launchpad] { ArchiveLaunches.launchpads }

    /// Vandenberg SLC 3W, the never-used Falcon 1 pad.
    public static var vafbSLC3W: Launchpad { pad("5e9e4501f5090910d4566f83") }
    /// Cape Canaveral SLC 40.
    public static var ccsfsSLC40: Launchpad { pad("5e9e4501f509094ba4566f84") }
    /// Starbase, the South Texas launch site.
    public static var stls: Launchpad { pad("5e9e4502f5090927f8566f85") }
    /// Omelek Island, Kwajalein Atoll, where Falcon 1 flew.
    public static var kwajalein: Launchpad { pad("5e9e4502f5090995de566f86") }
    /// Vandenberg SLC 4E.
    public static var vafbSLC4E: Launchpad { pad("5e9e4502f509092b78566f87") }
    /// Kennedy LC 39A.
    public static var kscLC39A: Launchpad { pad("5e9e4502f509094188566f88") }

    private static func pad(_ id: String) -> Launchpad {
        guard let pad = all.first(where: { $0.id == id }) else {
            preconditionFailure("no launchpad \(id) in the archive")
        }
        return pad
    }
}
