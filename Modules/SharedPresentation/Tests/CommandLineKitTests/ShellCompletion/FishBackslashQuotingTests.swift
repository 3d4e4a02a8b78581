import Foundation
import XCTest

@testable import CommandLineKit

/// Words with backslashes reach fish unchanged: inside fish single quotes `\\` and `\'` are escapes, so a word
/// ending in a backslash must have it doubled, or it would swallow its own closing quote.
final class FishBackslashQuotingTests: XCTestCase {
    private let spec = CompletionSpec(
        program: "tool", globalOptions: [],
        commands: [
            CompletionCommand(
                name: "rocket", help: "show a rocket", argument: .choices(["Trailing\\", "Mid\\dle", "Plain"]))
        ])

    func testBackslashesAreDoubledInTheFishScript() {
        let script = spec.script(for: .fish)
        XCTAssertTrue(script.contains(#"'Trailing\\' 'Mid\\dle' 'Plain'"#), script)
    }

    func testFishOffersTheWordsWithTheirBackslashes() throws {
        let file = try ShellRunner.temporaryFile(spec.script(for: .fish), named: "tool.fish")
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try ShellRunner.run(
            "fish", arguments: ["--no-config", "-c"], script: "source '\(file.path)'; complete -C 'tool rocket '")
        XCTAssertEqual(output.split(separator: "\n").map(String.init), ["Mid\\dle", "Plain", "Trailing\\"])
    }
}
