import XCTest

@testable import SharedPresentation

/// The generic tab container: shared keys here, the rest to the screen on top, intents mapped to routes.
@MainActor
final class TabNavigatorTests: XCTestCase {
    private final class StubScreen: InteractiveScreen {
        let title: String
        var capturesKeys = false
        var keys: [Key] = []
        var loads = 0
        var refreshes = 0
        var clockInterval: TimeInterval?
        init(_ title: String) { self.title = title }
        var keyHints: [KeyHint] { [KeyHint("x", "do")] }
        var isBusy: Bool { false }
        func render(in environment: ScreenEnvironment) -> [StyledLine] {
            [StyledLine("\(title) back:\(environment.backTitle ?? "-")")]
        }
        func handle(_ key: Key, in environment: ScreenEnvironment) -> ScreenOutcome<String> {
            keys.append(key)
            if key == .escape { return ScreenOutcome(dismiss: true) }
            return ScreenOutcome(intents: ["\(title):\(key)"], message: "handled")
        }
        func load() -> ScreenOutcome<String> { .run { [self] in loads += 1 } }
        func refresh() -> ScreenOutcome<String> { .run { [self] in refreshes += 1 } }
    }

    private func makeNavigator() -> (TabNavigator<String>, StubScreen, StubScreen) {
        let first = StubScreen("One")
        let second = StubScreen("Two")
        let navigator = TabNavigator(
            tabs: [TabItem("One", icon: .launches), TabItem("Two", icon: .rockets)],
            roots: [AnyScreen(first) { "route(\($0))" }, AnyScreen(second) { $0 }],
            help: KeyHelp([KeyBinding([.character("x")], "do", help: "do the screen's thing")]),
            columns: 40, rows: 12)
        return (navigator, first, second)
    }

    func testSharedKeysAndScreenKeys() async {
        let (navigator, first, second) = makeNavigator()
        await navigator.start().runWork()
        XCTAssertEqual(first.loads + second.loads, 2)

        let outcome = navigator.handle(.down)
        XCTAssertEqual(outcome.routes, ["route(One:down)"])
        XCTAssertEqual(navigator.message, "handled")
        XCTAssertEqual(navigator.handle(.character("2")).routes, [])
        XCTAssertEqual(navigator.selectedTab, 1)
        XCTAssertEqual(navigator.message, nil, "the next key clears the message")
        _ = navigator.handle(.tab)
        XCTAssertEqual(navigator.selectedTab, 0)
        await navigator.handle(.character("r")).runWork()
        XCTAssertEqual(first.refreshes, 1)
        XCTAssertTrue(navigator.handle(.character("q")).quit)
        XCTAssertTrue(navigator.handle(.controlC).quit)
        XCTAssertEqual(first.keys, [.down])
    }

    func testAScreenThatTicksIsRedrawnOnceAStepAndAnIdleOneNever() {
        let (navigator, first, _) = makeNavigator()
        let start = Date(timeIntervalSince1970: 1_795_262_400)  // a whole minute
        XCTAssertNil(navigator.clockInterval)
        XCTAssertFalse(navigator.clockTicked(at: start), "a screen without a countdown is never redrawn by the clock")
        XCTAssertFalse(navigator.clockTicked(at: start.addingTimeInterval(5)))

        first.clockInterval = 1
        XCTAssertEqual(navigator.clockInterval, 1)
        XCTAssertTrue(navigator.clockTicked(at: start))
        XCTAssertFalse(navigator.clockTicked(at: start.addingTimeInterval(0.15)), "once a second, not every wake-up")
        XCTAssertFalse(navigator.clockTicked(at: start.addingTimeInterval(0.9)))
        XCTAssertTrue(navigator.clockTicked(at: start.addingTimeInterval(1)))
        XCTAssertTrue(navigator.clockTicked(at: start.addingTimeInterval(2.5)))

        first.clockInterval = 60
        XCTAssertTrue(navigator.clockTicked(at: start.addingTimeInterval(3)))
        XCTAssertFalse(navigator.clockTicked(at: start.addingTimeInterval(59)), "a countdown in hours: once a minute")
        XCTAssertTrue(navigator.clockTicked(at: start.addingTimeInterval(60)))

        _ = navigator.handle(.character("?"))
        XCTAssertNil(navigator.clockInterval, "the help hides the countdown")
        XCTAssertFalse(navigator.clockTicked(at: start.addingTimeInterval(600)))
        _ = navigator.handle(.character("x"))
        XCTAssertTrue(navigator.clockTicked(at: start.addingTimeInterval(600)))
        _ = navigator.handle(.tab)
        XCTAssertFalse(navigator.clockTicked(at: start.addingTimeInterval(900)), "the other tab shows no countdown")
    }

    func testPushedScreensGoBackAndFormsCaptureKeys() async {
        let (navigator, first, _) = makeNavigator()
        let form = StubScreen("Form")
        form.capturesKeys = true
        await navigator.push(AnyScreen(form) { $0 }).runWork()
        XCTAssertEqual(form.loads, 1)
        XCTAssertEqual(navigator.stack(at: 0).screens.count, 2)
        XCTAssertTrue(navigator.render().first?.plainText.contains("Form back:One") == true)

        _ = navigator.handle(.character("q"))
        XCTAssertEqual(form.keys, [.character("q")], "a form takes q")
        _ = navigator.handle(.escape)
        XCTAssertTrue(navigator.stack(at: 0).isAtRoot, "dismissed")
        _ = navigator.handle(.escape)
        XCTAssertTrue(navigator.stack(at: 0).isAtRoot, "the root stays")
        XCTAssertEqual(first.keys, [])
    }

    func testTheFrameIsExactlyTheTerminalHeightWithHintsAndHelp() {
        let (navigator, _, _) = makeNavigator()
        let frame = navigator.render().map(\.plainText)
        XCTAssertEqual(frame.count, 12)
        XCTAssertTrue(frame[9].contains("x do") && frame[9].contains("Tab switch tab"), frame[9])

        _ = navigator.handle(.character("?"))
        XCTAssertTrue(navigator.render().map(\.plainText).contains { $0.contains("Keys") })
        XCTAssertFalse(navigator.handle(.enter).quit, "any key but the scrolling ones closes the help")
        XCTAssertFalse(navigator.showsHelp)
    }

    func testQWhileTheHelpIsShownOnlyClosesIt() {
        let (navigator, _, _) = makeNavigator()
        _ = navigator.handle(.character("?"))
        XCTAssertTrue(navigator.showsHelp)
        XCTAssertFalse(navigator.handle(.character("q")).quit, "the help says any key closes it: q too")
        XCTAssertFalse(navigator.showsHelp)
        XCTAssertTrue(navigator.handle(.character("q")).quit, "q quits once the help is closed")
    }

    /// Without a system opener, `o` on a link shows its address: all of it, wrapped, above the key bar.
    func testALongMessageWrapsSoTheWholeAddressIsOnScreen() {
        let (navigator, _, _) = makeNavigator()
        let url = "https://example.org/a/very/long/path/that/does/not/fit/in/forty/columns/at/all.html"
        navigator.message = "Article: \(url)"
        let frame = navigator.render().map(\.plainText)
        XCTAssertEqual(frame.count, 12, "still exactly the terminal's height")
        let text = frame.map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        XCTAssertTrue(text.contains(url), frame.joined(separator: "\n"))
        XCTAssertTrue(frame[9].contains("x do"), "the key bar stays under the message: \(frame)")
        navigator.message = nil
        XCTAssertEqual(navigator.render().map(\.plainText).count, 12)
    }

    func testAHelpTallerThanTheScreenScrollsAndTheKeyBarKeepsHelpAndQuit() {
        let help = KeyHelp(
            (1...20).map { KeyBinding([.character(Character(UnicodeScalar(64 + $0)!))], $0, help: "key \($0)") })
        let navigator = TabNavigator(
            tabs: [TabItem("One", icon: .launches)], roots: [AnyScreen(StubScreen("One")) { $0 }], help: help,
            columns: 24, rows: 12)
        XCTAssertEqual(navigator.render().map(\.plainText)[9], "x do  ? keys  q quit", "Tab switch tab is dropped")

        _ = navigator.handle(.character("?"))
        var frame = navigator.render().map(\.plainText)
        XCTAssertEqual(frame[9], "any other key close help", "at 24 columns only the essential hint stays")
        XCTAssertFalse(frame.contains { $0.contains("key 20") })
        _ = navigator.handle(.end)
        frame = navigator.render().map(\.plainText)
        XCTAssertTrue(navigator.showsHelp, "scroll keys scroll")
        XCTAssertEqual(
            frame[7].trimmingCharacters(in: .whitespaces), "Ctrl-D",
            "the last line, the end of the navigator's quit keys, is at the bottom of the content:\n\(frame)")
        _ = navigator.handle(.character("?"))
        XCTAssertFalse(navigator.showsHelp, "any other key closes it")
        _ = navigator.handle(.character("?"))
        XCTAssertEqual(navigator.helpScroll, ScrollViewport(), "it opens at the top")
    }

    func testAFormShowsItsOwnKeysInTheKeyBar() async {
        let (navigator, _, _) = makeNavigator()
        let form = StubScreen("Form")
        form.capturesKeys = true
        await navigator.push(AnyScreen(form) { $0 }).runWork()
        XCTAssertEqual(navigator.render().map(\.plainText)[9].trimmingCharacters(in: .whitespaces), "x do")
    }
}

extension TabNavigatorTests {
    func testTheHelpListsTheScreensKeysThenTheNavigatorsFromItsBindings() {
        let (navigator, _, _) = makeNavigator()
        navigator.columns = 80
        navigator.rows = 16
        _ = navigator.handle(.character("?"))
        let lines = navigator.render().map { $0.plainText.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(
            Array(lines[2..<8]),
            [
                "x                    do the screen's thing",
                "Tab ⇧Tab 1 2         switch between One and Two (each keeps its place)",
                "Esc · ⌫ · ← · h      back",
                "r                    refresh from the network",
                "?                    this help",
                "q · Ctrl-C · Ctrl-D  quit",
            ], lines.joined(separator: "\n"))
    }

    func testTheSharedKeysAreTheBindingsOnes() {
        let (navigator, first, second) = makeNavigator()
        _ = navigator.handle(.backTab)
        XCTAssertEqual(navigator.selectedTab, 1, "Shift-Tab goes to the previous tab, round to the last")
        _ = navigator.handle(.character("3"))
        XCTAssertEqual(second.keys, [.character("3")], "a digit past the tabs is the screen's")
        XCTAssertTrue(navigator.handle(.controlD).quit)
        XCTAssertEqual(
            navigator.keyBindings.map(\.command),
            [.nextTab, .previousTab, .selectTab(0), .selectTab(1), .back, .refresh, .help, .quit])
        XCTAssertEqual(first.keys, [])
    }

    func testTheUsersKeysAreReadBeforeEveryBindingAndShownInTheHelpAndKeyBar() async {
        let (navigator, first, _) = makeNavigator()
        navigator.columns = 80
        navigator.rows = 16
        var keys = KeyMap()
        XCTAssertNil(keys.bind("quit", to: ["Q"]))
        XCTAssertNil(keys.bind("down", to: ["n"]))
        navigator.keyMap = keys
        XCTAssertTrue(navigator.render().map(\.plainText)[13].contains("Q quit"), "the key bar shows the new key")
        XCTAssertFalse(navigator.handle(.character("q")).quit, "the replaced letter sends nothing")
        XCTAssertEqual(first.keys, [], "not even to the screen")
        _ = navigator.handle(.character("n"))
        XCTAssertEqual(first.keys, [.character("j")], "the screen gets the letter its bindings know")

        _ = navigator.handle(.character("?"))
        let help = navigator.render().map { $0.plainText.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(help.contains("Q · Ctrl-C · Ctrl-D  quit"), help.joined(separator: "\n"))
        XCTAssertFalse(navigator.handle(.character("q")).quit, "a replaced letter still closes the help")
        XCTAssertFalse(navigator.showsHelp)

        let form = StubScreen("Form")
        form.capturesKeys = true
        await navigator.push(AnyScreen(form) { $0 }).runWork()
        _ = navigator.handle(.character("n"))
        XCTAssertEqual(form.keys, [.character("n")], "a form reads keys as typed")
        _ = navigator.handle(.escape)
        XCTAssertTrue(navigator.handle(.character("Q")).quit)
    }
}
