import CommandLineKit
import LaunchesMocks
import TextSnapshotTesting
import XCTest

@testable import SharedPresentation
@testable import SpaceXCLI
@testable import TerminalRuntime

/// The config file in the browser (issue 28): a file that moves `j`/`k` to `n`/`e` and chooses the light theme
/// changes the keys the list obeys, the key help and the colours, and a bad line is a warning, not a refusal.
extension BrowserTests {
    /// The config file of the goldens, with one bad line among the good ones.
    private static let config = """
        # moves on n and e (Colemak), dark text for a light background
        theme = light
        key.down = n
        key.up = e
        key.quit = Q
        key.sideways = s
        """

    /// The settings and keys a run reads from ``config`` on a colour terminal of 80×24.
    private func configured() -> (AppSettings, [String]) {
        let file = ConfigFile(
            text: Self.config, path: "/home/u/.config/spacex/config",
            settings: UserConfiguration.settings(of: OptionKey.self))
        let config = UserConfiguration(file: file, environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        let settings = AppSettings(
            options: GlobalOptions(), environment: config.environment, stdoutIsTTY: true, stdinIsTTY: true,
            terminalSize: TerminalSize(columns: 80, rows: 24), keyMap: config.keyMap)
        return (settings, config.warnings)
    }

    /// The frame as the terminal gets it, each escape shown as `␛` so the golden is text.
    private func colourLines(_ browser: AppRouter, theme: Theme) -> [String] {
        TextRenderer(colorMode: .ansi, theme: theme).render(browser.navigator.render())
            .map { $0.replacingOccurrences(of: "\u{1B}", with: "␛") }
    }

    func testAConfigThatRebindsJAndKAndChoosesTheLightThemeChangesTheBrowserAndItsHelp() async {
        let (settings, warnings) = configured()
        XCTAssertEqual(
            warnings,
            [
                "/home/u/.config/spacex/config:6: key.sideways: no command 'sideways' (commands: up, down, page-down, "
                    + "top, bottom, open, back, open-link, filter, clear-filter, refresh, help, quit); line left out"
            ])
        XCTAssertEqual(settings.renderContext.theme, .light)
        let browser = await makeBrowser(size: TerminalSize(columns: 80, rows: 24))
        browser.navigator.context = settings.renderContext
        browser.navigator.keyMap = settings.keyMap

        await press(browser, .character("n"), .character("n"), .character("e"), .character("j"), .character("k"))
        let list = screen(browser)
        XCTAssertTrue(
            list.contains("› \(LaunchMocks.sampleNewestFirst[1].name)"),
            "n n e: the second row; j and k do nothing\n\(list)")
        assertSnapshot(of: browser.navigator.render().map(\.plainText), named: "browser-80x24", width: 80)
        assertSnapshot(of: colourLines(browser, theme: settings.renderContext.theme), named: "browser-80x24-light")

        await press(browser, .character("?"))
        assertSnapshot(of: browser.navigator.render().map(\.plainText), named: "help-80x24", width: 80)
        assertSnapshot(of: colourLines(browser, theme: settings.renderContext.theme), named: "help-80x24-light")
        XCTAssertFalse(browser.handle(.character("q")).quit, "q closes the help")
        XCTAssertFalse(browser.handle(.character("q")).quit, "and no longer quits")
        XCTAssertTrue(browser.handle(.character("Q")).quit)
    }
}
