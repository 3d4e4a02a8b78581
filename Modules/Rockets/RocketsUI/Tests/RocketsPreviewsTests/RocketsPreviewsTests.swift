import RocketsPreviews
import SharedPresentation
import TextPreviewing
import XCTest

/// `rockets-previews`: lists every screen state, renders each within the chosen width, plain or in colour.
final class RocketsPreviewsTests: XCTestCase {
    private let command = RocketsPreviews.command

    func testNoArgumentListsEveryPreviewAndEachScreenHasSeveralStates() {
        let outcome = command.run(arguments: [], isTerminal: false, environment: [:])
        XCTAssertEqual(outcome.status, 0)
        let names = outcome.output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        XCTAssertEqual(names, RocketsPreviews.all.map(\.name))
        XCTAssertEqual(Set(names).count, names.count)
        for screen in ["list-", "detail-"] {
            XCTAssertGreaterThanOrEqual(names.filter { $0.hasPrefix(screen) }.count, 2, screen)
        }
    }

    func testEveryPreviewRendersWithinTheChosenWidth() {
        for preview in RocketsPreviews.all {
            for width in [40, 60, 120] {
                let outcome = command.run(
                    arguments: [preview.name, "--width", "\(width)", "--no-color"], isTerminal: true, environment: [:])
                XCTAssertEqual(outcome.status, 0, preview.name)
                XCTAssertFalse(outcome.output.contains("\u{1B}"), preview.name)
                let lines = outcome.output.split(separator: "\n")
                XCTAssertGreaterThan(lines.count, 2, preview.name)
                for line in lines {
                    XCTAssertLessThanOrEqual(DisplayWidth.of(line), width, "\(preview.name) at \(width): \(line)")
                }
            }
        }
    }

    func testTheExampleFromTheReadme() {
        let outcome = command.run(arguments: ["detail-falcon9", "--width", "60"], isTerminal: false, environment: [:])
        XCTAssertTrue(outcome.output.contains("Falcon 9 is a two-stage rocket"), outcome.output)
        XCTAssertTrue(outcome.output.contains("Merlin"), outcome.output)
        let colour = command.run(arguments: ["detail-falcon9", "--color"], isTerminal: false, environment: [:])
        XCTAssertTrue(colour.output.contains("\u{1B}["), "--color")
    }

    func testAnUnknownNameIsAUsageError() {
        let outcome = command.run(arguments: ["detail-nope"], isTerminal: false, environment: [:])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.contains("usage: rockets-previews"), outcome.error)
    }
}
