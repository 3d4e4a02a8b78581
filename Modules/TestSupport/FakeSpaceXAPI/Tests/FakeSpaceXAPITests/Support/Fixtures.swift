import FakeSpaceXAPI
import Foundation
import SpaceXArchiveRecordings
import XCTest

@testable import DocumentQuery

/// The real API's recorded data, from the SpaceXArchive package (nothing outside the repository is read).
enum Fixtures {
    private static let loaded = Result { () throws(SpaceXDatasetError) in
        try SpaceXDataset(
            launchesJSON: file("launches-v4.json"), rocketsJSON: file("rockets-v4.json"),
            launchpadsJSON: file("launchpads-v4.json"))
    }

    private static func file(_ name: String) -> Data {
        SpaceXArchiveRecordings.data(named: name) ?? Data()
    }

    /// A fresh temporary folder holding the archive's three collection files, as `--fixtures DIR` expects.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fake-spacex-archive-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for collection in SpaceXCollection.allCases {
            try SpaceXArchiveRecordings.file(collection.fixtureFileName)
                .write(to: folder.appendingPathComponent(collection.fixtureFileName))
        }
        return folder
    }

    /// The dataset of the three collection files.
    static func dataset() throws -> SpaceXDataset {
        try loaded.get()
    }

    /// One of the recorded answer files, parsed.
    static func answer(_ name: String) throws -> OrderedJSON {
        try OrderedJSON.parse(SpaceXArchiveRecordings.file(name))
    }
}
