import Foundation
import LaunchesCore
import LaunchesMocks
import XCTest

/// The `serving` mock pages through any number of pages: each `loadMore` appends the next page and offers
/// another until every matching launch is shown, as the real repository does.
@MainActor
final class ServingMockPagesThroughTests: XCTestCase {
    func testThreePagesAreServedInTurnAndTheLastOffersNoMore() async {
        let launches = Array(LaunchMocks.sampleNewestFirst.prefix(25))
        let repository = LaunchesRepositoryMocks.serving(launches, pageSize: 10)

        await repository.load()
        XCTAssertEqual(repository.state.value?.map(\.id), launches.prefix(10).map(\.id))
        XCTAssertTrue(repository.hasNextPage)

        await repository.loadMore()
        XCTAssertEqual(repository.state.value?.map(\.id), launches.prefix(20).map(\.id))
        XCTAssertTrue(repository.hasNextPage, "five launches are still to come")

        await repository.loadMore()
        XCTAssertEqual(repository.state.value?.map(\.id), launches.map(\.id))
        XCTAssertFalse(repository.hasNextPage)
        XCTAssertEqual(repository.totalItems, 25)
    }
}
