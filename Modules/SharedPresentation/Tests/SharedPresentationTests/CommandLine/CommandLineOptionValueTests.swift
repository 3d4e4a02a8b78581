import Foundation
import SharedPresentation
import XCTest

/// Reading option values by kind: the value when it fits, else one message naming the option and what it takes.
final class CommandLineOptionValueTests: XCTestCase {
    private typealias Option = CommandLineOption<CommandLineProgramTests.Tool>

    private let size = Option("--size", .number(2...5), "size")
    private let colour = Option("--colour", .choice(["red", "green", "blue"]), "colour")
    private let home = Option("--home", .url, "home", default: "https://example.org")
    private let bare = Option("--bare", .url, "no default")
    private let zone = Option("--tz", .timeZone, "zone")
    private let query = Option("--query", .text, "query")
    private let folder = Option("--folder", .directory, "folder")

    private func message<Value>(_ read: @autoclosure () throws -> Value) -> String? {
        do {
            _ = try read()
            return nil
        } catch {
            return (error as? CommandLineError<CommandLineProgramTests.Tool>)?.message ?? "\(error)"
        }
    }

    func testNumbersInTheirRange() throws {
        XCTAssertEqual(try size.number("2", command: nil), 2)
        XCTAssertEqual(try size.number("5", command: nil), 5)
        XCTAssertEqual(
            message(try size.number("6", command: .list)),
            "--size must be a whole number from 2 to 5, not '6'")
        XCTAssertEqual(
            message(try size.number("x", source: "SIZE", command: nil)),
            "SIZE must be a whole number from 2 to 5, not 'x'")
    }

    func testChoicesAreReadByTheirParserAndListedWhenWrong() throws {
        let parse = { (text: String) in ["red", "green", "blue"].first { $0 == text.lowercased() } }
        XCTAssertEqual(try colour.choice("GREEN", command: nil, parse), "green")
        XCTAssertEqual(
            message(try colour.choice("pink", command: nil, parse)),
            "--colour must be red, green or blue, not 'pink'")
        XCTAssertEqual(
            message(try colour.choice("\u{7}", source: "COLOUR", command: nil, parse)),
            "COLOUR must be red, green or blue, not '?'")
    }

    func testURLsNeedHTTPAndAHostAndLoseTrailingSlashes() throws {
        XCTAssertEqual(
            try home.url(" http://127.0.0.1:8080/api// ", command: nil).absoluteString, "http://127.0.0.1:8080/api")
        XCTAssertEqual(try home.url("HTTPS://h", command: nil).absoluteString, "HTTPS://h")
        for bad in ["ftp://h", "http://", "h:80", "http://h/?q=1", "http://h/#f", "http://u@h"] {
            XCTAssertEqual(
                message(try home.url(bad, command: nil)),
                "--home must be an http:// or https:// URL with a host, like https://example.org, not '\(bad)'")
        }
        XCTAssertEqual(
            message(try bare.url("x", command: nil)),
            "--bare must be an http:// or https:// URL with a host, not 'x'")
    }

    func testTimeZones() throws {
        XCTAssertEqual(try zone.timeZone("LOCAL", command: nil), .local)
        for utc in ["utc", "Z", "gmt"] { XCTAssertEqual(try zone.timeZone(utc, command: nil), .utc) }
        XCTAssertEqual(try zone.timeZone("Europe/Paris", command: nil), .named("Europe/Paris"))
        XCTAssertEqual(try zone.timeZone("EST", command: nil), .named("EST"))
        for bad in ["", "Mars/Olympus", "Europe"] {
            XCTAssertEqual(
                message(try zone.timeZone(bad, command: nil)),
                "unknown time zone '\(bad)'; use local, utc or an IANA name like Europe/Paris")
        }
        XCTAssertEqual(TimeZoneChoice.named("Asia/Tokyo").timeZone.identifier, "Asia/Tokyo")
        XCTAssertEqual(TimeZoneChoice.utc.timeZone.secondsFromGMT(), 0)
        XCTAssertEqual(TimeZoneChoice.local.timeZone, TimeZone.current)
    }

    func testTextAndDirectoriesMustNotBeEmpty() throws {
        XCTAssertEqual(try query.text(" a ", command: nil), " a ")
        XCTAssertEqual(message(try query.text(" \t", command: nil)), "--query needs some text")
        XCTAssertEqual(try folder.directory(" ", command: nil), " ")
        XCTAssertEqual(message(try folder.directory("", command: .show)), "--folder needs a directory")
        XCTAssertEqual(ArgumentScanner.alternatives(["a"]), "a")
        XCTAssertEqual(ArgumentScanner.alternatives(["a", "b"]), "a or b")
    }
}
