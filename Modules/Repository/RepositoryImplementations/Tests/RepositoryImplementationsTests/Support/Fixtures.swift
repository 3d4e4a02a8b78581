import Foundation
import XCTest

/// Finds `../shared/fixtures/spacex-api` next to the repository root, or skips the test with a clear message.
enum Fixtures {
    /// The repository root: the first parent of this file holding both `Package.swift` and `Modules/`.
    static func repositoryRoot(from file: String = #filePath) -> URL? {
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        while directory.path != "/" {
            let manager = FileManager.default
            if manager.fileExists(atPath: directory.appendingPathComponent("Package.swift").path),
                manager.fileExists(atPath: directory.appendingPathComponent("Modules").path)
            {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// The fixtures directory, or an `XCTSkip` when it is absent.
    static func directory() throws -> URL {
        guard let root = repositoryRoot() else {
            throw XCTSkip("fixtures not found: no repository root (Package.swift + Modules/) above \(#filePath)")
        }
        let fixtures = root.deletingLastPathComponent().appendingPathComponent("shared/fixtures/spacex-api")
        guard FileManager.default.fileExists(atPath: fixtures.path) else {
            throw XCTSkip("fixtures not found at \(fixtures.path); they live in ../shared next to the repository")
        }
        return fixtures
    }

    /// The bytes of one fixture file.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory().appendingPathComponent(name))
    }
}
