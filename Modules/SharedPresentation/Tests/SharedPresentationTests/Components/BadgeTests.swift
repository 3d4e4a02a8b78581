import XCTest

@testable import SharedPresentation

final class BadgeTests: XCTestCase {
    func testEveryStatusHasAGlyphAColourAndALabel() {
        let expected: [(BadgeStatus, String, String, TerminalColor)] = [
            (.success, "✓ Success", "+ Success", .green), (.failure, "✗ Failure", "x Failure", .red),
            (.upcoming, "◷ Upcoming", "> Upcoming", .blue), (.warning, "⚠ Awaiting", "! Awaiting", .yellow),
            (.unknown, "? Unknown", "? Unknown", .gray),
        ]
        for (status, unicode, ascii, color) in expected {
            XCTAssertEqual(plain(Badge(status), width: 20), [unicode])
            XCTAssertEqual(plain(Badge(status), width: 20, glyphs: .ascii), [ascii])
            XCTAssertEqual(status.color, color)
            XCTAssertTrue(styled(Badge(status), width: 20)[0].spans.allSatisfy { $0.style.foreground == color })
        }
        XCTAssertEqual(Set(BadgeStatus.allCases.map { $0.glyph(for: .ascii) }).count, 5, "glyphs tell statuses apart")
        XCTAssertEqual(Set(BadgeStatus.allCases.map { $0.glyph(for: .unicode) }).count, 5)
    }

    func testCustomLabelIsSanitisedAndCut() {
        XCTAssertEqual(plain(Badge(.failure, label: "Engine\u{1B}[5m out"), width: 20), ["✗ Engine out"])
        XCTAssertEqual(plain(Badge(.success), width: 6), ["✓ Suc…"])
    }

    func testBadgeKeepsItsWidthInAnHStack() {
        let row = HStack {
            Text("A long mission name here")
            Badge(.success)
        }
        XCTAssertEqual(plain(row, width: 24), ["A long mission ✓ Success", "name here"])
    }

    func testBannerWrapsBesideItsGlyph() {
        let banner = Banner("Offline — showing built-in sample data")
        XCTAssertEqual(plain(banner, width: 24), ["⚠ Offline — showing", "  built-in sample data"])
        XCTAssertEqual(plain(banner, width: 60, glyphs: .ascii), ["! Offline - showing built-in sample data"])
        XCTAssertEqual(style(of: "Offline", in: styled(banner, width: 60)), TextStyle(bold: true, foreground: .yellow))
        XCTAssertEqual(plain(Banner("Failed", status: .failure), width: 20), ["✗ Failed"])
    }

    func testSymbolPicksItsGlyph() {
        let symbol = Symbol("★", ascii: "*", style: TextStyle(foreground: .yellow))
        XCTAssertEqual(plain(symbol, width: 5), ["★"])
        XCTAssertEqual(plain(symbol, width: 5, glyphs: .ascii), ["*"])
        XCTAssertEqual(plain(Symbol("", ascii: ""), width: 5), [])
    }
}
