import Foundation
import SpaceXArchiveRecordings

/// The recorded SpaceX API files, from the SpaceXArchive package: nothing outside the repository is read.
enum FixtureLocator {
    /// The bytes of one recorded file (`rockets-v4.json`, `query-….json`); throws naming the files there are.
    static func data(_ name: String) throws -> Data {
        try SpaceXArchiveRecordings.file(name)
    }
}
