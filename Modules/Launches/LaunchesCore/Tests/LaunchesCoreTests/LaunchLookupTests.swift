import Foundation
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import LaunchesCore

/// Finding a launch by name: ignoring case, the exact name first, then a unique start; one query.
final class LaunchLookupTests: XCTestCase {
    private let crew1 = Launch(id: "c1", name: "Crew-1")
    private let crew10 = Launch(id: "c10", name: "Crew-10")
    private let crew2 = Launch(id: "c2", name: "Crew-2")
    private let ax1 = Launch(id: "a1", name: "Ax-1")

    private func page(_ launches: [Launch], total: Int? = nil) -> Page<Launch> {
        Page(
            items: launches, page: 1, limit: LaunchLookup.matchLimit, totalItems: total ?? launches.count,
            totalPages: 1, hasNextPage: false, nextPage: nil)
    }

    // MARK: - Choosing

    func testTheExactNameWinsOverLongerNamesIgnoringCase() {
        XCTAssertEqual(LaunchLookup.pick("CREW-1", among: [crew1, crew10]), .success(crew1))
        XCTAssertEqual(LaunchLookup.pick("  crew-1 ", among: [crew10, crew1]), .success(crew1))
    }

    func testAUniqueStartFindsTheLaunch() {
        XCTAssertEqual(LaunchLookup.pick("ax", among: [ax1]), .success(ax1))
        XCTAssertEqual(LaunchLookup.pick("crew-2", among: [crew2]), .success(crew2))
    }

    func testSeveralStartsAreAmbiguousWithTheirNames() {
        XCTAssertEqual(
            LaunchLookup.pick("crew", among: [crew1, crew10, crew2]),
            .failure(.ambiguous("crew", matches: ["Crew-1", "Crew-10", "Crew-2"], more: 0)))
    }

    func testOneStartIsAmbiguousWhenTheAnswerWasCut() {
        XCTAssertEqual(
            LaunchLookup.pick("crew", among: [crew1], total: 12),
            .failure(.ambiguous("crew", matches: ["Crew-1"], more: 11)))
        XCTAssertEqual(LaunchLookup.pick("crew-1", among: [crew1], total: 12), .success(crew1), "exact still wins")
    }

    func testTwoLaunchesWithTheSameNameAreAmbiguous() {
        let again = Launch(id: "c1b", name: "crew-1")
        XCTAssertEqual(
            LaunchLookup.pick("Crew-1", among: [crew1, again, crew10]),
            .failure(.ambiguous("Crew-1", matches: ["Crew-1", "crew-1"], more: 0)))
    }

    func testNamesThatDoNotStartWithTheTextNeverMatch() {
        XCTAssertEqual(LaunchLookup.pick("rew", among: [crew1, ax1]), .failure(.unknownName("rew")))
        XCTAssertEqual(LaunchLookup.pick("   ", among: [crew1]), .failure(.emptyQuery))
    }

    func testMessagesSayWhatToTypeInstead() {
        XCTAssertEqual(
            LaunchLookupError.ambiguous("crew", matches: ["Crew-1", "Crew-2"], more: 3).message,
            "\"crew\" matches 5 launches: Crew-1, Crew-2 and 3 more; give more of the name or a launch id")
        XCTAssertEqual(
            LaunchLookupError.unknownName("Crew-99").message,
            "no launch is named \"Crew-99\" or has a name starting with it")
        XCTAssertEqual(LaunchLookupError.emptyQuery.message, "no launch given; pass a launch name or id")
        XCTAssertEqual(LaunchLookupError.unavailable(.offline).message, RepositoryError.offline.userMessage)
        XCTAssertTrue(LaunchLookupError.ambiguous("x", matches: [], more: 0).isUsageError)
        XCTAssertTrue(LaunchLookupError.emptyQuery.isUsageError)
        XCTAssertFalse(LaunchLookupError.unknownName("x").isUsageError)
        XCTAssertFalse(LaunchLookupError.unavailable(.offline).isUsageError)
    }

    // MARK: - Querying

    func testTheQueryAsksForNamesStartingWithTheTextOldestFirstPopulated() {
        let query = LaunchLookup.query(forName: " Crew-1 ")
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

        let result = await LaunchLookup(api: api).find("crew-1")

        XCTAssertEqual(result, .success(.loaded(crew1, freshness: .cached(storedAt: storedAt))))
        XCTAssertEqual(api.queryCallCount, 1)
        XCTAssertEqual(api.itemCallCount, 0)
        XCTAssertEqual(api.queryCalls.first?.query, LaunchLookup.query(forName: "crew-1"))
        XCTAssertEqual(api.queryCalls.first?.policy, .returnFreshElseLoad)
    }

    func testThePolicyIsPassedThrough() async {
        let api = APIServiceSpy()
        api.stubQuery(.success(Fetched.live(page([ax1]))))
        let result = await LaunchLookup(api: api).find("ax-1", policy: .reload)
        XCTAssertEqual(result, .success(.loaded(ax1, freshness: .live)))
        XCTAssertEqual(api.queryCalls.map(\.policy), [.reload])
    }

    func testAmbiguousAndUnknownNamesAreFailures() async {
        let api = APIServiceSpy()
        api.stubQuery(.success(Fetched.live(page([crew1, crew2]))))
        api.stubQuery(.success(Fetched.live(page([]))))
        let lookup = LaunchLookup(api: api)
        let ambiguous = await lookup.find("crew")
        let unknown = await lookup.find("nothing")
        XCTAssertEqual(ambiguous, .failure(.ambiguous("crew", matches: ["Crew-1", "Crew-2"], more: 0)))
        XCTAssertEqual(unknown, .failure(.unknownName("nothing")))
    }

    func testANetworkFailureFallsBackToTheSavedAnswerWithTheError() async {
        let api = APIServiceSpy()
        let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
        api.stubQuery(Result<Fetched<Page<Launch>>, RepositoryError>.failure(.offline))
        api.stubQuery(.success(Fetched(value: page([crew1]), freshness: .cached(storedAt: storedAt), isFresh: false)))

        let result = await LaunchLookup(api: api).find("Crew-1")

        XCTAssertEqual(result, .success(.failed(.offline, cached: CachedValue(value: crew1, storedAt: storedAt))))
        XCTAssertEqual(api.queryCalls.map(\.policy), [.returnFreshElseLoad, .cacheOnly])
        XCTAssertEqual(Set(api.queryCalls.map(\.query)).count, 1, "the saved answer is the same query's")
    }

    func testNothingSavedMeansUnavailable() async {
        let api = APIServiceSpy()
        api.stubQuery(Result<Fetched<Page<Launch>>, RepositoryError>.failure(.timeout))
        api.stubQuery(Result<Fetched<Page<Launch>>, RepositoryError>.failure(.notCached))
        let result = await LaunchLookup(api: api).find("Crew-1")
        XCTAssertEqual(result, .failure(.unavailable(.timeout)))
    }

    func testOfflineModeDoesNotAskTheCacheTwice() async {
        let api = APIServiceSpy()
        api.stubQuery(Result<Fetched<Page<Launch>>, RepositoryError>.failure(.notCached))
        let result = await LaunchLookup(api: api).find("Crew-1", policy: .cacheOnly)
        XCTAssertEqual(result, .failure(.unavailable(.notCached)))
        XCTAssertEqual(api.queryCallCount, 1)
    }

    func testAnEmptyNameCostsNoQuery() async {
        let api = APIServiceSpy()
        let result = await LaunchLookup(api: api).find("  ")
        XCTAssertEqual(result, .failure(.emptyQuery))
        XCTAssertEqual(api.queryCallCount, 0)
    }
}
