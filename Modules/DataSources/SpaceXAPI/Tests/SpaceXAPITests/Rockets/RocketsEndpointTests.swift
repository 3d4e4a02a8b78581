import RepositoryDefinitions
import XCTest

@testable import RocketsCore
@testable import SpaceXAPI

/// The rockets endpoint builds exactly one name-sorted query per page and a plain GET per rocket.
final class RocketsEndpointTests: XCTestCase {
    private let endpoint = RocketsEndpoint()

    func testListPageIsOneQuerySortedByNameWithWholeDocuments() {
        XCTAssertEqual(
            endpoint.listQuery(filter: RocketFilter(), page: 1, limit: 20),
            CollectionQuery(
                collection: APICollection(name: "rockets", version: "v4"), filter: .all,
                sort: [SortField("name", .ascending)], select: [], populate: [], page: 1, limit: 20))
    }

    func testLaterPagesKeepEverythingButThePage() {
        let query = endpoint.listQuery(filter: .all, page: 3, limit: 2)
        XCTAssertEqual(query.page, 3)
        XCTAssertEqual(query.limit, 2)
        XCTAssertEqual(query.collection, RocketsEndpoint.collection)
        XCTAssertEqual(query.sort, [SortField("name", .ascending)])
        XCTAssertEqual(query.filter, .all)
    }

    func testDefaultFilterListsEveryRocket() {
        XCTAssertEqual(RocketFilter(), RocketFilter.all)
    }

    func testItemLookupIsAPlainGetOnV4Rockets() {
        XCTAssertEqual(
            endpoint.itemLookup(id: "5e9d0d95eda69973a809d1ec"),
            .get(APICollection(name: "rockets", version: "v4"), id: "5e9d0d95eda69973a809d1ec"))
    }

    func testDeclaresItsCollectionAndADayOfFreshness() {
        XCTAssertEqual(endpoint.collection, APICollection(name: "rockets", version: "v4"))
        XCTAssertEqual(endpoint.minimumFreshness, 86_400)
        XCTAssertEqual(endpoint.relatedCollections, [:])
    }

    func testListItemsAreCompleteSoAFreshListRocketNeedsNoRequest() {
        XCTAssertTrue(endpoint.listItemsAreComplete)
    }
}
