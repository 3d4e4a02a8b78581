import Foundation
import RepositoryDefinitions
import RepositoryImplementations
import SpaceXAPI
import SpaceXArchiveRecordings
import XCTest

/// The recorded SpaceX API files, from the SpaceXArchive package: nothing outside the repository is read.
enum FixtureFiles {
    /// The bytes of one recorded file (`launches-v4.json`, `query-….json`); throws naming the files there are.
    static func data(_ name: String) throws -> Data {
        try SpaceXArchiveRecordings.file(name)
    }

    /// The JSON objects of a file that holds an array of documents, each re-serialized on its own.
    static func documents(_ name: String) throws -> [Data] {
        let array = try XCTUnwrap(JSONSerialization.jsonObject(with: data(name)) as? [Any])
        return try array.map { try JSONSerialization.data(withJSONObject: $0) }
    }

    /// A recorded query answer (`query-….json`) read the way the source reads one: its paging envelope into a page
    /// of domain values.
    static func page<Item: SpaceXDecodable>(of item: Item.Type, _ name: String) throws -> Page<Item> {
        try ResponseBodyDecoder.decodePage(of: SpaceXDocument<Item>.self, from: data(name)).map(\.value)
    }
}
