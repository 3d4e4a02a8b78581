import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import XCTest

/// `spacex completion bash|zsh|fish` prints a script that completes commands, options, `--tz` zones and the
/// rocket names the API knows; the bash one is run in bash, the fish one in fish when it is installed.
final class CompletionEndToEndTests: ArchiveServerTestCase {
    private func script(_ shell: String) throws -> URL {
        let result = try spacex.run(["completion", shell, "--base-url", server.baseURL.absoluteString])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let file = spacex.cacheDirectory.appendingPathComponent("spacex.\(shell)")
        try result.stdout.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    private func shell(_ path: String, _ arguments: [String]) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw XCTSkip("\(path) is not installed")
        }
        let result = try ChildProcess.run(
            URL(fileURLWithPath: path), arguments: arguments, environment: ProcessInfo.processInfo.environment,
            timeout: 30)
        XCTAssertFalse(result.timedOut, "\(path) ended within 30 s")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        return result.stdout
    }

    /// What bash offers for `words` (the last under the cursor) with the generated script.
    private func bash(_ file: URL, _ words: [String]) throws -> [String] {
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let driver = """
            source '\(file.path)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _spacex
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        return try shell("/bin/bash", ["--norc", "--noprofile", "-c", driver]).split(separator: "\n").map(String.init)
    }

    func testBashCompletesCommandsOptionsZonesAndRocketNames() throws {
        let file = try script("bash")

        XCTAssertEqual(try bash(file, ["spacex", "rock"]), ["rockets", "rocket"])
        XCTAssertEqual(try bash(file, ["spacex", "completion", ""]), ["bash", "zsh", "fish"])
        XCTAssertEqual(try bash(file, ["spacex", "launches", "--old"]), ["--oldest-first"])
        XCTAssertEqual(try bash(file, ["spacex", "--ref"]), ["--refresh"])
        XCTAssertEqual(try bash(file, ["spacex", "rockets", "--tz", "europe/pari"]), ["Europe/Paris"])
        XCTAssertEqual(try bash(file, ["spacex", "--tz", "u"]), ["utc"])
        XCTAssertEqual(
            try bash(file, ["spacex", "rocket", "falcon"]), [#"Falcon\ 1"#, #"Falcon\ 9"#, #"Falcon\ Heavy"#])
        XCTAssertEqual(try bash(file, ["spacex", "--tz", "utc", "rocket", "st"]), ["Starship"])
        XCTAssertEqual(
            try bash(file, ["spacex", "rocket", "\"fal"]), ["Falcon 1", "Falcon 9", "Falcon Heavy"],
            "after an opening quote, as the README's examples type it")
        XCTAssertEqual(server.requests.filter { $0.path == "/v4/rockets/query" }.count, 1, "names from one query")
    }

    func testFishCompletesTheSame() throws {
        let file = try script("fish")
        let output = try shell(
            "/usr/bin/fish",
            [
                "--no-config", "-c",
                "source '\(file.path)'; complete -C 'spacex rocket fal'; complete -C 'spacex --tz Europe/Par'",
            ])
        XCTAssertEqual(
            output.split(separator: "\n").map(String.init),
            [
                "Falcon 1", "Falcon 9", "Falcon Heavy",
                "Europe/Paris\tshow dates in local (default), utc, or an IANA zone like Europe/Paris",
            ])
    }

    func testZshScriptIsACompdefFunction() throws {
        let file = try script("zsh")
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("#compdef spacex\n"), text)
        XCTAssertTrue(text.contains("'Falcon Heavy'"))
        XCTAssertTrue(text.contains("'--refresh:"))
        _ = try shell("/usr/bin/zsh", ["-n", file.path])
    }

    func testAnUnknownShellIsAUsageError() throws {
        let result = try spacex.run(["completion", "tcsh"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("name one shell: bash, zsh or fish"), result.stderr)
        XCTAssertTrue(result.stderr.contains("usage: spacex completion <bash|zsh|fish>"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }
}
