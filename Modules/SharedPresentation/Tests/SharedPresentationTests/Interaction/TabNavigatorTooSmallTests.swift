import XCTest

@testable import SharedPresentation

/// Below its minimum size the browser draws a "terminal too small" frame that still quits (issue 28): exactly
/// the terminal's rows, none wider than its columns, and no key but quitting does anything.
final class TabNavigatorTooSmallTests: XCTestCase {
    @MainActor
    private final class Screen: InteractiveScreen {
        var keys: [Key] = []
        let title = "List"
        var keyHints: [KeyHint] { [] }
        var isBusy: Bool { false }
        func render(in environment: ScreenEnvironment) -> [StyledLine] { [StyledLine("row")] }
        func handle(_ key: Key, in environment: ScreenEnvironment) -> ScreenOutcome<String> {
            keys.append(key)
            return .none
        }
        func load() -> ScreenOutcome<String> { .none }
        func refresh() -> ScreenOutcome<String> { .none }
    }

    @MainActor
    func testBelowTheMinimumAFrameSaysSoAndOnlyQuittingWorks() async {
        let screen = Screen()
        let navigator = TabNavigator(
            tabs: [TabItem("List", icon: .launches)], roots: [AnyScreen(screen) { $0 }],
            help: KeyHelp([KeyBinding<String>]()), columns: 18, rows: 8)
        XCTAssertFalse(navigator.isTooSmall, "no minimum: drawn at any size")
        navigator.minimumSize = TabNavigator<String>.browserMinimumSize
        let frame = navigator.render().map(\.plainText)
        XCTAssertEqual(frame.count, 8)
        XCTAssertTrue(frame.allSatisfy { DisplayWidth.of($0) <= 18 }, "\(frame)")
        XCTAssertEqual(
            frame.filter { !$0.isEmpty }, ["Terminal too small", "18×8, needs 30×14", "q quits"])
        XCTAssertFalse(navigator.handle(.down).quit)
        XCTAssertEqual(screen.keys, [], "keys do nothing while nothing can be seen")
        XCTAssertTrue(navigator.quits(on: .character("q")))
        XCTAssertTrue(navigator.handle(.character("q")).quit)

        navigator.columns = 30
        navigator.rows = 14
        XCTAssertFalse(navigator.isTooSmall)
        XCTAssertEqual(navigator.render().first?.plainText, "row")
    }
}
