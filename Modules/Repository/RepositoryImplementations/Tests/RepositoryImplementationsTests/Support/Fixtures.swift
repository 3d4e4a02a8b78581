import DocumentQuery
import FakeSpaceXAPI
import Foundation
import SpaceXArchiveRecordings

/// The recorded SpaceX API files, from the SpaceXArchive package: nothing outside the repository is read.
enum Fixtures {
    /// The bytes of one recorded file (`launches-v4.json`, `query-….json`); throws naming the files there are.
    static func data(_ name: String) throws -> Data {
        try SpaceXArchiveRecordings.file(name)
    }

    /// The archive's three collections as the fake API serves them.
    static func dataset() throws -> SpaceXDataset {
        try SpaceXDataset(
            launchesJSON: data("launches-v4.json"), rocketsJSON: data("rockets-v4.json"),
            launchpadsJSON: data("launchpads-v4.json"))
    }
}
