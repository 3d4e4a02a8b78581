import CommandLineKit
import Foundation
import XCTest

/// The bash script, run in a real bash: what `_tool` puts in COMPREPLY for the words typed so far.
final class BashScriptTests: XCTestCase {
    private static let script = SampleSpec.spec.script(for: .bash)

    /// The completions bash offers for `words`, the last being the word under the cursor.
    private func complete(_ words: [String]) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("cache dir"), withIntermediateDirectories: true)
        let scriptFile = directory.appendingPathComponent("tool.bash")
        try Self.script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let quotedWords = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let driver = """
            cd '\(directory.path)' || exit 3
            source '\(scriptFile.path)' || exit 4
            COMP_WORDS=(\(quotedWords.joined(separator: " ")))
            COMP_CWORD=\(words.count - 1)
            _tool
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", driver]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, errorText)
        XCTAssertEqual(errorText, "", "the script runs without errors")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    func testCommandsAtTheStart() throws {
        XCTAssertEqual(try complete(["tool", ""]), ["launches", "launch", "rocket", "completion"])
        XCTAssertEqual(try complete(["tool", "la"]), ["launches", "launch"])
        XCTAssertEqual(try complete(["tool", "--offline", "ro"]), ["rocket"], "options before the command are skipped")
    }

    func testOptionsOfTheCommandAndTheGlobalOnes() throws {
        XCTAssertEqual(try complete(["tool", "-"]), ["--tz", "--cache-dir", "--offline", "-h", "--help"])
        XCTAssertEqual(
            try complete(["tool", "launches", "--"]),
            ["--page", "--oldest-first", "--tz", "--cache-dir", "--offline", "--help"])
        XCTAssertEqual(try complete(["tool", "rocket", "--o"]), ["--offline"])
    }

    func testOptionValues() throws {
        XCTAssertEqual(try complete(["tool", "--tz", ""]), ["local", "utc", "Europe/Paris", "America/New_York"])
        XCTAssertEqual(try complete(["tool", "launches", "--tz", "eu"]), ["Europe/Paris"], "case is ignored")
        XCTAssertEqual(try complete(["tool", "launches", "--page", ""]), [], "a number has no suggestions")
        XCTAssertEqual(try complete(["tool", "--cache-dir", "cac"]), ["cache dir"])
    }

    func testAnOptionsValueIsNotTakenForTheCommand() throws {
        XCTAssertEqual(try complete(["tool", "--tz", "utc", "ro"]), ["rocket"])
        XCTAssertEqual(try complete(["tool", "--tz", "rocket", "la"]), ["launches", "launch"])
    }

    func testArgumentsWithSpacesAreOfferedQuoted() throws {
        XCTAssertEqual(try complete(["tool", "rocket", "fal"]), [#"Falcon\ 1"#, #"Falcon\ 9"#, #"Falcon\ Heavy"#])
        XCTAssertEqual(try complete(["tool", "rocket", #"Falcon\ H"#]), [#"Falcon\ Heavy"#])
        XCTAssertEqual(try complete(["tool", "rocket", "o"]), [#"O\'Neill\ \$HOME"#])
        XCTAssertEqual(try complete(["tool", "completion", ""]), ["bash", "zsh", "fish"])
    }

    /// `tool rocket "fal<Tab>`: bash hands the word with its opening quote; the words are offered as they are
    /// inside that quote, and readline closes it.
    func testAfterAnOpeningQuoteWordsAreOfferedAsTheyAreInsideIt() throws {
        XCTAssertEqual(try complete(["tool", "rocket", "\"fal"]), ["Falcon 1", "Falcon 9", "Falcon Heavy"])
        XCTAssertEqual(try complete(["tool", "rocket", "'falcon h"]), ["Falcon Heavy"])
        XCTAssertEqual(try complete(["tool", "rocket", "\"o"]), [#"O'Neill \$HOME"#])
        XCTAssertEqual(try complete(["tool", "rocket", "'o"]), [#"O'\''Neill $HOME"#])
        XCTAssertEqual(try complete(["tool", "--tz", "\"eu"]), ["Europe/Paris"])
    }

    func testOnlyTheFirstArgumentIsCompleted() throws {
        XCTAssertEqual(try complete(["tool", "rocket", "Starship", ""]), [])
        XCTAssertEqual(try complete(["tool", "launch", ""]), [])
    }

    func testTheShellsCaseMatchingIsLeftAsItWas() throws {
        let file = try ShellRunner.temporaryFile(Self.script, named: "tool.bash")
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try ShellRunner.run(
            "bash", arguments: ["--norc", "--noprofile", "-c"],
            script:
                "source '\(file.path)'; COMP_WORDS=(tool rocket f); COMP_CWORD=2; _tool; shopt -p nocasematch || true")
        XCTAssertEqual(output, "shopt -u nocasematch\n")
    }

    func testTheScriptRegistersItselfAndSaysHowToInstall() {
        XCTAssertTrue(Self.script.hasSuffix("complete -F _tool tool\n"))
        XCTAssertTrue(
            Self.script.contains("# Install: tool completion bash > ~/.local/share/bash-completion/completions/tool"))
    }
}
