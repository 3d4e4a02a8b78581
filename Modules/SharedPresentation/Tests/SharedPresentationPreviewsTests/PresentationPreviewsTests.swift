import SharedPresentation
import SharedPresentationPreviews
import TextPreviewing
import XCTest

/// `presentation-previews`: lists its previews, renders each at the chosen width, plain or in colour.
final class PresentationPreviewsTests: XCTestCase {
    private let command = PresentationPreviews.command

    func testNoArgumentListsEveryPreviewByName() {
        XCTAssertEqual(command.listingProblems(), [])
    }

    func testEveryPreviewRendersWithinTheChosenWidthPlainOrInColour() {
        XCTAssertEqual(command.renderingProblems(minimumLines: 0), [])
        for preview in PresentationPreviews.all {
            let colour = command.run(arguments: [preview.name, "--color"], isTerminal: false, environment: [:])
            XCTAssertEqual(colour.status, 0, "\(preview.name): --color")
        }
    }

    func testTheChecksNameARepeatedPreviewAndAShortOne() {
        let short = TextPreview("short", "one line") { Text("only line") }
        let command = PreviewCommand(program: "checked", previews: [short, short])
        XCTAssertEqual(command.listingProblems(), ["a name is listed twice: [\"short\", \"short\"]"])
        XCTAssertEqual(
            command.renderingProblems(widths: [40]),
            ["short at 40 prints too few lines (1)", "short at 40 prints too few lines (1)"])
        XCTAssertEqual(command.renderingProblems(widths: [40], minimumLines: 0), [])
    }

    func testTheArchiveStateSaysWhatTheDataIs() {
        let outcome = command.run(arguments: ["load-archive", "--width", "100"], isTerminal: false, environment: [:])
        XCTAssertTrue(outcome.output.contains("as of its last update (October 2022)"), outcome.output)
    }

    func testColourDefaultsToTheTerminalAndNO_COLOR() {
        XCTAssertTrue(
            command.run(arguments: ["badges", "--color"], isTerminal: false, environment: [:]).output.contains(
                "\u{1B}["))
        XCTAssertTrue(command.run(arguments: ["badges"], isTerminal: true, environment: [:]).output.contains("\u{1B}["))
        XCTAssertFalse(
            command.run(arguments: ["badges"], isTerminal: false, environment: [:]).output.contains("\u{1B}"))
        XCTAssertFalse(
            command.run(arguments: ["badges"], isTerminal: true, environment: ["NO_COLOR": "1"]).output.contains(
                "\u{1B}"))
    }

    func testBadInputIsAUsageError() {
        for arguments in [["nope"], ["badges", "--width"], ["badges", "--width", "5"], ["badges", "--bold"]] {
            let outcome = command.run(arguments: arguments, isTerminal: false, environment: [:])
            XCTAssertEqual(outcome.status, 2, "\(arguments)")
            XCTAssertTrue(outcome.error.contains("usage: presentation-previews"), outcome.error)
            XCTAssertEqual(outcome.output, "")
        }
    }

    func testAllPrintsEveryPreviewUnderItsName() {
        let outcome = command.run(arguments: ["all", "--width", "60"], isTerminal: false, environment: [:])
        for preview in PresentationPreviews.all {
            XCTAssertTrue(outcome.output.contains("── \(preview.name) ──"), preview.name)
        }
    }
}
