import Foundation
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
}

/// The API's paging envelope, decoded by the tests themselves; its documents read as domain values.
struct QueryEnvelope<Item: SpaceXDecodable>: Decodable {
    private let documents: [SpaceXDocument<Item>]
    let totalDocs: Int
    let limit: Int
    let totalPages: Int
    let page: Int
    let pagingCounter: Int
    let hasPrevPage: Bool
    let hasNextPage: Bool
    let prevPage: Int?
    let nextPage: Int?

    /// The page's documents as domain values.
    var docs: [Item] { documents.map(\.value) }

    private enum CodingKeys: String, CodingKey {
        case documents = "docs"
        case totalDocs, limit, totalPages, page, pagingCounter, hasPrevPage, hasNextPage, prevPage, nextPage
    }
}
