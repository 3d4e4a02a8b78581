import Foundation
import LaunchesCore

/// The four SpaceX rockets from the built-in archive as a launch query populates them (`{name, type, id}`).
public enum ArchiveRockets {
    /// All four, oldest first.
    public static var all: [RocketReference] { ArchiveLaunches.rockets }
    /// Falcon 1.
    public static var falcon1: RocketReference { rocket("5e9d0d95eda69955f709d1eb") }
    /// Falcon 9.
    public static var falcon9: RocketReference { rocket("5e9d0d95eda69973a809d1ec") }
    /// Falcon Heavy.
    public static var falconHeavy: RocketReference { rocket("5e9d0d95eda69974db09d1ed") }
    /// Starship.
    public static var starship: RocketReference { rocket("5e9d0d96eda699382d09d1ee") }

    private static func rocket(_ id: String) -> RocketReference {
        guard let rocket = all.first(where: { $0.id == id }) else {
            preconditionFailure("no rocket \(id) in the archive")
        }
        return rocket
    }
}
