import FakeSpaceXAPI
import Foundation

@testable import DocumentQuery

/// Writes the sample dataset as the three fixture files, for tests of folder loading and the executable.
enum SmallFixtures {
    static func write(to folder: URL) throws {
        let files: [(SpaceXCollection, [OrderedJSON])] = [
            (.launches, SampleDocuments.launches), (.rockets, SampleDocuments.rockets),
            (.launchpads, SampleDocuments.launchpads),
        ]
        for (collection, documents) in files {
            try OrderedJSON.array(documents).serialized()
                .write(to: folder.appendingPathComponent(collection.fixtureFileName))
        }
    }

    /// A fresh temporary folder holding the three files.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fake-spacex-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write(to: folder)
        return folder
    }
}
