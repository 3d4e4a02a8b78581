import Foundation
import XCTest

@testable import RepositoryDefinitions

final class PageTests: XCTestCase {
    func testMapKeepsThePagingNumbers() {
        let page = Page(items: [1, 2], page: 3, limit: 2, totalItems: 9, totalPages: 5, hasNextPage: true, nextPage: 4)

        let mapped = page.map { "#\($0)" }

        XCTAssertEqual(mapped.items, ["#1", "#2"])
        XCTAssertEqual(mapped.page, 3)
        XCTAssertEqual(mapped.limit, 2)
        XCTAssertEqual(mapped.totalItems, 9)
        XCTAssertEqual(mapped.totalPages, 5)
        XCTAssertTrue(mapped.hasNextPage)
        XCTAssertEqual(mapped.nextPage, 4)
    }

    func testPageIsCodable() throws {
        let page = Page(
            items: ["a"], page: 1, limit: 1, totalItems: 1, totalPages: 1, hasNextPage: false, nextPage: nil)
        let data = try JSONEncoder().encode(page)
        XCTAssertEqual(try JSONDecoder().decode(Page<String>.self, from: data), page)
    }

    func testPageRequestRejectsOutOfRangeNumbers() {
        XCTAssertNil(PageRequest(page: 0, limit: 10))
        XCTAssertNil(PageRequest(page: -1, limit: 10))
        XCTAssertNil(PageRequest(page: 1, limit: 0))
        XCTAssertNil(PageRequest(page: 1, limit: PageRequest.maximumLimit + 1))
        XCTAssertNil(PageRequest(page: 1_000_001, limit: 10))
        XCTAssertEqual(PageRequest(page: 2, limit: 5)?.page, 2)
        XCTAssertEqual(PageRequest(page: 2, limit: 5)?.limit, 5)
        XCTAssertEqual(PageRequest.first, PageRequest(page: 1, limit: PageRequest.defaultLimit))
    }
}
