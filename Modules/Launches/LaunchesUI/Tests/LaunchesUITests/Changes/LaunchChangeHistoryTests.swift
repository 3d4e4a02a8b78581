import Foundation
import LaunchesCore
import RepositoryDefinitions
import RepositorySpies
import SharedPresentation
import XCTest

@testable import LaunchesUI

/// The change history beside the cache: what it records from answers, what it ignores, its bounds and its file.
final class LaunchChangeHistoryTests: XCTestCase {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "change-history-\(UUID().uuidString)", isDirectory: true)

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private let t0 = Date(timeIntervalSince1970: 1_779_000_000)

    private func launch(_ id: String = "f12", net: TimeInterval, status: ReportedLaunchStatus = .go) -> Launch {
        Launch(
            id: id, name: "Flight \(id)", dateUtc: t0.addingTimeInterval(net), datePrecision: .hour,
            reportedStatus: status, timePrecision: .minute)
    }

    func testAnAnswerNewerThanWhatIsKnownRecordsItsMovesAndAnOlderOneNothing() {
        var history = LaunchChangeHistory()
        XCTAssertTrue(history.observe([launch(net: 0)], seen: t0, question: "q", completeSpan: .init()))
        XCTAssertEqual(history.records, [], "first seen: nothing moved yet")

        XCTAssertTrue(history.observe([launch(net: 3600)], seen: t0 + 60, question: "q", completeSpan: .init()))
        XCTAssertFalse(
            history.observe([launch(net: 0)], seen: t0 + 30, question: "q", completeSpan: .init()),
            "a saved answer older than what is known changes nothing")
        XCTAssertFalse(history.observe([launch(net: 3600)], seen: t0 + 60, question: "q", completeSpan: .init()))

        XCTAssertEqual(history.moves().map(\.seen), [t0 + 60])
        XCTAssertEqual(
            history.moves().first?.entry.changes, [.net(from: t0, to: t0 + 3600)])
    }

    func testOnlyTheWholeAnswerToTheSameQuestionTellsALaunchLeft() {
        var history = LaunchChangeHistory()
        _ = history.observe([launch("a", net: 0), launch("b", net: 0)], seen: t0, question: "q", completeSpan: .init())
        _ = history.observe([launch("a", net: 0)], seen: t0 + 1, question: "other", completeSpan: .init())
        _ = history.observe([launch("a", net: 0)], seen: t0 + 2, question: "q", completeSpan: nil)
        XCTAssertEqual(history.records, [], "another question, or a page of many, says nothing of b")

        _ = history.observe([launch("a", net: 0)], seen: t0 + 3, question: "q", completeSpan: .init())
        XCTAssertEqual(history.moves().map(\.id), ["b"])
        XCTAssertEqual(history.moves().first?.entry.changes, [.leftList])
    }

    func testTheFileIsBoundedAndReadBack() throws {
        var history = LaunchChangeHistory()
        let count = LaunchChangeHistory.recordCapacity + 5
        _ = history.observe([launch(net: 0)], seen: t0, question: nil, completeSpan: nil)
        for step in 1...count {
            _ = history.observe(
                [launch(net: TimeInterval(step))], seen: t0 + TimeInterval(step), question: nil, completeSpan: nil)
        }
        let file = folder.appendingPathComponent("changes/ll2.json")
        try history.write(to: file)

        let read = LaunchChangeHistory.read(from: file)
        XCTAssertEqual(read.records.count, LaunchChangeHistory.recordCapacity)
        XCTAssertEqual(read.moves().first?.seen, t0 + TimeInterval(count), "the newest kept")
        try Data("{not json".utf8).write(to: file)
        XCTAssertEqual(LaunchChangeHistory.read(from: file), LaunchChangeHistory(), "a broken file reads as empty")
    }

    @MainActor
    func testTheRecordingRepositoryTakesInLiveAnswersAtNowAndSavedOnesAtTheirTime() async {
        let recorder = LaunchChangeRecorder(cacheDirectory: folder, source: "ll2")
        let spy = PaginatedRepositorySpy<Launch, LaunchFilter>(filter: LaunchFilter())
        var now = t0
        let repository = recorder.recording(spy, now: { [now] in now })
        spy.onLoad = { $0.state = .loaded([self.launch(net: 0)], freshness: .live) }
        await repository.load()
        now = t0 + 600
        let later = recorder.recording(spy, now: { [now] in now })
        spy.onLoad = {
            $0.state = .loaded([self.launch(net: 0, status: .hold)], freshness: .cached(storedAt: self.t0 + 300))
        }
        await later.load()
        spy.onLoad = { $0.state = .loaded([self.launch(net: 0, status: .go)], freshness: .builtInArchive) }
        await later.load()

        let moves = recorder.history().moves()
        XCTAssertEqual(moves.map(\.seen), [t0 + 300], "saved at its own time; the built-in archive never")
        XCTAssertEqual(moves.first?.entry.changes, [.status(from: .go, to: .hold)])
        XCTAssertEqual(spy.loadCallCount, 3, "one load each, nothing more asked")
        XCTAssertEqual(recorder.file.lastPathComponent, "ll2.json")
    }

    @MainActor
    func testTheBrowsersListMarksWhatMovedSinceTheLastLookAndWhileOpen() async {
        let recorder = LaunchChangeRecorder(cacheDirectory: folder, source: "ll2")
        let t0 = t0
        let spy = PaginatedRepositorySpy<Launch, LaunchFilter>(filter: LaunchFilter())
        spy.onLoad = { $0.state = .loaded([self.launch("a", net: 0), self.launch("b", net: 0)], freshness: .live) }
        await recorder.recording(spy, now: { t0 }).load()
        XCTAssertEqual(recorder.look(now: t0 + 1), [], "nothing moved yet")
        spy.onLoad = { $0.state = .loaded([self.launch("a", net: 60), self.launch("b", net: 0)], freshness: .live) }
        await recorder.recording(spy, now: { t0 + 10 }).load()

        let clock = Locked(t0 + 20)
        let marking = recorder.recording(spy, marking: true, now: { clock.withLock { $0 } })
        let list = LaunchesListController(repository: marking, now: { t0 + 20 })
        await list.load().work.first?()
        let marked = list.render(in: ScreenEnvironment(width: 80, height: 20)).map(\.plainText).filter {
            $0.contains("● ")
        }
        XCTAssertEqual(marked.count, 1, "\(marked)")
        XCTAssertTrue(marked.first?.contains("● Flight a") == true, "\(marked)")

        spy.onRefresh = {
            $0.state = .loaded([self.launch("a", net: 60), self.launch("b", net: 120)], freshness: .live)
        }
        clock.withLock { $0 = t0 + 600 }
        await marking.refresh()
        XCTAssertEqual((marking as? ChangeRecordingRepository)?.moved, ["a", "b"], "a move while open is marked too")
        XCTAssertEqual(recorder.look(now: t0 + 700), ["b"], "the browser's look was taken before b moved")
    }
}
