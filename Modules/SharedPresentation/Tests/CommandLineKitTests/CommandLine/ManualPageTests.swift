import Foundation
import XCTest

@testable import CommandLineKit

/// The manual page is written from the option and command tables: everything the help says is in it.
final class ManualPageTests: XCTestCase {
    typealias Tool = CommandLineProgramTests.Tool
    typealias Option = CommandLineProgramTests.Option

    private let program = CommandLineProgram<Option>(
        name: "tool", version: "2.0.1", title: "does things", about: "A paragraph\non two lines.\n.starts with a dot",
        examples: ["", "list --count 2"], footer: "Exit codes: 0 fine.", helpCommand: .help)

    /// The page's text as a reader sees it, roughly: requests dropped, font and character escapes undone, spaces
    /// squeezed (roff refills lines).
    static func plainText(ofRoff roff: String) -> String {
        roff.split(separator: "\n").filter { !$0.hasPrefix(".") }
            .joined(separator: " ")
            .replacingOccurrences(of: "\\fB", with: "").replacingOccurrences(of: "\\fI", with: "")
            .replacingOccurrences(of: "\\fR", with: "").replacingOccurrences(of: "\\-", with: "-")
            .replacingOccurrences(of: "\\&", with: "").replacingOccurrences(of: "\\e", with: "\\")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func squeezed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func testEveryOptionAndCommandOfTheTablesIsOnThePage() {
        let page = program.manualPage(date: "2026-11-26")
        let text = Self.plainText(ofRoff: page)
        for option in Option.allCases.map(\.declaration) {
            let spelled =
                (option.aliases + [option.name]).joined(separator: ", ")
                + (option.value.placeholder.map { " " + $0 } ?? "")
            XCTAssertTrue(text.contains(spelled + " " + option.help), "\(option.name) is not on the page:\n\(text)")
            if let value = option.defaultValue { XCTAssertTrue(text.contains("\(option.help) (default \(value))")) }
            if let variable = option.environment {
                XCTAssertTrue(
                    page.contains(".B \(variable)\nSets \\fB\(option.name.replacingOccurrences(of: "-", with: "\\-"))"))
                XCTAssertTrue(text.contains("Sets \(option.name) when not empty"), variable)
            }
        }
        for command in Tool.allCases {
            let declaration = command.declaration
            let named = [command.rawValue, declaration.argument.synopsis].filter { !$0.isEmpty }.joined(separator: " ")
            XCTAssertTrue(text.contains(named + " " + declaration.summary), "\(command) is not on the page:\n\(text)")
            for sentence in [declaration.title, declaration.about] + declaration.examples.map({ "tool " + $0 })
            where !sentence.isEmpty {
                XCTAssertTrue(text.contains(squeezed(sentence)), "\(command): \(sentence)")
            }
        }
        for sentence in [
            "tool - does things", "A paragraph on two lines.", "Exit codes: 0 fine.", "tool list --count 2",
        ] {
            XCTAssertTrue(text.contains(sentence), sentence)
        }
    }

    func testEachCommandListsItsOwnOptionsAndTheGlobalOnesComeOnce() throws {
        let text = Self.plainText(ofRoff: program.manualPage(date: "2026-11-26"))
        XCTAssertEqual(text.components(separatedBy: "--count N how many (default 3)").count - 1, 1)
        XCTAssertEqual(text.components(separatedBy: "-v, --verbose say more").count - 1, 1)
        let list = try XCTUnwrap(text.range(of: "list list things"))
        let count = try XCTUnwrap(text.range(of: "--count N"))
        let show = try XCTUnwrap(text.range(of: "show <name> show one thing"))
        XCTAssertTrue(
            list.upperBound <= count.lowerBound && count.upperBound <= show.lowerBound, "--count is under list")
    }

    func testRoffSourceIsEscaped() {
        let page = program.manualPage(section: 1, date: "2026-11-26")
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, #".TH "TOOL" 1 "2026\-11\-26" "tool 2.0.1" "User Commands""#)
        XCTAssertTrue(lines.contains(#"\&.starts with a dot"#), "a text line starting with a dot is not a request")
        XCTAssertTrue(lines.contains(#"\fB\-\-count\fR \fIN\fR"#))
        XCTAssertTrue(page.hasSuffix("\n"))
        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES",
        ] {
            XCTAssertTrue(lines.contains(".SH \(section)"[...]), section)
        }
    }

    func testAProgramWithoutFooterOrVariablesHasNoSectionsForThem() {
        let bare = CommandLineProgram<Option>(name: "t", version: "1.0.0", title: "t", about: "", examples: [])
        let page = bare.manualPage(date: "")
        XCTAssertFalse(page.contains(".SH EXIT STATUS"))
        XCTAssertTrue(page.contains(".SH ENVIRONMENT"), "the table still declares TOOL_HOME")
    }
}
