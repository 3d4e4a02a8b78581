import SharedPresentation
import SharedPresentationPreviews
import TextPreviewing
import XCTest

/// `presentation-previews`: lists its previews, renders each at the chosen width, plain or in colour.
final class PresentationPreviewsTests: XCTestCase {
    private let command = PresentationPreviews.command

    func testNoArgumentListsEveryPreviewByName() {
        let outcome = command.run(arguments: [], isTerminal: false, environment: [:])
        XCTAssertEqual(outcome.status, 0)
        let names = outcome.output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        XCTAssertEqual(names, PresentationPreviews.all.map(\.name))
        XCTAssertEqual(Set(names).count, names.count, "names are unique")
    }

    func testEveryPreviewRendersWithinTheChosenWidthPlainOrInColour() {
        for preview in PresentationPreviews.all {
            for width in [40, 60, 120] {
                let plain = command.run(
                    arguments: [preview.name, "--width", "\(width)", "--no-color"], isTerminal: true,
                    environment: [:])
                XCTAssertEqual(plain.status, 0, preview.name)
                XCTAssertFalse(plain.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, preview.name)
                XCTAssertFalse(plain.output.contains("\u{1B}"), "\(preview.name): plain")
                for line in plain.output.split(separator: "\n") {
                    XCTAssertLessThanOrEqual(DisplayWidth.of(String(line)), width, "\(preview.name) at \(width)")
                }
            }
            let colour = command.run(arguments: [preview.name, "--color"], isTerminal: false, environment: [:])
            XCTAssertEqual(colour.status, 0, "\(preview.name): --color")
        }
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
