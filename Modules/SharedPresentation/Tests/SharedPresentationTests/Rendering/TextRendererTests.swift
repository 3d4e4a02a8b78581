import XCTest

@testable import SharedPresentation

final class TextRendererTests: XCTestCase {
    private let esc = "\u{1B}"

    func testPlainOutputHasNoEscapesAndNoTrailingSpaces() {
        let line = StyledLine([StyledSpan("Falcon", style: TextStyle(bold: true, foreground: .red)), StyledSpan("   ")])
        XCTAssertEqual(TextRenderer.plain.render(line), "Falcon")
    }

    func testANSIOutputWrapsStyledSpansInSGRAndResetsAtTheEnd() {
        let line = StyledLine([
            StyledSpan("ok", style: TextStyle(bold: true, foreground: .green)), StyledSpan(" then "),
            StyledSpan("dim", style: TextStyle(dim: true, italic: true, underline: true, inverse: true)),
        ])
        XCTAssertEqual(
            TextRenderer.ansi.render(line),
            "\(esc)[0;1;32mok\(esc)[0m then \(esc)[0;2;3;4;7mdim\(esc)[0m")
    }

    func testANSIPlainTextNeedsNoSequences() {
        XCTAssertEqual(TextRenderer.ansi.render(StyledLine("plain")), "plain")
    }

    func testEveryColourHasItsOwnCode() {
        let codes = TerminalColor.allCases.map { color in
            TextRenderer.ansi.render(StyledLine("x", style: TextStyle(foreground: color)))
        }
        XCTAssertEqual(Set(codes).count, TerminalColor.allCases.count)
        XCTAssertEqual(codes.last, "\(esc)[0;90mx\(esc)[0m", "grey is bright black")
    }

    func testTheLightThemeDarkensThePaleColoursAndNoneDrawsNoColour() {
        func codes(_ theme: Theme) -> [String] {
            TerminalColor.allCases.map { color in
                TextRenderer(colorMode: .ansi, theme: theme).render(
                    StyledLine("x", style: TextStyle(foreground: color)))
            }
        }
        XCTAssertEqual(codes(.dark), TerminalColor.allCases.map { "\(esc)[0;\($0.sgrForeground)mx\(esc)[0m" })
        let light = codes(.light)
        XCTAssertEqual(Set(light).count, TerminalColor.allCases.count, "every colour still its own")
        XCTAssertEqual(
            light.map { $0.replacingOccurrences(of: esc, with: "␛") },
            [
                "␛[0;30mx␛[0m", "␛[0;31mx␛[0m", "␛[0;38;5;28mx␛[0m", "␛[0;38;5;130mx␛[0m", "␛[0;34mx␛[0m",
                "␛[0;35mx␛[0m", "␛[0;38;5;30mx␛[0m", "␛[0;38;5;16mx␛[0m", "␛[0;38;5;242mx␛[0m",
            ])
        let bold = StyledLine("x", style: TextStyle(bold: true, inverse: true, foreground: .cyan))
        XCTAssertEqual(TextRenderer(colorMode: .ansi, theme: .none).render(bold), "\(esc)[0;1;7mx\(esc)[0m")
        XCTAssertEqual(
            codes(.none), Array(repeating: "x", count: TerminalColor.allCases.count), "no colour, no sequence")
    }

    func testHyperlinksUseOSC8AndCloseOnTheSameLine() {
        let line = StyledLine([
            StyledSpan("Watch", style: TextStyle(underline: true, link: "https://youtu.be/x")), StyledSpan(" now"),
        ])
        XCTAssertEqual(
            TextRenderer.ansi.render(line),
            "\(esc)]8;;https://youtu.be/x\(esc)\\\(esc)[0;4mWatch\(esc)]8;;\(esc)\\\(esc)[0m now")
        XCTAssertEqual(TextRenderer.plain.render(line), "Watch now")
    }

    func testALinkAtTheEndOfALineIsClosed() {
        let line = StyledLine("x", style: TextStyle(link: "https://a.example"))
        XCTAssertEqual(TextRenderer.ansi.render(line), "\(esc)]8;;https://a.example\(esc)\\x\(esc)]8;;\(esc)\\")
    }

    func testTrailingSpacesAreTrimmedUnlessTheyShow() {
        let plainTail = StyledLine([StyledSpan("a", style: TextStyle(bold: true)), StyledSpan("   ")])
        XCTAssertEqual(TextRenderer.ansi.render(plainTail), "\(esc)[0;1ma\(esc)[0m")
        let bar = StyledLine("a  ", style: TextStyle(inverse: true))
        XCTAssertEqual(TextRenderer.ansi.render(bar), "\(esc)[0;7ma  \(esc)[0m")
    }

    func testRenderingAViewSwitchesHyperlinksWithColour() {
        let link = Link("Watch", destination: "https://youtu.be/x")
        XCTAssertEqual(TextRenderer.plain.render(link, width: 40), ["Watch: https://youtu.be/x"])
        XCTAssertEqual(TextRenderer(colorMode: .ansi).render(link, width: 40).first?.contains("\(esc)]8;;"), true)
        XCTAssertEqual(TextRenderer.plain.render([StyledLine("a"), StyledLine("b")]), ["a", "b"])
    }

    func testInjectedEscapesNeverReachANSIOutput() {
        let hostile = "\(esc)]8;;https://evil\(esc)\\x\(esc)[2J\u{9B}31m\u{7}"
        let output = TextRenderer.ansi.render(Text(hostile).bold(), width: 40).joined()
        XCTAssertFalse(output.contains("evil"))
        XCTAssertFalse(output.contains("2J"))
        XCTAssertFalse(output.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x07 })
        XCTAssertEqual(output, "\(esc)[0;1mx\(esc)[0m")
    }
}
