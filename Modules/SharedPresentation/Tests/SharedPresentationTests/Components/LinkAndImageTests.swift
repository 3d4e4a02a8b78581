import XCTest

@testable import SharedPresentation

final class LinkAndImageTests: XCTestCase {
    func testPlainLinksPrintTheURL() {
        let link = Link("Watch on YouTube", destination: "https://youtu.be/abc")
        XCTAssertTrue(link.isWebLink)
        XCTAssertEqual(plain(link, width: 60), ["Watch on YouTube: https://youtu.be/abc"])
        XCTAssertEqual(plain(Link("", destination: "https://youtu.be/abc"), width: 60), ["https://youtu.be/abc"])
    }

    func testHyperlinkModeLinksTheTitle() {
        let lines = styled(Link("Watch", destination: "https://youtu.be/abc"), width: 40, hyperlinks: true)
        XCTAssertEqual(lines.map(\.plainText), ["Watch"])
        XCTAssertEqual(
            lines.first?.spans.first?.style, TextStyle(underline: true, foreground: .cyan, link: "https://youtu.be/abc")
        )
        let untitled = styled(Link("", destination: "https://youtu.be/abc"), width: 40, hyperlinks: true)
        XCTAssertEqual(untitled.map(\.plainText), ["https://youtu.be/abc"])
    }

    func testNonWebURLsAreNeverLinks() {
        let link = Link("Run me", destination: "javascript:alert(1)")
        XCTAssertFalse(link.isWebLink)
        let lines = styled(link, width: 60, hyperlinks: true)
        XCTAssertEqual(lines.map(\.plainText), ["Run me: javascript:alert(1)"])
        XCTAssertTrue(lines.allSatisfy { $0.spans.allSatisfy { $0.style.link == nil } })
        XCTAssertEqual(plain(Link("file:///x", destination: "file:///x"), width: 40), ["file:///x"])
        XCTAssertEqual(plain(Link("Nothing", destination: ""), width: 40), ["Nothing"])
    }

    func testInjectedLinkTextIsSanitised() {
        let link = Link("\u{1B}]8;;https://evil\u{7}Safe", destination: "https://ok.example/\u{1B}[31m")
        let output = TextRenderer.ansi.render(link, width: 60).joined()
        XCTAssertFalse(output.contains("evil"))
        XCTAssertTrue(output.contains("\u{1B}]8;;https://ok.example/\u{1B}\\"))
    }

    func testLongURLsBreakAcrossLines() {
        let lines = plain(Link("", destination: "https://example.com/a/very/long/path"), width: 12)
        XCTAssertEqual(lines, ["https://exam", "ple.com/a/ve", "ry/long/path"])
    }

    func testImagePlaceholderShowsDescriptionAndURL() {
        let image = Image("Mission patch", url: "https://i.imgur.com/a.png")
        XCTAssertEqual(
            plain(image, width: 60),
            [
                "┌─ Image ───────────────────┐", "│ Mission patch             │", "│ https://i.imgur.com/a.png │",
                "└───────────────────────────┘",
            ])
        XCTAssertEqual(plain(image, width: 60, glyphs: .ascii).first, "+- Image -------------------+")
        let linked = styled(image, width: 60, hyperlinks: true)
        XCTAssertEqual(style(of: "https", in: linked)?.link, "https://i.imgur.com/a.png")
    }

    func testImageWithoutURLSaysSo() {
        XCTAssertEqual(
            plain(Image("Patch", url: nil), width: 40),
            ["┌─ Image ────────────┐", "│ Patch              │", "│ No image available │", "└────────────────────┘"])
        XCTAssertEqual(plain(Image("Patch", url: ""), width: 40)[2], "│ No image available │")
    }

    func testImageFitsNarrowWidths() {
        let lines = plain(Image("Mission patch", url: "https://i.imgur.com/a.png"), width: 16)
        XCTAssertTrue(lines.allSatisfy { $0.displayWidth <= 16 })
        XCTAssertEqual(lines.first, "┌─ Image ──────┐")
        XCTAssertTrue(plain(Image("ab", url: nil), width: 4).allSatisfy { $0.displayWidth <= 4 })
        XCTAssertEqual(plain(Image("ab", url: nil), width: 4).first, "ab", "too narrow for a frame")
    }
}
