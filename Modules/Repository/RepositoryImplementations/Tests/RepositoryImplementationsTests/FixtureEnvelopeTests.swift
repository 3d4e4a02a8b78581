import Foundation
import RepositoryDefinitions
import XCTest

@testable import RepositoryImplementations

/// The real API envelopes recorded in SpaceXArchive decode into ``Page`` with the shared decoder.
final class FixtureEnvelopeTests: XCTestCase {
    private struct PopulatedLaunch: Decodable, Sendable {
        struct Reference: Decodable, Sendable {
            let id: String
            let name: String?
            let fullName: String?
        }
        let id: String
        let name: String
        let rocket: Reference
        let launchpad: Reference?
    }

    private func page<Item: Decodable & Sendable>(_ name: String, as type: Item.Type) throws -> Page<Item> {
        let data = try Fixtures.data(name)
        do {
            return try ResponseBodyDecoder.decodePage(of: Item.self, from: data, contentType: "application/json")
        } catch {
            XCTFail("\(name): \(error.userMessage)")
            throw error
        }
    }

    func testLastPageByPageNumber() throws {
        let page = try page("query-v5-launches-page21-limit10.json", as: TestLaunch.self)
        XCTAssertEqual(page.page, 21)
        XCTAssertEqual(page.totalPages, 21)
        XCTAssertEqual(page.totalItems, 205)
        XCTAssertEqual(page.items.count, 1)
        XCTAssertFalse(page.hasNextPage)
        XCTAssertNil(page.nextPage)
        XCTAssertEqual(page.items.first?.dateUtc.map(ISO8601Timestamp.string(from:)), "2022-11-01T00:00:00.000Z")
    }

    func testOffsetPagesAndPastTheEnd() throws {
        let last = try page("query-launches-offset200-limit5.json", as: TestLaunch.self)
        XCTAssertEqual(last.items.count, 5)
        XCTAssertEqual(last.page, 41)
        let pastEnd = try page("query-launches-offset205-limit5-past-end.json", as: TestLaunch.self)
        XCTAssertEqual(pastEnd.items, [])
        XCTAssertEqual(pastEnd.page, 42)
        XCTAssertEqual(pastEnd.totalPages, 41)
        XCTAssertFalse(pastEnd.hasNextPage)
    }

    func testPopulatedReferencesAndSelectedFields() throws {
        let rocketOnly = try page("query-v5-launches-select-populate-rocket.json", as: PopulatedLaunch.self)
        XCTAssertEqual(rocketOnly.items.first?.rocket.name, "Falcon 9")
        XCTAssertTrue(rocketOnly.hasNextPage)
        XCTAssertEqual(rocketOnly.nextPage, 2)
        let both = try page("query-v5-launches-select-populate-rocket-launchpad.json", as: PopulatedLaunch.self)
        XCTAssertEqual(
            both.items.first?.launchpad?.fullName, "Cape Canaveral Space Force Station Space Launch Complex 40")
    }

    func testSelectLimitOneAndDocsExample() throws {
        let selected = try page("query-launches-select-limit1.json", as: TestLaunch.self)
        XCTAssertEqual(selected.items.first?.name, "FalconSat")
        XCTAssertEqual(selected.nextPage, 2)
        let example = try page("query-v5-launches-docs-example-page5.json", as: TestLaunch.self)
        XCTAssertEqual(example.page, 5)
        XCTAssertEqual(example.totalItems, 109)
        XCTAssertEqual(example.nextPage, 6)
    }

    func testTheFullLaunchDumpDecodesAsDocuments() throws {
        let data = try Fixtures.data("launches-v4.json")
        let launches = try ResponseBodyDecoder.decodeItem([TestLaunch].self, from: data)
        XCTAssertEqual(launches.count, 205)
        XCTAssertEqual(Set(launches.map(\.id)).count, 205)
    }
}
