import Foundation
import LaunchesMocks
import RepositoryDefinitions
import RepositorySpies
import SharedPresentation
import XCTest

@testable import LaunchesCore
@testable import LaunchesUI
@testable import ScriptPrinting

/// The launches commands of script mode, owned by LaunchesUI: what each loads (one request per command) and what
/// it answers to print, or why it shows nothing.
@MainActor
final class LaunchesScriptTests: XCTestCase {
    private let recorder = FactoryRecorder<PagedFactoryCall, LaunchesRepositoryMocks.Spy>()
    private let lookup = NameLookupStub()

    /// The commands over `make`, recording every repository made (each made with the filter it was asked for).
    private func script(_ make: @escaping @MainActor (LaunchFilter) -> LaunchesRepositoryMocks.Spy) -> LaunchesScript {
        let lookup = lookup
        return LaunchesScript(
            timeZone: ScreenFixtures.utc, now: { ScreenFixtures.now }, findByName: { lookup.find($0) }
        ) { [recorder] filter, pageSize, firstPage in
            recorder.record(PagedFactoryCall(pageSize: pageSize, firstPage: firstPage)) { make(filter) }
        }
    }

    private func printed(_ answer: ScriptAnswer) -> [String] {
        TextRenderer.plain.render(answer.screen, width: 80)
    }

    func testAListPageLoadsOnceAndAnswersItsScreenFooterAndModel() async throws {
        let all = LaunchMocks.sampleNewestFirst
        let script = script { LaunchesRepositoryMocks.serving(all, pageSize: 5, filter: $0) }

        let answer = try await script.list(limit: 5).get()

        XCTAssertEqual(recorder.requests.map(\.pageSize), [5])
        XCTAssertEqual(recorder.requests.map(\.firstPage), [1])
        XCTAssertEqual(recorder.made.map(\.loadCallCount), [1], "one load, no more pages")
        XCTAssertEqual(recorder.made.map(\.loadMoreCallCount), [0])
        let shown = try XCTUnwrap(answer.json as? [Launch])
        XCTAssertEqual(shown.map(\.id), all.prefix(5).map(\.id))
        XCTAssertTrue(printed(answer).contains { $0.contains(all[0].name) }, "\(printed(answer))")
        XCTAssertEqual(
            answer.page, ScriptPage(page: 1, limit: 5, total: all.count, hasNext: true, command: "launches"))
        XCTAssertEqual(answer.notice, .none)
        XCTAssertNil(answer.picture)
    }

    func testTheArgumentsBecomeTheFilter() async throws {
        let script = script { LaunchesRepositoryMocks.serving(LaunchMocks.sampleDataset, filter: $0) }

        let answer = try await script.list(
            from: "2020-01-01", to: "2020-12-31", page: 1, limit: 100, oldestFirst: true, search: "crew"
        ).get()

        let filter = try XCTUnwrap(recorder.made.first?.filter)
        XCTAssertEqual(filter.startDay, CalendarDay(year: 2020, month: 1, day: 1))
        XCTAssertEqual(filter.endDay, CalendarDay(year: 2020, month: 12, day: 31))
        XCTAssertEqual(filter.sortOrder, .oldestFirst)
        XCTAssertEqual(filter.searchText, "crew")
        XCTAssertEqual(filter.timeZone, ScreenFixtures.utc)
        let names = try XCTUnwrap(answer.json as? [Launch]).map(\.name)
        XCTAssertTrue(names.contains("Crew-1"), "\(names)")
        XCTAssertFalse(names.contains("Crew-2"), "Crew-2 flew in 2021: \(names)")
        XCTAssertTrue(printed(answer).contains { $0.contains(filter.summary) }, "the filter is named on screen")
    }

    func testADayThatDoesNotExistIsAUsageErrorWithTheUsageAndNoRequest() async {
        let script = script { LaunchesRepositoryMocks.paging(filter: $0) }

        let result = await script.list(from: "2020-02-30", limit: 10)

        XCTAssertEqual(
            result.failure,
            .usage(
                LaunchFilterError.nonexistentDate(
                    field: .start, input: "2020-02-30", reason: "February 2020 has 29 days"
                ).userMessage, showsUsage: true))
        XCTAssertEqual(recorder.requests, [])
    }

    func testNothingLoadedIsUnavailableWithTheError() async {
        let script = script { LaunchesRepositoryMocks.failed(.offline, filter: $0) }

        let result = await script.list(limit: 10)

        XCTAssertEqual(result.failure, .unavailable(RepositoryError.offline.userMessage))
        XCTAssertEqual(recorder.made.map(\.loadCallCount), [1])
    }

    func testAPageAfterTheLastSaysHowManyPagesThereAre() async {
        let script = script { filter in
            let spy = LaunchesRepositoryMocks.Spy(filter: filter)
            spy.onLoad = { spy in
                spy.state = .loaded([], freshness: .live)
                spy.totalItems = 23
            }
            return spy
        }

        let result = await script.list(page: 9, limit: 10)

        XCTAssertEqual(result.failure, .pastTheEnd(page: 9, limit: 10, total: 23, noun: "launches"))
        XCTAssertEqual(recorder.requests.map(\.firstPage), [9])
    }

    func testAnEmptyListHasNoFooter() async throws {
        let script = script { LaunchesRepositoryMocks.empty(filter: $0) }

        let answer = try await script.list(limit: 10).get()

        XCTAssertNil(answer.page)
        XCTAssertEqual((answer.json as? [Launch])?.count, 0)
    }

    func testSavedDataIsShownWithItsNotice() async throws {
        let storedAt = ScreenFixtures.now.addingTimeInterval(-3600)
        let script = script { LaunchesRepositoryMocks.offlineCached(storedAt: storedAt, filter: $0) }

        let answer = try await script.list(limit: 10).get()

        XCTAssertEqual(answer.notice, .saved(storedAt: storedAt, error: .offline))
        XCTAssertEqual((answer.json as? [Launch])?.count, LaunchMocks.pageOne.count)
    }

    func testALaunchByIDIsOneItemRequestWithItsPicture() async throws {
        let launch = ScreenFixtures.crew1
        let script = script { LaunchesRepositoryMocks.detail(listed: launch, full: launch, filter: $0) }

        let answer = try await script.detail(idOrName: launch.id).get()

        XCTAssertEqual(recorder.made.map(\.itemCalls), [[launch.id]])
        XCTAssertEqual(recorder.made.map(\.loadCallCount), [0])
        XCTAssertEqual(lookup.names, [])
        XCTAssertEqual((answer.json as? Launch)?.id, launch.id)
        let picture = try XCTUnwrap(answer.picture)
        XCTAssertEqual(picture, ScreenFixtures.detail(launch).image)
        let lines = printed(answer)
        XCTAssertTrue(lines.contains { $0.contains(launch.name) })
        XCTAssertTrue(lines.contains { $0.contains(picture.absoluteString) }, "the framed address")
    }

    func testALaunchByNameIsOneQueryAndNoRepository() async throws {
        let launch = ScreenFixtures.crew1
        lookup.enqueue([launch])
        let script = script { LaunchesRepositoryMocks.paging(filter: $0) }

        let answer = try await script.detail(idOrName: "crew-1").get()

        XCTAssertEqual(lookup.names, ["crew-1"])
        XCTAssertEqual(recorder.requests, [])
        XCTAssertEqual((answer.json as? Launch)?.id, launch.id)
    }

    func testSeveralLaunchesByNameAreAUsageErrorAndNoneIsUnavailable() async {
        let crew = ["Crew-1", "Crew-2"].map(ScreenFixtures.sample(named:))
        lookup.enqueue(crew)
        lookup.enqueue([])
        let script = script { LaunchesRepositoryMocks.paging(filter: $0) }

        let several = await script.detail(idOrName: "crew")
        let none = await script.detail(idOrName: "nothing")

        XCTAssertEqual(
            several.failure,
            .usage(LaunchLookupError.ambiguous("crew", matches: ["Crew-1", "Crew-2"], more: 0).message))
        XCTAssertEqual(none.failure, .unavailable(LaunchLookupError.unknownName("nothing").message))
        XCTAssertEqual(lookup.names, ["crew", "nothing"])
    }

    func testAnUnknownIDIsUnavailable() async {
        let script = script { filter in
            let spy = LaunchesRepositoryMocks.Spy(filter: filter)
            spy.itemResponses.set(.failed(.notFound(id: "a"), cached: nil))
            return spy
        }

        let result = await script.detail(idOrName: String(repeating: "a", count: 24))

        XCTAssertEqual(result.failure, .unavailable(RepositoryError.notFound(id: "a").userMessage))
        XCTAssertEqual(recorder.made.map(\.itemCalls.count), [1])
    }
}

/// A search ranks the page the source returned by how well each name matches, then by the source's date order
/// (issue 28, item 9: `--search crew-1` listed Crew-1 about 32nd).
final class LaunchSearchRankTests: XCTestCase {
    func testTheWholeNameComesFirstThenTheSourcesOrder() {
        func launch(_ name: String) -> Launch {
            var launch = LaunchMocks.pageOne[0]
            launch.name = name
            return launch
        }
        let page = ["WorldView Legion 1 & 2", "TTL-1", "Crew-10", "Inspiration4 crew", "Crew-1", "Crew Dragon test"]
            .map(launch)
        let ranked = LaunchesScript.rankedByName(page, search: "crew-1").map(\.name)
        XCTAssertEqual(
            ranked, ["Crew-1", "Crew-10", "WorldView Legion 1 & 2", "TTL-1", "Inspiration4 crew", "Crew Dragon test"])
        XCTAssertEqual(LaunchesScript.rankedByName(page, search: nil).map(\.name), page.map(\.name))
    }
}
