import CommandLineKit
import Foundation
import XCTest

/// The zsh and fish scripts run in the real shells (skipped where a shell is not installed): fish through its
/// own `complete -C`, zsh with the completion system's builtins replaced by stand-ins that print what they get.
final class ZshAndFishExecutionTests: XCTestCase {
    private func fish(_ commandLines: [String]) throws -> [[String]] {
        let file = try ShellRunner.temporaryFile(SampleSpec.spec.script(for: .fish), named: "tool.fish")
        defer { try? FileManager.default.removeItem(at: file) }
        let body = commandLines.map { "complete -C '\($0)'; echo ==" }.joined(separator: "; ")
        let output = try ShellRunner.run(
            "fish", arguments: ["--no-config", "-c"], script: "source '\(file.path)'; \(body)")
        return Self.sections(output)
    }

    private func zsh(_ wordLists: [[String]]) throws -> [[String]] {
        let file = try ShellRunner.temporaryFile(SampleSpec.spec.script(for: .zsh), named: "_tool")
        defer { try? FileManager.default.removeItem(at: file) }
        let calls = wordLists.map { words in
            "t " + words.map { "'\($0)'" }.joined(separator: " ")
        }
        let driver = """
            compadd() { local name=${@[-1]}; print -rl -- ${(P)name} }
            _describe() { local name=${@[-1]}; print -rl -- ${(P)name} }
            _files() { print -r -- "(directories)" }
            _message() { print -r -- "(message: $1)" }
            compdef() { print -r -- "(compdef $*)" }
            source '\(file.path)'
            t() { words=("$@"); CURRENT=$#; PREFIX=$words[-1]; _tool; print -- '==' }
            \(calls.joined(separator: "\n"))
            """
        return Self.sections(try ShellRunner.run("zsh", arguments: ["-f", "-c"], script: driver))
    }

    /// Output lines split at `==` lines.
    private static func sections(_ output: String) -> [[String]] {
        var sections: [[String]] = [[]]
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "==" { sections.append([]) } else if !line.isEmpty { sections[sections.count - 1].append(line) }
        }
        return Array(sections.dropLast())
    }

    func testFishCompletesCommandsOptionsValuesAndArguments() throws {
        let results = try fish([
            "tool ", "tool launches --", "tool --tz eu", "tool --tz utc ro", "tool rocket fal", "tool rocket Starship ",
            "tool launch ",
        ])
        XCTAssertEqual(
            results,
            [
                [
                    "completion\tprint a completion script", "launch\tshow one launch", "launches\tlist launches",
                    "rocket\tshow one rocket's specifications",
                ],
                [
                    "--cache-dir\twhere answers are saved", "--help\tshow help", "--offline\tnever use the network",
                    "--oldest-first\toldest first", "--page\tpage number: 1, 2, …",
                    "--tz\ttime zone: local, utc or an IANA zone",
                ],
                ["Europe/Paris\ttime zone: local, utc or an IANA zone"],
                ["rocket\tshow one rocket's specifications"],
                ["Falcon 1", "Falcon 9", "Falcon Heavy"],
                [],
                [],
            ])
    }

    func testZshOffersWhatFitsTheCursor() throws {
        let results = try zsh([
            ["tool", ""], ["tool", "--tz", "utc", "ro"], ["tool", "--tz", ""], ["tool", "rocket", "fal"],
            ["tool", "rocket", "Starship", ""], ["tool", "--cache-dir", ""], ["tool", "launches", "--page", ""],
        ])
        XCTAssertEqual(
            results.first,
            ["(compdef _tool tool)"] + [
                "launches:list launches", "launch:show one launch", "rocket:show one rocket's specifications",
                "completion:print a completion script",
            ])
        XCTAssertEqual(
            Array(results.dropFirst()),
            [
                [
                    "launches:list launches", "launch:show one launch", "rocket:show one rocket's specifications",
                    "completion:print a completion script",
                ],
                ["local", "utc", "Europe/Paris", "America/New_York"],
                ["Falcon 1", "Falcon 9", "Falcon Heavy", "Starship", "O'Neill $HOME"],
                [],
                ["(directories)"],
                ["(message: page number: 1, 2, …)"],
            ])
    }
}
