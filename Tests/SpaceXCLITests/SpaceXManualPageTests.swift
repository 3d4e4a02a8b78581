import SpaceXCLI
import XCTest

@testable import CommandLineKit

/// `spacex man` (shipped as spacex.1) says what `spacex help` says: it is written from the same tables.
final class SpaceXManualPageTests: XCTestCase {
    private let program = CommandLineProgram.spacex
    private lazy var page = program.manualPage(date: "2026-11-26")

    /// `text` as it stands in the roff source: hyphens are minus signs there.
    private func roff(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
    }

    func testEveryOptionIsOnThePageWithItsHelp() {
        for option in OptionKey.allCases {
            let declaration = option.declaration
            let help = declaration.help + (declaration.defaultValue.map { " (default \($0))" } ?? "")
            XCTAssertTrue(page.contains("\\fB\(roff(declaration.name))\\fR"), "\(option): no \(declaration.name)")
            XCTAssertTrue(page.contains(roff(help)), "\(option): no \"\(help)\"")
        }
    }

    func testEveryCommandIsOnThePageWithItsSummaryAndExamples() {
        for command in CommandName.allCases {
            let declaration = command.declaration
            XCTAssertTrue(page.contains("\\fB\(roff(command.rawValue))\\fR"), "\(command)")
            XCTAssertTrue(page.contains(roff(declaration.summary)), "\(command): no summary")
            for example in declaration.examples {
                XCTAssertTrue(page.contains(roff("spacex " + example)), "\(command): no example \(example)")
            }
        }
    }

    func testEveryLineOfEveryHelpPageIsOnThePage() {
        let sources = page.split(separator: "\n").map(String.init)
        for topic in [nil] + CommandName.allCases.map(Optional.some) {
            for line in program.help(for: topic).split(separator: "\n") where line.hasPrefix("  ") {
                // The text after the column of spellings or command names, as the page has it.
                var text = line.split(separator: "  ").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                guard !text.isEmpty, !text.hasPrefix("spacex ") else { continue }
                // A spelling wider than the column stands alone; its description is on the next line.
                let segments = line.split(separator: "  ").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                if segments.count == 1, text.hasPrefix("-") { continue }
                let synopses = CommandName.allCases.map { command in
                    let argument = command.declaration.argument.synopsis
                    return command.rawValue + (argument.isEmpty ? "" : " " + argument)
                }
                if synopses.contains(text) { continue }
                // A command whose name and argument are wider than the column is followed by one space only.
                for command in CommandName.allCases {
                    let argument = command.declaration.argument.synopsis
                    let spelled = command.rawValue + (argument.isEmpty ? "" : " " + argument) + " "
                    if text.hasPrefix(spelled) { text.removeFirst(spelled.count) }
                }
                let found = sources.contains { $0.hasSuffix(roff(text)) }
                XCTAssertTrue(found, "spacex help \(topic?.rawValue ?? "") says \"\(text)\"; the manual page does not")
            }
        }
    }

    func testManIsACommandThatTakesNoArgument() throws {
        XCTAssertEqual(try CommandLineParser(environment: [:]).parse(["man"]).command, .manual)
        XCTAssertThrowsError(try CommandLineParser(environment: [:]).parse(["man", "spacex"]))
    }
}
