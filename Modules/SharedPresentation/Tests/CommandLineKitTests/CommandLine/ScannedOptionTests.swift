import Foundation
import XCTest

@testable import CommandLineKit

/// Reading a scanned option's value by its declared kind: the value when it fits, else one message naming the
/// option as it was named (a spelling or a variable) and what it takes, with the command it came with.
final class ScannedOptionTests: XCTestCase {
    private typealias Tool = CommandLineProgramTests.Tool

    private enum Option: String, CommandLineOptionTable {
        case size, colour, home, bare, zone, query, folder

        var declaration: CommandLineOption<Tool> {
            switch self {
            case .size: .init("--size", .number(2...5), "size")
            case .colour: .init("--colour", .choice(["red", "green", "blue"]), "colour")
            case .home: .init("--home", .url, "home", default: "https://example.org")
            case .bare: .init("--bare", .url, "no default")
            case .zone: .init("--tz", .timeZone, "zone")
            case .query: .init("--query", .text, "query")
            case .folder: .init("--folder", .directory, "folder")
            }
        }
    }

    private func scanned(_ option: Option, _ value: String, as name: String? = nil, command: Tool? = nil)
        -> ScannedOption<Option>
    {
        ScannedOption(option, name: name ?? option.declaration.name, value: value, command: command)
    }

    private func failure<Value>(_ read: @autoclosure () throws -> Value) -> CommandLineError<Tool>? {
        do {
            _ = try read()
            return nil
        } catch {
            return error as? CommandLineError<Tool>
        }
    }

    func testNumbersInTheirRange() throws {
        XCTAssertEqual(try scanned(.size, "2").number(), 2)
        XCTAssertEqual(try scanned(.size, "5").number(), 5)
        XCTAssertEqual(
            failure(try scanned(.size, "6", command: .list).number()),
            CommandLineError("--size must be a whole number from 2 to 5, not '6'", command: .list))
        XCTAssertEqual(
            failure(try scanned(.size, "x", as: "SIZE").number())?.message,
            "SIZE must be a whole number from 2 to 5, not 'x'")
    }

    func testChoicesAreReadByTheirParserAndListedWhenWrong() throws {
        let parse = { (text: String) in ["red", "green", "blue"].first { $0 == text.lowercased() } }
        XCTAssertEqual(try scanned(.colour, "GREEN").choice(parse), "green")
        XCTAssertEqual(
            failure(try scanned(.colour, "pink").choice(parse))?.message,
            "--colour must be red, green or blue, not 'pink'")
        XCTAssertEqual(
            failure(try scanned(.colour, "\u{7}", as: "COLOUR").choice(parse))?.message,
            "COLOUR must be red, green or blue, not '?'")
    }

    func testURLsNeedHTTPAndAHostAndLoseTrailingSlashes() throws {
        XCTAssertEqual(
            try scanned(.home, " http://127.0.0.1:8080/api// ").url().absoluteString, "http://127.0.0.1:8080/api")
        XCTAssertEqual(try scanned(.home, "HTTPS://h").url().absoluteString, "HTTPS://h")
        for bad in ["ftp://h", "http://", "h:80", "http://h/?q=1", "http://h/#f"] {
            XCTAssertEqual(
                failure(try scanned(.home, bad, command: .show).url()),
                CommandLineError(
                    "--home must be an http:// or https:// URL with a host, like https://example.org, not '\(bad)'",
                    command: .show))
        }
        XCTAssertEqual(
            failure(try scanned(.bare, "x").url())?.message,
            "--bare must be an http:// or https:// URL with a host, not 'x'")
    }

    /// Issue 27.8: user info is refused for what it is, and the password is never echoed.
    func testURLsWithAUserOrPasswordAreRefusedWithoutEchoingThem() {
        for bad in ["http://u@h", "http://user:secretpw@127.0.0.1:9/", "https://a:b@c@h/x", "http://user:p w@h"] {
            let message = failure(try scanned(.home, bad, command: .show).url())?.message ?? ""
            XCTAssertTrue(message.hasPrefix("--home must not carry a user name or password (given for '"), message)
            XCTAssertFalse(["secretpw", "user:", "u@", ":b", "p w"].contains { message.contains($0) }, message)
        }
    }

    func testTimeZones() throws {
        XCTAssertEqual(try scanned(.zone, "LOCAL").timeZone(), .local)
        for utc in ["utc", "Z", "gmt"] { XCTAssertEqual(try scanned(.zone, utc).timeZone(), .utc) }
        XCTAssertEqual(try scanned(.zone, "Europe/Paris").timeZone(), .named("Europe/Paris"))
        XCTAssertEqual(try scanned(.zone, "EST").timeZone(), .named("EST"))
        for bad in ["", "Mars/Olympus", "Europe"] {
            XCTAssertEqual(
                failure(try scanned(.zone, bad, command: .list).timeZone()),
                CommandLineError(
                    "unknown time zone '\(bad)'; use local, utc or an IANA name like Europe/Paris", command: .list))
        }
        XCTAssertEqual(TimeZoneChoice.named("Asia/Tokyo").timeZone.identifier, "Asia/Tokyo")
        XCTAssertEqual(TimeZoneChoice.utc.timeZone.secondsFromGMT(), 0)
        XCTAssertEqual(TimeZoneChoice.local.timeZone, TimeZone.current)
    }

    func testTextAndDirectoriesMustNotBeEmpty() throws {
        XCTAssertEqual(try scanned(.query, " a ").text(), " a ")
        XCTAssertEqual(failure(try scanned(.query, " \t").text())?.message, "--query needs some text")
        XCTAssertEqual(try scanned(.folder, " ").directory(), " ")
        XCTAssertEqual(
            failure(try scanned(.folder, "", command: .show).directory()),
            CommandLineError("--folder needs a directory", command: .show))
        XCTAssertEqual(ArgumentScanner.alternatives(["a"]), "a")
        XCTAssertEqual(ArgumentScanner.alternatives(["a", "b"]), "a or b")
    }
}
