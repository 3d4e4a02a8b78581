import XCTest

@testable import SharedPresentation
@testable import SpaceXCLI

/// Small terminals (issue 17, item 3): the filter form and the key help scroll so that what the user must see
/// (the focused field, a validation error, the form's keys, the help's last line) is on screen, and the key bar
/// drops its least important hints but keeps `?` and `q`.
extension BrowserTests {
    /// A browser of `columns` × `rows`.
    private func makeBrowser(columns: Int, rows: Int) async -> AppRouter {
        let browser = await makeBrowser()
        browser.navigator.columns = columns
        browser.navigator.rows = rows
        return browser
    }

    /// Opens the filter form, types `text` into the start date and presses ⏎.
    private func submitStartDate(_ text: String, in browser: AppRouter) async {
        await press(browser, .character("f"))
        for character in text { await press(browser, .character(character)) }
        await press(browser, .enter)
    }

    /// The frame's lines, trailing spaces trimmed.
    private func lines(_ browser: AppRouter) -> [String] {
        browser.navigator.render().map { String($0.plainText.reversed().drop { $0 == " " }.reversed()) }
    }

    func testA44By20FormShowsTheWholeErrorTheFocusedFieldAndItsKeys() async {
        let browser = await makeBrowser(columns: 44, rows: 20)
        await submitStartDate("2020-02-30", in: browser)

        let frame = lines(browser)
        let text = frame.joined(separator: "\n")
        XCTAssertEqual(frame.count, 20)
        XCTAssertTrue(text.contains("✗ The start date \"2020-02-30\" does not"), text)
        XCTAssertTrue(text.contains("exist: February 2020 has 29 days."), "the error wraps, whole:\n\(text)")
        XCTAssertTrue(text.contains("› Start date  2020-02-30"), "the focused field stays in view:\n\(text)")
        XCTAssertTrue(text.contains("⏎ apply  Esc cancel"), "the form's keys are in the key bar:\n\(text)")
    }

    func testAt44By22And80By20TheFormShowsTheWholeErrorAndItsKeys() async {
        for (columns, rows) in [(44, 22), (80, 20)] {
            let browser = await makeBrowser(columns: columns, rows: rows)
            await submitStartDate("2020-02-30", in: browser)

            let text = lines(browser).joined(separator: "\n")
            XCTAssertTrue(text.contains("February 2020 has 29 days."), "\(columns)×\(rows):\n\(text)")
            XCTAssertTrue(text.contains("⏎ apply  Esc cancel  Tab next field"), "\(columns)×\(rows):\n\(text)")
        }
    }

    func testPageDownScrollsTheFormAndTabBringsTheFocusedFieldBack() async {
        let browser = await makeBrowser(columns: 44, rows: 14)
        await press(browser, .character("f"))
        XCTAssertTrue(lines(browser).contains("Filter launches"), lines(browser).joined(separator: "\n"))

        await press(browser, .pageDown)
        var text = lines(browser).joined(separator: "\n")
        XCTAssertFalse(text.contains("Filter launches"), "PgDn scrolled the title away:\n\(text)")
        XCTAssertTrue(text.contains("○ Crewed only"), "the last row, at the end, is in view:\n\(text)")

        await press(browser, .pageUp)
        XCTAssertTrue(lines(browser).contains("Filter launches"), "PgUp goes back up")

        for _ in 0..<4 { await press(browser, .tab) }
        text = lines(browser).joined(separator: "\n")
        XCTAssertTrue(text.contains("› Search"), "Tab scrolls the focused field into view:\n\(text)")
    }

    func testThe44ColumnKeyBarKeepsHelpAndQuit() async {
        let browser = await makeBrowser(columns: 44, rows: 20)
        XCTAssertEqual(lines(browser)[17], "↑↓ move  ⏎ open  f filter  ? keys  q quit")

        await press(browser, .enter)
        XCTAssertEqual(lines(browser)[17], "↑↓ select  ⏎ open  Esc back  ? keys  q quit")
    }

    func testTheHelpOverlayScrollsToItsLastLineAndAnyOtherKeyClosesIt() async {
        let browser = await makeBrowser(columns: 44, rows: 20)
        await press(browser, .character("?"))
        XCTAssertFalse(screen(browser).contains("q · Ctrl-C"), "the help is taller than 16 lines at 44 columns")
        XCTAssertTrue(screen(browser).contains("↑↓ scroll"), screen(browser))

        await press(browser, .end)
        XCTAssertTrue(browser.navigator.showsHelp, "End scrolls the help rather than closing it")
        XCTAssertTrue(screen(browser).contains("q · Ctrl-C"), "the quit line comes into view:\n\(screen(browser))")
        await press(browser, .pageUp, .pageUp, .pageUp)
        XCTAssertTrue(screen(browser).contains("Keys"), "back at the top:\n\(screen(browser))")

        await press(browser, .character("x"))
        XCTAssertFalse(browser.navigator.showsHelp)
    }
}
