import Foundation
import XCTest

/// Finds the shared r/SpaceX fixtures next to the repository (`<root>/../shared/fixtures/spacex-api`).
enum FixtureFiles {
    /// The fixtures folder, or a skip naming where it was looked for.
    static func directory(file: StaticString = #filePath) throws -> URL {
        var folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
        let manager = FileManager.default
        while folder.path != "/" {
            let hasPackage = manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            let hasModules = manager.fileExists(atPath: folder.appendingPathComponent("Modules").path)
            if hasPackage && hasModules { break }
            folder.deleteLastPathComponent()
        }
        let fixtures = folder.deletingLastPathComponent().appendingPathComponent("shared/fixtures/spacex-api")
        guard folder.path != "/", manager.fileExists(atPath: fixtures.path) else {
            throw XCTSkip("fixtures not found at \(fixtures.path); they live in ../shared next to the repository")
        }
        return fixtures
    }

    /// The bytes of one fixture file.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory().appendingPathComponent(name))
    }

    /// The JSON objects of a fixture that holds an array of documents, each re-serialized on its own.
    static func documents(_ name: String) throws -> [Data] {
        let array = try XCTUnwrap(JSONSerialization.jsonObject(with: data(name)) as? [Any])
        return try array.map { try JSONSerialization.data(withJSONObject: $0) }
    }
}

/// The API's paging envelope, decoded by the tests themselves.
struct QueryEnvelope<Item: Decodable>: Decodable {
    let docs: [Item]
    let totalDocs: Int
    let limit: Int
    let totalPages: Int
    let page: Int
    let pagingCounter: Int
    let hasPrevPage: Bool
    let hasNextPage: Bool
    let prevPage: Int?
    let nextPage: Int?
}
