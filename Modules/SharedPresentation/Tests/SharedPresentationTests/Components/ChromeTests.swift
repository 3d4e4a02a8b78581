import XCTest

@testable import SharedPresentation

final class ChromeTests: XCTestCase {
    private let tabs = [TabItem("Launches", icon: .launches), TabItem("Rockets", icon: .rockets)]

    func testTabBarMarksTheSelectedTab() {
        let view = TabBar(tabs: tabs, selection: 1)
        XCTAssertEqual(
            plain(view, width: 30), ["───────────────━━━━━━━━━━━━━━━", "  📅 Launches    🚀 Rockets"])
        XCTAssertEqual(
            plain(view, width: 30, glyphs: .ascii), ["---------------===============", " [L] Launches    [R] Rockets"])
        let lines = styled(view, width: 30)
        XCTAssertEqual(style(of: "Rockets", in: [lines[1]]), TextStyle(bold: true, foreground: .cyan))
        XCTAssertEqual(style(of: "Launches", in: [lines[1]]), TextStyle(dim: true))
    }

    func testTabLabelsAreCutWhenNarrow() {
        let lines = plain(TabBar(tabs: tabs, selection: 0), width: 14)
        XCTAssertEqual(lines, ["━━━━━━━───────", "📅 La… 🚀 Ro…"])
        XCTAssertEqual(plain(TabBar(tabs: [], selection: 0), width: 10), [])
    }

    func testIconsDifferBetweenTabs() {
        XCTAssertNotEqual(TabIcon.launches.text(for: .unicode), TabIcon.rockets.text(for: .unicode))
        XCTAssertNotEqual(TabIcon.launches.text(for: .ascii), TabIcon.rockets.text(for: .ascii))
        XCTAssertEqual(TabIcon.launches.unicode.displayWidth, 2)
        XCTAssertEqual(TabIcon.rockets.unicode.displayWidth, 2)
        XCTAssertEqual(TabIcon(unicode: "🛰️", ascii: "[S]").text(for: .ascii), "[S]")
    }

    func testNavigationBarWithBackHint() {
        let bar = NavigationBar("Starlink 4-36", backTitle: "Launches")
        XCTAssertEqual(plain(bar, width: 20), ["‹ Launches  Esc", "Starlink 4-36", "────────────────────"])
        XCTAssertEqual(plain(bar, width: 20, glyphs: .ascii).first, "< Launches  Esc")
        XCTAssertEqual(style(of: "Esc", in: styled(bar, width: 20)), TextStyle(dim: true))
    }

    func testNavigationBarRootWithAccessoryAndSubtitle() {
        let bar = NavigationBar("Launches", subtitle: "Past and upcoming", accessory: "3 of 120")
        XCTAssertEqual(
            plain(bar, width: 24), ["Launches        3 of 120", "Past and upcoming", "────────────────────────"])
    }

    func testNavigationBarWrapsLongTitlesToTwoLines() {
        let bar = NavigationBar("Falcon Heavy Test Flight with a Tesla Roadster", backTitle: "Back", backKey: "b")
        XCTAssertEqual(
            plain(bar, width: 20), ["‹ Back  b", "Falcon Heavy Test", "Flight with a Tesla…", "────────────────────"])
    }

    func testProgressViewWithAndWithoutSpinner() {
        XCTAssertEqual(plain(ProgressView("Loading launches"), width: 30), ["Loading launches…"])
        XCTAssertEqual(plain(ProgressView(tick: 0), width: 30), ["⠋ Loading…"])
        XCTAssertEqual(plain(ProgressView(tick: 11), width: 30), ["⠙ Loading…"])
        XCTAssertEqual(plain(ProgressView(tick: -1), width: 30), ["⠏ Loading…"])
        XCTAssertEqual(plain(ProgressView(tick: 2), width: 30, glyphs: .ascii), ["- Loading..."])
        XCTAssertEqual(style(of: "⠋", in: styled(ProgressView(tick: 0), width: 30))?.foreground, .cyan)
    }

    func testKeyHintBarStylesKeysAndWrapsWholeHints() {
        let bar = KeyHintBar([.move, .open, .back, .quit])
        XCTAssertEqual(plain(bar, width: 80), ["↑↓ move  ⏎ open  Esc back  q quit"])
        XCTAssertEqual(plain(bar, width: 20), ["↑↓ move  ⏎ open", "Esc back  q quit"])
        XCTAssertEqual(plain(bar, width: 80, glyphs: .ascii), ["up/down move  enter open  Esc back  q quit"])
        let lines = styled(bar, width: 80)
        XCTAssertEqual(style(of: "↑↓", in: lines), TextStyle(bold: true))
        XCTAssertEqual(style(of: "move", in: lines), TextStyle(dim: true))
        XCTAssertEqual(plain(KeyHintBar([.switchTab, .retry]), width: 6), ["Tab s…", "r ret…"])
    }

    func testASingleLineKeyBarDropsTheLowestPriorityHintsFirstAndKeepsEssentialOnes() {
        let hints: [KeyHint] = [
            .move, .open, KeyHint("f", "filter"), KeyHint("x", "clear"), .switchTab, .help, .quit,
        ]
        let wide = "↑↓ move  ⏎ open  f filter  x clear  Tab switch tab  ? keys  q quit"
        XCTAssertEqual(plain(KeyHintBar(hints, singleLine: true), width: 80), [wide])
        XCTAssertEqual(
            plain(KeyHintBar(hints, singleLine: true), width: 60),
            ["↑↓ move  ⏎ open  f filter  x clear  ? keys  q quit"],
            "the low-priority hint goes first")
        XCTAssertEqual(
            plain(KeyHintBar(hints, singleLine: true), width: 44), ["↑↓ move  ⏎ open  f filter  ? keys  q quit"],
            "then the later of equal ones")
        XCTAssertEqual(plain(KeyHintBar(hints, singleLine: true), width: 22), ["⏎ open  ? keys  q quit"])
        XCTAssertEqual(plain(KeyHintBar(hints, singleLine: true), width: 10), ["? keys  q…"], "essentials are cut last")
        XCTAssertEqual(plain(KeyHintBar([], singleLine: true), width: 10), [""])
    }

    func testContentUnavailableView() {
        let view = ContentUnavailableView("No launches", message: "Nothing between these dates.")
        XCTAssertEqual(plain(view, width: 40), ["  No launches", "  Nothing between these dates."])
        XCTAssertEqual(plain(ContentUnavailableView("Empty"), width: 40), ["  Empty"])
    }

    func testSectionOutsideAListShowsItsHeader() {
        let section = Section("Engines") {
            Text("9 × Merlin 1D")
        }
        XCTAssertEqual(plain(section, width: 20), ["Engines ────────────", "9 × Merlin 1D"])
        XCTAssertEqual(plain(Section { Text("no header") }, width: 20), ["no header"])
        XCTAssertEqual(plain(section, width: 20, glyphs: .ascii).first, "Engines ------------")
    }
}
