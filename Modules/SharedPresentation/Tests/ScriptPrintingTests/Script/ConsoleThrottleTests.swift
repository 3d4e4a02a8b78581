import Foundation
import RepositoryDefinitions
import ScriptPrinting
import SharedPresentation
import XCTest

/// A throttled run's warning: with saved data it says the data's age and takes the place of the cache note;
/// otherwise it is the wait alone and the answer is printed as it is.
final class ConsoleThrottleTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_000_000)
    private let notice = "The service allows 15 requests an hour; next in 12 min"

    private func answer(_ state: LoadState<String>) -> Result<ScriptAnswer, ScriptFailure> {
        .success(ScriptAnswer(screen: Text("moon"), json: "moon", state: state))
    }

    func testSavedDataIsShownWithItsAgeAndNoSecondNote() throws {
        let captured = CapturedConsole()
        let saved = answer(.loaded("moon", freshness: .cached(storedAt: now.addingTimeInterval(-180))))

        let result = captured.console().throttled(saved, notice: notice, now: now)

        XCTAssertEqual(
            captured.err,
            "tool: warning: showing saved data from 3 min ago: the service allows 15 requests an hour; next in 12 min\n"
        )
        XCTAssertEqual(try result.get().notice, ScriptNotice.none)
    }

    func testOtherwiseTheWaitIsSaidAndTheAnswerKeptAsItIs() throws {
        let captured = CapturedConsole()
        let live = captured.console().throttled(answer(.loaded("moon", freshness: .live)), notice: notice, now: now)

        XCTAssertEqual(captured.err, "tool: warning: the service allows 15 requests an hour; next in 12 min\n")
        XCTAssertEqual(try live.get().notice, ScriptNotice.none)
    }

    /// A failure's own message says the wait already (RepositoryError's throttled text): it is not said twice.
    func testAFailureIsReturnedWithoutASecondWarning() throws {
        let captured = CapturedConsole()
        let failed = captured.console().throttled(.failure(.unavailable(.offline)), notice: notice, now: now)

        XCTAssertEqual(captured.err, "")
        XCTAssertThrowsError(try failed.get())
    }
}
