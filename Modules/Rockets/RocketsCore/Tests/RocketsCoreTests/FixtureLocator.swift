import Foundation
import XCTest

/// Finds the shared SpaceX API fixtures next to the repository, or skips the test with a clear message.
enum FixtureLocator {
    /// The `spacex-api` fixtures folder: `<repo root>/../shared/fixtures/spacex-api`.
    ///
    /// The repo root is the nearest ancestor holding both `Package.swift` and `Modules/`; before the root
    /// manifest exists, the nearest ancestor holding `Modules/` stands in for it.
    static func spaceXAPI(file: String = #filePath) throws -> URL {
        let manager = FileManager.default
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        var root: URL?
        var fallback: URL?
        while directory.pathComponents.count > 1 {
            let hasModules = manager.fileExists(atPath: directory.appendingPathComponent("Modules").path)
            if hasModules, manager.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                root = directory
                break
            }
            if hasModules, fallback == nil { fallback = directory }
            directory = directory.deletingLastPathComponent()
        }
        guard let base = root ?? fallback else {
            throw XCTSkip("fixtures not found: no repository root (a folder with Modules/) above \(file)")
        }
        let fixtures = base.deletingLastPathComponent().appendingPathComponent("shared/fixtures/spacex-api")
        guard manager.fileExists(atPath: fixtures.path) else {
            throw XCTSkip("fixtures not found at \(fixtures.path); these tests need ../shared next to the repository")
        }
        return fixtures
    }

    /// The bytes of one fixture file.
    static func data(_ name: String, file: String = #filePath) throws -> Data {
        try Data(contentsOf: spaceXAPI(file: file).appendingPathComponent(name))
    }
}
