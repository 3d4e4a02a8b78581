import DocumentQuery
import Foundation

/// Checks a fixture folder given with `--fixtures`: the server never searches for one, it serves the built-in
/// archive unless told otherwise.
public enum FixtureLocator {
    /// Whether `folder` holds the three collection files.
    public static func holdsFixtures(_ folder: URL) -> Bool {
        SpaceXCollection.allCases.allSatisfy {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0.fixtureFileName).path)
        }
    }
}
