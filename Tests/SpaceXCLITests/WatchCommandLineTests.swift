import LaunchesUI
import SpaceXCLI
import XCTest

/// `spacex watch`'s options: the defaults (the next 3, 1 h and 10 min before, no command), each option, and bad
/// values as usage errors naming the option.
final class WatchCommandLineTests: XCTestCase {
    private let parser = CommandLineParser(environment: [:])

    func testTheDefaultsAreTheNextThreeAtOneHourAndTenMinutes() throws {
        XCTAssertEqual(try parser.parse(["watch"]).command, .watch(WatchArguments()))
        XCTAssertEqual(WatchArguments(), WatchArguments(count: 3, leadTimes: [3_600, 600], command: nil))
    }

    func testEachOptionIsTaken() throws {
        let parsed = try parser.parse(["watch", "--count", "5", "--before", "10m,24h,1h", "--exec", "notify-send hi"])
        XCTAssertEqual(
            parsed.command,
            .watch(WatchArguments(count: 5, leadTimes: [86_400, 3_600, 600], command: "notify-send hi")))
    }

    func testTheLaunchesFiltersAreTaken() throws {
        let parsed = try parser.parse(["watch", "--search", "starship", "--from", "2026-05-01", "--to", "2026-06-01"])
        var expected = WatchArguments()
        (expected.from, expected.to, expected.search) = ("2026-05-01", "2026-06-01", "starship")
        XCTAssertEqual(parsed.command, .watch(expected))
    }

    func testJSONAsksWatchForEventObjectsAndCalendarForItsLaunchesDocuments() throws {
        var watch = WatchArguments()
        watch.json = true
        XCTAssertEqual(try parser.parse(["watch", "--json"]).command, .watch(watch))
        XCTAssertTrue(try parser.parse(["watch", "--json"]).options.json)
        guard case .calendar(let launches, let calendar) = try parser.parse(["calendar", "--crewed", "--json"]).command
        else { return XCTFail("calendar --json is still calendar (its usage, its options)") }
        XCTAssertTrue(calendar.json && launches.crewed)
    }

    func testBadValuesAreUsageErrorsNamingTheOption() {
        for (arguments, words) in [
            (["watch", "--before", "soon"], "--before takes times like 1h,10m"),
            (["watch", "--count", "0"], "--count must be a whole number from 1 to 20"),
            (["watch", "--count", "21"], "--count must be a whole number from 1 to 20"),
        ] {
            XCTAssertThrowsError(try parser.parse(arguments)) { error in
                let usage = error as? UsageError
                XCTAssertTrue(usage?.message.contains(words) == true, "\(arguments): \(error)")
                XCTAssertEqual(usage?.command, .watch)
            }
        }
    }
}
