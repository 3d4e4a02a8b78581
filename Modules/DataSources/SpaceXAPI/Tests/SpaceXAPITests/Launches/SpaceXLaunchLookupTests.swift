import Foundation
import LaunchesCore
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import SpaceXAPI

/// Finding a launch by name on the r/SpaceX API: one query, its freshness kept, a saved answer when offline.
final class SpaceXLaunchLookupTests: XCTestCase {
    private let crew1 = Launch(id: "c1", name: "Crew-1")
    private let crew10 = Launch(id: "c10", name: "Crew-10")
    private let ax1 = Launch(id: "a1", name: "Ax-1")

    private func page(_ launches: [Launch], total: Int? = nil) -> Page<SpaceXDocument<Launch>> {
        Page(
            items: launches.map(SpaceXDocument.init), page: 1, limit: LaunchLookup.matchLimit,
            totalItems: total ?? launches.count, totalPages: 1, hasNextPage: false, nextPage: nil)
    }

    // MARK: - Querying

    func testTheQueryAsksForNamesStartingWithTheTextOldestFirstPopulated() {
        let query = SpaceXLaunchLookup.query(forName: " Crew-1 ")
        XCTAssertEqual(query.collection, LaunchesEndpoint.collection)
        XCTAssertEqual(query.filter, .hasPrefix(field: "name", prefix: "Crew-1"))
        XCTAssertEqual(query.sort, [SortField("date_utc", .ascending), SortField("flight_number", .ascending)])
        XCTAssertEqual(query.select, [], "whole documents: the found launch is its own detail")
        XCTAssertEqual(query.populate, [LaunchesEndpoint.rocketPopulation, LaunchesEndpoint.launchpadPopulation])
        XCTAssertEqual(query.page, 1)
        XCTAssertEqual(query.limit, LaunchLookup.matchLimit)
    }

    func testFindingCostsOneQueryAndKeepsItsFreshness() async {
        let api = APIServiceSpy()
        let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
        api.stubQuery(
            .success(Fetched(value: page([crew1, crew10]), freshness: .cached(storedAt: storedAt), isFresh: true)))

        let result = await SpaceXLaunchLookup(api: api).find("crew-1")

        XCTAssertEqual(result, .success(.loaded(crew1, freshness: .cached(storedAt: storedAt))))
        XCTAssertEqual(api.queryCallCount, 1)
        XCTAssertEqual(api.itemCallCount, 0)
        XCTAssertEqual(api.queryCalls.first?.query, SpaceXLaunchLookup.query(forName: "crew-1"))
        XCTAssertEqual(api.queryCalls.first?.policy, .returnFreshElseLoad)
    }

    func testThePolicyIsPassedThrough() async {
        let api = APIServiceSpy()
        api.stubQuery(.success(Fetched.live(page([ax1]))))
        let result = await SpaceXLaunchLookup(api: api).find("ax-1", policy: .reload)
        XCTAssertEqual(result, .success(.loaded(ax1, freshness: .live)))
        XCTAssertEqual(api.queryCalls.map(\.policy), [.reload])
    }

    /// How a name is chosen among the matches is LaunchLookup's (LaunchLookupTests); the source's part is handing
    /// it the answer with the total the API counted, so a cut answer says how many names it left out.
    func testTheAnswersTotalCountsTheNamesItLeftOutAndAnEmptyAnswerIsUnknown() async {
        let api = APIServiceSpy()
        api.stubQuery(.success(Fetched.live(page([crew1], total: 12))))
        api.stubQuery(.success(Fetched.live(page([]))))
        let lookup = SpaceXLaunchLookup(api: api)
        let ambiguous = await lookup.find("crew")
        let unknown = await lookup.find("nothing")
        XCTAssertEqual(ambiguous, .failure(.ambiguous("crew", matches: ["Crew-1"], more: 11)))
        XCTAssertEqual(unknown, .failure(.unknownName("nothing")))
    }

    func testANetworkFailureFallsBackToTheSavedAnswerWithTheError() async {
        let api = APIServiceSpy()
        let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
        api.stubQuery(Result<Fetched<Page<SpaceXDocument<Launch>>>, RepositoryError>.failure(.offline))
        api.stubQuery(.success(Fetched(value: page([crew1]), freshness: .cached(storedAt: storedAt), isFresh: false)))

        let result = await SpaceXLaunchLookup(api: api).find("Crew-1")

        XCTAssertEqual(result, .success(.failed(.offline, cached: CachedValue(value: crew1, storedAt: storedAt))))
        XCTAssertEqual(api.queryCalls.map(\.policy), [.returnFreshElseLoad, .cacheOnly])
        XCTAssertEqual(Set(api.queryCalls.map(\.query)).count, 1, "the saved answer is the same query's")
    }

    func testNothingSavedMeansUnavailable() async {
        let api = APIServiceSpy()
        api.stubQuery(Result<Fetched<Page<SpaceXDocument<Launch>>>, RepositoryError>.failure(.timeout))
        api.stubQuery(Result<Fetched<Page<SpaceXDocument<Launch>>>, RepositoryError>.failure(.notCached))
        let result = await SpaceXLaunchLookup(api: api).find("Crew-1")
        XCTAssertEqual(result, .failure(.unavailable(.timeout)))
    }

    func testOfflineModeDoesNotAskTheCacheTwice() async {
        let api = APIServiceSpy()
        api.stubQuery(Result<Fetched<Page<SpaceXDocument<Launch>>>, RepositoryError>.failure(.notCached))
        let result = await SpaceXLaunchLookup(api: api).find("Crew-1", policy: .cacheOnly)
        XCTAssertEqual(result, .failure(.unavailable(.notCached)))
        XCTAssertEqual(api.queryCallCount, 1)
    }

    func testAnEmptyNameCostsNoQuery() async {
        let api = APIServiceSpy()
        let result = await SpaceXLaunchLookup(api: api).find("  ")
        XCTAssertEqual(result, .failure(.emptyQuery))
        XCTAssertEqual(api.queryCallCount, 0)
    }
}
