import Foundation
import LaunchesCore

/// The four SpaceX rockets as a launch query populates them (`{name, type, id}`), with their real API ids.
public enum SampleRockets {
    /// Falcon 1.
    public static let falcon1 = RocketReference(id: "5e9d0d95eda69955f709d1eb", name: "Falcon 1", type: "rocket")
    /// Falcon 9.
    public static let falcon9 = RocketReference(id: "5e9d0d95eda69973a809d1ec", name: "Falcon 9", type: "rocket")
    /// Falcon Heavy.
    public static let falconHeavy = RocketReference(
        id: "5e9d0d95eda69974db09d1ed", name: "Falcon Heavy", type: "rocket")
    /// Starship.
    public static let starship = RocketReference(id: "5e9d0d96eda699382d09d1ee", name: "Starship", type: "rocket")

    /// All four, oldest first.
    public static let all = [falcon1, falcon9, falconHeavy, starship]
}
