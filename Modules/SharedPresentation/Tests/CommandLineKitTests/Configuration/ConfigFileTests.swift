import Foundation
import XCTest

@testable import CommandLineKit

/// The config file: `key = value` lines, settings from an option table, key lines, a warning naming each line left
/// out, and the file's settings below the environment's.
final class ConfigFileTests: XCTestCase {
    private enum Tool: String, CaseIterable, Hashable, Sendable { case list }

    private enum Option: CaseIterable, Hashable, Sendable, CommandLineOptionTable {
        case source, zone, address, verbose
        var declaration: CommandLineOption<Tool> {
            switch self {
            case .source: CommandLineOption("--source", .choice(["one", "two"]), "where", environment: "TOOL_SOURCE")
            case .zone: CommandLineOption("--tz", .timeZone, "zone", environment: "TOOL_TZ")
            case .address: CommandLineOption("--base-url", .url, "address", environment: "TOOL_URL")
            case .verbose: CommandLineOption("--verbose", .flag, "say more")
            }
        }
    }

    private let settings =
        ConfigFile.Setting.options(of: Option.self)
        + [ConfigFile.Setting("theme", variable: "TOOL_THEME", choices: ["dark", "light"])]

    private func read(_ lines: String...) -> ConfigFile {
        ConfigFile(text: lines.joined(separator: "\n"), path: "/c", settings: settings)
    }

    func testSettingsKeyLinesCommentsAndSpaces() {
        let file = read(
            "# my settings", "", "  source =   two  # the second", "tz=Europe/Paris", "THEME = Light",
            "base-url = http://h:1/x",
            "key.down = n", "key.page-down = space PgDn-is-no-key", "key.up = e  i", "key.help = #")
        XCTAssertEqual(
            file.values,
            ["TOOL_SOURCE": "two", "TOOL_TZ": "Europe/Paris", "TOOL_THEME": "Light", "TOOL_URL": "http://h:1/x"])
        XCTAssertEqual(
            file.keyLines,
            [
                ConfigFile.KeyLine(command: "down", keys: ["n"], line: 7),
                ConfigFile.KeyLine(command: "up", keys: ["e", "i"], line: 9),
                ConfigFile.KeyLine(command: "help", keys: ["#"], line: 10),
            ])
        XCTAssertEqual(
            file.warnings, ["/c:8: key.page-down: 'PgDn-is-no-key' is not one character or 'space'; line left out"])
    }

    func testEveryBadLineIsOneWarningNamingItAndTheRestIsRead() {
        let file = read(
            "source = three", "no equals sign", "tz = Mars/Olympus", "colour = red", "base-url = ftp://x",
            "source = one", "key.down = n", "key.down = m", "verbose = yes")
        XCTAssertEqual(
            file.warnings,
            [
                "/c:1: source: must be one or two, not 'three'; line left out",
                "/c:2: expected 'key = value', not 'no equals sign'; line left out",
                "/c:3: tz: unknown time zone 'Mars/Olympus'; use local, utc or an IANA name like Europe/Paris; "
                    + "line left out",
                "/c:4: unknown key 'colour' (known: source, tz, base-url, theme, key.<command>); line left out",
                "/c:5: base-url: must be an http:// or https:// URL with a host, not 'ftp://x'; line left out",
                "/c:6: source is already set on line 1; line left out",
                "/c:8: key.down is already set on line 7; line left out",
                "/c:9: unknown key 'verbose' (known: source, tz, base-url, theme, key.<command>); line left out",
            ])
        XCTAssertEqual(file.values, [:])
        XCTAssertEqual(file.keyLines.map(\.keys), [["n"]])
    }

    func testKeyLinesRefusedByTheBinderWarnWithTheirLine() {
        var file = read("key.down = n", "key.sideways = s")
        var bound: [String] = []
        file.bindKeys { command, keys in
            guard command == "down" else { return "no command '\(command)'" }
            bound.append("\(command) \(String(keys))")
            return nil
        }
        XCTAssertEqual(bound, ["down n"])
        XCTAssertEqual(file.warnings, ["/c:2: key.sideways: no command 'sideways'; line left out"])
    }

    func testTheEnvironmentWinsOverTheFileUnlessItsVariableIsEmpty() {
        let file = read("source = two", "tz = utc")
        let merged = file.environment(over: ["TOOL_SOURCE": "one", "TOOL_TZ": "", "HOME": "/h"])
        XCTAssertEqual(merged, ["TOOL_SOURCE": "one", "TOOL_TZ": "utc", "HOME": "/h"])
    }

    func testLocationFollowsXDGThenHome() {
        XCTAssertEqual(ConfigFile.location(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]), "/x/spacex/config")
        XCTAssertEqual(
            ConfigFile.location(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]),
            "/h/.config/spacex/config", "a relative XDG_CONFIG_HOME is ignored, as the spec says")
        XCTAssertNil(ConfigFile.location(environment: [:]))
    }

    func testLoadReadsTheFileAndAnUnreadableOneIsOneWarning() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("spacex/config")
        let environment = ["XDG_CONFIG_HOME": folder.path]
        XCTAssertEqual(ConfigFile.load(environment: environment, settings: settings).warnings, [], "no file: nothing")

        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        XCTAssertEqual(
            ConfigFile.load(environment: environment, settings: settings).warnings,
            ["\(config.path): can't be read as a UTF-8 text file of at most 64 KiB; left out"])

        try FileManager.default.removeItem(at: config)
        try Data("source = two\n".utf8).write(to: config)
        XCTAssertEqual(ConfigFile.load(environment: environment, settings: settings).values, ["TOOL_SOURCE": "two"])
    }
}
