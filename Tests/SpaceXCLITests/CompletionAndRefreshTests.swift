import Foundation
import SpaceXCLI
import XCTest

@testable import CommandLineKit

/// `--refresh` and `spacex completion`: parsed from the option table, and every script made from that table.
final class CompletionAndRefreshTests: XCTestCase {
    private let parser = CommandLineParser(environment: [:])

    func testRefreshIsAGlobalFlagThatCannotGoWithOffline() throws {
        XCTAssertTrue(try parser.parse(["rockets", "--refresh"]).options.refresh)
        XCTAssertTrue(try parser.parse(["--refresh"]).options.refresh)
        XCTAssertFalse(try parser.parse(["rockets"]).options.refresh)
        XCTAssertThrowsError(try parser.parse(["launches", "--refresh", "--offline"])) { error in
            XCTAssertEqual(
                (error as? UsageError)?.message, "--refresh asks the network and --offline forbids it; use one of them")
        }
    }

    func testCompletionTakesOneKnownShell() throws {
        for shell in Shell.allCases {
            XCTAssertEqual(try parser.parse(["completion", shell.rawValue]).command, .completion(shell))
        }
        for arguments in [["completion"], ["completion", "tcsh"], ["completion", "bash", "zsh"]] {
            XCTAssertThrowsError(try parser.parse(arguments)) { error in
                XCTAssertEqual((error as? UsageError)?.message, "name one shell: bash, zsh or fish")
                XCTAssertEqual((error as? UsageError)?.command, .completion)
            }
        }
    }

    func testALaunchIsAnIdOrAName() throws {
        XCTAssertEqual(try parser.parse(["launch", "Crew-1"]).command, .launch(idOrName: "Crew-1"))
        XCTAssertEqual(try parser.parse(["launch", "crew", "dragon"]).command, .launch(idOrName: "crew dragon"))
    }

    /// Every spelling of every option in the table, every command and the rocket names are in every script.
    func testEveryScriptComesFromTheOptionTable() {
        let spec = CompletionSpec(.spacex, suggestions: [.rocket: ["Falcon 9", "Falcon Heavy"]])
        for shell in Shell.allCases {
            let script = spec.script(for: shell)
            for key in OptionKey.allCases {
                for spelling in key.declaration.spellings {
                    let written = shell == .fish ? spelling.drop { $0 == "-" } : Substring(spelling)
                    XCTAssertTrue(script.contains(written), "\(shell): \(spelling) missing")
                }
            }
            for command in CommandName.allCases {
                XCTAssertTrue(script.contains("'\(command.rawValue)") || script.contains(command.rawValue), "\(shell)")
            }
            XCTAssertTrue(script.contains("'Falcon Heavy'"), "\(shell): rocket names")
            XCTAssertTrue(script.contains("'Europe/Paris'"), "\(shell): --tz zones")
        }
        XCTAssertEqual(
            spec.globalOptions.map(\.spellings),
            OptionKey.allCases.map(\.declaration).filter(\.isGlobal).map(\.spellings))
        XCTAssertEqual(spec.commands.map(\.name), CommandName.allCases.map(\.rawValue))
        let launches = spec.commands.first { $0.name == "launches" }
        XCTAssertEqual(
            launches?.options.map(\.spellings),
            [
                ["--from"], ["--to"], ["--page"], ["--limit"], ["--oldest-first"], ["--search"], ["--upcoming"],
                ["--past"], ["--rocket"], ["--site"], ["--status"], ["--crewed"],
            ])
        XCTAssertEqual(spec.commands.first { $0.name == "rocket" }?.argument, .choices(["Falcon 9", "Falcon Heavy"]))
    }
}
