import Foundation
import RocketsCore
import SpaceXAPI
import SpaceXAPIMocks
import SpaceXArchive

/// The four real SpaceX rockets, decoded from the built-in archive (the API's own documents, never written out
/// by hand), for previews and tests. The app reads the archive itself.
public enum RocketSamples {
    /// Falcon 1.
    public static var falcon1: Rocket { rocket("5e9d0d95eda69955f709d1eb") }
    /// Falcon 9.
    public static var falcon9: Rocket { rocket("5e9d0d95eda69973a809d1ec") }
    /// Falcon Heavy.
    public static var falconHeavy: Rocket { rocket("5e9d0d95eda69974db09d1ed") }
    /// Starship.
    public static var starship: Rocket { rocket("5e9d0d96eda699382d09d1ee") }

    /// All four, in the archive's order (oldest first).
    public static let sampleDataset: [Rocket] = ArchiveDocuments.all(Rocket.self, in: .rockets)

    private static func rocket(_ id: String) -> Rocket {
        guard let rocket = sampleDataset.first(where: { $0.id == id }) else {
            preconditionFailure("no rocket \(id) in the archive")
        }
        return rocket
    }
}
