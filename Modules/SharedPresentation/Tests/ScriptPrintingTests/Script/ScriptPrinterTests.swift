import Foundation
import RepositoryDefinitions
import ScriptPrinting
import SharedPresentation
import XCTest

/// Script mode's generic printing: a screen read once (no key hints, the program's retry hint, no trailing
/// spaces), the page footer, the picture hook, JSON, failures and the warnings after the output.
@MainActor
final class ScriptPrinterTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 2_000_000)
    private let captured = CapturedConsole()
    private var pictureRequests: [URL] = []
    private var pictureScreens: [ScriptScreen] = []
    /// The program's hints, in words no app uses, so every one printed comes from here.
    private static let hints = ScriptHints(
        retry: "Run again with --again to retry", liveAnswer: "--again asks the source now",
        nextPage: { "tool \($0.command) --page \($0.page + 1) --limit \($0.limit)" })

    private struct Model: Encodable, Sendable {
        let name: String
    }

    private struct Unencodable: Encodable, Sendable {
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "refused"))
        }
    }

    private func printer(json: Bool = false, picture: String? = nil, width: Int = 30) -> ScriptPrinter {
        let now = now
        return ScriptPrinter(
            console: captured.console(), width: width, colorMode: .plain, context: RenderContext(), printsJSON: json,
            encode: { value in
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                guard let value = value as? any Encodable else {
                    throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "no JSON form"))
                }
                return try encoder.encode(value)
            },
            hints: Self.hints, now: { now }, builtInWarning: { "built-in data" },
            pictureScreen: picture.map(hook))
    }

    /// A picture hook that records what it was asked to print and prints `text` instead.
    private func hook(_ text: String) -> ScriptPrinter.PictureScreen {
        { [weak self] screen, url in
            self?.pictureRequests.append(url)
            self?.pictureScreens.append(screen)
            return text
        }
    }

    private func answer(
        _ screen: some View, page: ScriptPage? = nil, picture: URL? = nil,
        json: any Encodable & Sendable = Model(
            name: "x"),
        state: LoadState<Int> = .loaded(1, freshness: .live)
    ) -> Result<ScriptAnswer, ScriptFailure> {
        .success(ScriptAnswer(screen: screen, page: page, picture: picture, json: json, state: state))
    }

    func testTheScreenIsPrintedWithoutKeyHintsOrTrailingSpaces() async {
        let screen = VStack {
            Text("Title   ")
            Text("Press x").interactiveOnly()
            RetryHint()
        }

        let outcome = await printer().print(answer(screen), usage: "usage: tool")

        XCTAssertEqual(outcome, .success)
        XCTAssertEqual(captured.out, "Title\nRun again with --again to\nretry\n")
        XCTAssertEqual(captured.err, "")
    }

    func testTheFooterFollowsTheScreenAndBreaksTheNextCommandOnlyAsAShellReadsIt() async {
        let page = ScriptPage(page: 1, limit: 5, total: 12, hasNext: true, command: "things")

        _ = await printer().print(answer(Text("List"), page: page), usage: "")

        XCTAssertEqual(
            captured.out, "List\nPage 1 of 3 · next:\ntool things --page 2 \\\n  --limit 5\n",
            "too wide for one line: the command below, broken between options with the shell's continuation")
    }

    func testAFooterThatFitsIsOneLine() async {
        let page = ScriptPage(page: 1, limit: 5, total: 12, hasNext: true, command: "things")

        _ = await printer(width: 50).print(answer(Text("List"), page: page), usage: "")

        XCTAssertEqual(captured.out, "List\nPage 1 of 3 · next: tool things --page 2 --limit 5\n")
    }

    func testAScreenWithAPictureIsPrintedByThePictureHook() async throws {
        let url = try XCTUnwrap(URL(string: "https://example.com/a.png"))
        let page = ScriptPage(page: 1, limit: 5, total: 6, hasNext: false, command: "things")

        _ = await printer(picture: "SCREEN WITH PICTURE\n").print(
            answer(Text("Detail"), page: page, picture: url), usage: "")

        XCTAssertEqual(pictureRequests, [url])
        XCTAssertEqual(captured.out, "SCREEN WITH PICTURE\nPage 1 of 2\n", "the hook's text replaces the screen")
        let screen = try XCTUnwrap(pictureScreens.first)
        XCTAssertEqual(screen.width, 30)
        XCTAssertFalse(screen.context.showsKeyHints)
        XCTAssertEqual(screen.context.retryHintWithoutKeys, Self.hints.retry)
        XCTAssertEqual(screen.text, "Detail\n")
    }

    func testWithoutAPictureHookTheScreenPrintsAlone() async throws {
        let url = try XCTUnwrap(URL(string: "https://example.com/a.png"))

        _ = await printer().print(answer(Text("Detail"), picture: url), usage: "")

        XCTAssertEqual(captured.out, "Detail\n")
    }

    func testNoPictureAddressAsksForNoPicture() async {
        _ = await printer(picture: "PICTURE\n").print(answer(Text("Detail")), usage: "")

        XCTAssertEqual(pictureRequests, [])
        XCTAssertEqual(captured.out, "Detail\n")
    }

    func testJSONReplacesTheScreenAndIsMadeSafeForTheTerminal() async throws {
        let url = try XCTUnwrap(URL(string: "https://example.com/a.png"))

        let outcome = await printer(json: true, picture: "PICTURE\n").print(
            answer(
                Text("Detail"), page: ScriptPage(page: 1, limit: 1, total: 2, hasNext: true, command: "x"),
                picture: url, json: Model(name: "a\u{9B}b")),
            usage: "")

        XCTAssertEqual(outcome, .success)
        XCTAssertEqual(captured.out, "{\"name\":\"a\\u009bb\"}\n")
        XCTAssertEqual(pictureRequests, [], "no picture in JSON output")
    }

    func testJSONThatCannotBeEncodedIsUnavailableWithoutWarnings() async {
        let outcome = await printer(json: true).print(
            answer(Text("x"), json: Unencodable(), state: .loaded(1, freshness: .builtInArchive)), usage: "")

        XCTAssertEqual(outcome, .unavailable)
        XCTAssertEqual(captured.out, "")
        XCTAssertTrue(captured.err.hasPrefix("tool: could not encode the answer as JSON: "), captured.err)
        XCTAssertFalse(captured.err.contains("warning"), captured.err)
    }

    func testFreshSavedDataGetsItsAgeNotedOnStandardError() async {
        let state = LoadState<Int>.loaded(1, freshness: .cached(storedAt: now.addingTimeInterval(-180)))

        let outcome = await printer().print(answer(Text("x"), state: state), usage: "")

        XCTAssertEqual(outcome, .success)
        XCTAssertEqual(captured.out, "x\n")
        XCTAssertEqual(captured.err, "tool: note: saved data from 3 min ago; --again asks the source now\n")
    }

    func testSavedDataIsShownWithAWarningThatSaysItsAge() async {
        let storedAt = now.addingTimeInterval(-180)
        let state = LoadState<Int>.failed(.offline, cached: CachedValue(value: 1, storedAt: storedAt))

        let outcome = await printer().print(answer(Text("x"), state: state), usage: "")

        XCTAssertEqual(outcome, .success)
        XCTAssertEqual(
            captured.err,
            "tool: warning: showing saved data from 3 min ago: couldn't reach the SpaceX API. Check your connection or "
                + "the API address\n")
    }

    func testBuiltInDataIsShownWithTheBuiltInWarning() async {
        _ = await printer(json: true).print(answer(Text("x"), state: .loaded(1, freshness: .builtInArchive)), usage: "")

        XCTAssertEqual(captured.err, "tool: warning: built-in data\n")
    }

    func testAUsageFailurePrintsTheUsageOnlyWhenItAsks() async {
        let wrong = await printer().print(.failure(.usage("bad day", showsUsage: true)), usage: "usage: tool x")
        XCTAssertEqual(wrong, .usage)
        XCTAssertEqual(captured.err, "tool: bad day\nusage: tool x\n")

        let other = CapturedConsole()
        let ambiguous = await ScriptPrinter(
            console: other.console(), width: 30, colorMode: .plain, context: RenderContext(), printsJSON: false,
            encode: { _ in Data() }, hints: Self.hints, now: { Date() }, builtInWarning: { "" }
        ).print(.failure(.usage("two match")), usage: "usage: tool x")
        XCTAssertEqual(ambiguous, .usage)
        XCTAssertEqual(other.err, "tool: two match\n")
        XCTAssertEqual(captured.out + other.out, "")
    }

    func testAnUnavailableFailurePrintsItsLineAndNothingElse() async {
        let outcome = await printer().print(.failure(.unavailable("no data\u{1B}[2J")), usage: "usage: tool x")

        XCTAssertEqual(outcome, .unavailable)
        XCTAssertEqual(captured.out, "")
        XCTAssertFalse(captured.err.contains("\u{1B}"), "messages are made safe: \(captured.err)")
        XCTAssertTrue(captured.err.hasPrefix("tool: no data"), captured.err)
        XCTAssertEqual(captured.err.filter { $0 == "\n" }.count, 1)
    }
}
