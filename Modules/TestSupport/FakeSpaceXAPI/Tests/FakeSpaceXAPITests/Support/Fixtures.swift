import FakeSpaceXAPI
import Foundation
import XCTest

/// The real-API fixtures in `../shared`, loaded once; tests that need them skip when they are absent.
enum Fixtures {
    private static let directory = FixtureLocator.fixturesDirectory(searchingUpFrom: URL(fileURLWithPath: #filePath))
    private static let loaded: Result<SpaceXDataset, SpaceXDatasetError>? = directory.map { folder in
        Result { () throws(SpaceXDatasetError) in try SpaceXDataset(fixturesDirectory: folder) }
    }

    /// The fixture folder, or an `XCTSkip` naming where it was expected.
    static func folder() throws -> URL {
        guard let directory else {
            let expected = FixtureLocator.expectedLocation(searchingUpFrom: URL(fileURLWithPath: #filePath))
            throw XCTSkip("fixtures not found at \(expected.path); these tests need ../shared next to the repository")
        }
        return directory
    }

    /// The dataset of the three collection files.
    static func dataset() throws -> SpaceXDataset {
        _ = try folder()
        return try loaded!.get()
    }

    /// One of the recorded answer files, parsed.
    static func answer(_ name: String) throws -> OrderedJSON {
        try OrderedJSON.parse(Data(contentsOf: folder().appendingPathComponent(name)))
    }
}
