import Foundation

/// Finds the real-API fixture folder, `shared/fixtures/spacex-api`, that sits next to the repository.
public enum FixtureLocator {
    /// The fixture folder's path relative to the folder that holds the repository.
    public static let relativePath = "shared/fixtures/spacex-api"

    /// Walks up from `start` (a file or folder) and returns the fixture folder, or nil when there is none.
    ///
    /// First it looks for the repository root (a folder with `Package.swift` and `Modules/`) and its sibling
    /// `../shared/fixtures/spacex-api`; failing that, for any ancestor holding `shared/fixtures/spacex-api`.
    public static func fixturesDirectory(searchingUpFrom start: URL) -> URL? {
        let ancestors = Self.ancestors(of: start)
        for folder in ancestors where isRepositoryRoot(folder) {
            let candidate = folder.deletingLastPathComponent().appendingPathComponent(relativePath)
            if holdsFixtures(candidate) { return candidate }
        }
        for folder in ancestors {
            let candidate = folder.appendingPathComponent(relativePath)
            if holdsFixtures(candidate) { return candidate }
        }
        return nil
    }

    /// Where the fixtures are expected for `start`, for messages: next to the repository root, else next to
    /// the nearest folder with a `Package.swift`, else next to `start`'s folder.
    public static func expectedLocation(searchingUpFrom start: URL) -> URL {
        let folders = ancestors(of: start)
        let hasManifest = { (folder: URL) in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
        }
        let root = folders.first(where: isRepositoryRoot) ?? folders.first(where: hasManifest) ?? folders[0]
        return root.deletingLastPathComponent().appendingPathComponent(relativePath).standardizedFileURL
    }

    /// Whether `folder` holds the three collection files.
    public static func holdsFixtures(_ folder: URL) -> Bool {
        SpaceXCollection.allCases.allSatisfy {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0.fixtureFileName).path)
        }
    }

    private static func isRepositoryRoot(_ folder: URL) -> Bool {
        var isFolder: ObjCBool = false
        let manager = FileManager.default
        return manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            && manager.fileExists(atPath: folder.appendingPathComponent("Modules").path, isDirectory: &isFolder)
            && isFolder.boolValue
    }

    private static func ancestors(of start: URL) -> [URL] {
        var isFolder: ObjCBool = false
        let standardized = start.standardizedFileURL
        var current =
            FileManager.default.fileExists(atPath: standardized.path, isDirectory: &isFolder) && isFolder.boolValue
            ? standardized : standardized.deletingLastPathComponent()
        var result: [URL] = []
        while true {
            result.append(current)
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path || result.count > 64 { return result }
            current = parent
        }
    }
}
