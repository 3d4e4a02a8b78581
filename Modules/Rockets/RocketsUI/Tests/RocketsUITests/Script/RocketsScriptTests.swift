import Foundation
import RepositoryDefinitions
import RepositorySpies
import RocketsCore
import RocketsMocks
import RocketsUI
import XCTest

@testable import ScriptPrinting

/// The rockets commands of script mode, owned by RocketsUI: what each loads (one request per command) and what
/// it answers to print, or why it shows nothing.
@MainActor
final class RocketsScriptTests: XCTestCase {
    private let recorder = FactoryRecorder<PagedFactoryCall, RocketsRepositoryMocks.Spy>()

    /// The commands over `make`, recording every repository made.
    private func script(_ make: @escaping @MainActor () -> RocketsRepositoryMocks.Spy) -> RocketsScript {
        RocketsScript(now: { ScreenFixtures.now }) { [recorder] pageSize, firstPage in
            recorder.record(PagedFactoryCall(pageSize: pageSize, firstPage: firstPage), making: make)
        }
    }

    private func printed(_ answer: ScriptAnswer) -> [String] {
        ScreenFixtures.plainLines(answer.screen, width: 80)
    }

    func testAListLoadsOnceAndHasNoFooterWhenItIsTheOnlyPage() async throws {
        let script = script { RocketsRepositoryMocks.loaded() }

        let answer = try await script.list(limit: 10).get()

        XCTAssertEqual(recorder.requests, [PagedFactoryCall(pageSize: 10, firstPage: 1)])
        XCTAssertEqual(recorder.made.map(\.loadCallCount), [1])
        XCTAssertEqual(recorder.made.map(\.loadMoreCallCount), [0])
        XCTAssertNil(answer.page, "one page needs no footer")
        XCTAssertEqual((answer.json as? [Rocket])?.map(\.id), RocketSamples.sampleDataset.map(\.id))
        let lines = printed(answer)
        for rocket in RocketSamples.sampleDataset {
            XCTAssertTrue(lines.contains { $0.contains(rocket.name) }, "\(rocket.name) in \(lines)")
        }
        XCTAssertEqual(answer.notice, .none)
    }

    func testAListWithAnotherPageHasTheFooter() async throws {
        let script = script { RocketsRepositoryMocks.paging() }

        let answer = try await script.list(limit: 2).get()

        let total = RocketPages.pageOne.count + RocketPages.pageTwo.count
        XCTAssertEqual(answer.page, ScriptPage(page: 1, limit: 2, total: total, hasNext: true, command: "rockets"))
    }

    func testTheLastOfSeveralPagesHasTheFooterToo() async throws {
        let script = script { RocketsRepositoryMocks.loaded() }

        let answer = try await script.list(page: 2, limit: 2).get()

        XCTAssertEqual(recorder.requests, [PagedFactoryCall(pageSize: 2, firstPage: 2)])
        XCTAssertEqual(
            answer.page,
            ScriptPage(
                page: 2, limit: 2, total: RocketSamples.sampleDataset.count, hasNext: false, command: "rockets"))
    }

    func testNothingLoadedIsUnavailable() async {
        let script = script { RocketsRepositoryMocks.failed(.timeout) }

        let result = await script.list(limit: 10)

        XCTAssertEqual(result.failure, .unavailable(RepositoryError.timeout.userMessage))
    }

    func testBuiltInDataCarriesItsNotice() async throws {
        let script = script { RocketsRepositoryMocks.loaded(freshness: .builtInArchive) }

        let answer = try await script.list(limit: 10).get()

        XCTAssertEqual(answer.notice, .builtIn)
    }

    func testARocketByIDIsOneItemRequestWithItsPicture() async throws {
        let rocket = RocketSamples.falcon9
        let script = script { RocketsRepositoryMocks.detail(rocket) }

        let answer = try await script.detail(idOrName: rocket.id.uppercased()).get()

        XCTAssertEqual(recorder.made.map(\.itemCalls), [[rocket.id]], "ids are matched in lowercase")
        XCTAssertEqual(recorder.made.map(\.loadCallCount), [0])
        XCTAssertEqual(recorder.requests, [PagedFactoryCall(pageSize: PageRequest.maximumLimit, firstPage: 1)])
        XCTAssertEqual((answer.json as? Rocket)?.id, rocket.id)
        let picture = try XCTUnwrap(answer.picture)
        XCTAssertEqual(picture, RocketDetail(rocket: rocket).imageURL)
        XCTAssertTrue(printed(answer).contains { $0.contains(rocket.name) })
    }

    func testARocketByNameIsFoundInTheListItLoaded() async throws {
        let rocket = RocketSamples.falcon9
        let script = script { RocketsRepositoryMocks.detail(rocket) }

        let answer = try await script.detail(idOrName: "falcon 9").get()

        XCTAssertEqual(recorder.made.count, 1, "one repository for the list and the item")
        XCTAssertEqual(recorder.made.map(\.loadCallCount), [1])
        XCTAssertEqual(recorder.made.map(\.itemCalls), [[rocket.id]])
        XCTAssertEqual((answer.json as? Rocket)?.id, rocket.id)
    }

    func testSeveralRocketsByNameAreAUsageErrorAndNoneIsUnavailable() async {
        let script = script { RocketsRepositoryMocks.loaded() }
        let names = RocketSamples.sampleDataset.map(\.name)

        let several = await script.detail(idOrName: "falcon")
        let none = await script.detail(idOrName: "saturn")

        let matches = names.filter { $0.hasPrefix("Falcon") }
        XCTAssertEqual(several.failure, .usage(RocketLookupError.ambiguous("falcon", matches: matches).message))
        XCTAssertEqual(none.failure, .unavailable(RocketLookupError.unknownName("saturn", knownNames: names).message))
        XCTAssertEqual(recorder.made.flatMap(\.itemCalls), [], "no item is asked for")
    }

    func testARocketNameWithNoRocketsLoadedIsUnavailable() async {
        let script = script { RocketsRepositoryMocks.failed(.offline) }

        let result = await script.detail(idOrName: "falcon 9")

        XCTAssertEqual(result.failure, .unavailable(RepositoryError.offline.userMessage))
    }

    func testCompletionNamesAreOneQueryMadeSafe() async {
        var odd = RocketSamples.starship
        odd.name = "Star\u{1B}[2Jship"
        var blank = RocketSamples.falcon1
        blank.name = "\u{1B}[2J"
        let script = script { RocketsRepositoryMocks.loaded([RocketSamples.falcon9, odd, blank]) }

        let names = await script.completionNames()

        XCTAssertEqual(names.count, 2, "a name with nothing printable is left out: \(names)")
        XCTAssertEqual(names.first, "Falcon 9")
        XCTAssertFalse(names.joined().contains("\u{1B}"), "\(names)")
        XCTAssertEqual(recorder.made.map(\.loadCallCount), [1])
    }

    func testNoCompletionNamesWithoutRockets() async {
        let script = script { RocketsRepositoryMocks.failed(.offline) }

        let names = await script.completionNames()

        XCTAssertEqual(names, [])
    }
}
