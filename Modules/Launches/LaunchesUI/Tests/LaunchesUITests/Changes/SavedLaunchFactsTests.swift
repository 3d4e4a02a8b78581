import Foundation
import LaunchesCore
import XCTest

@testable import LaunchesUI

/// The change history's saved facts: the webcast-live flag is kept when true, and a file written before the flag
/// existed (no key) reads as not live.
final class SavedLaunchFactsTests: XCTestCase {
    func testTheLiveFlagRoundTripsAndAMissingKeyReadsAsNotLive() throws {
        var facts = LaunchFacts(name: "Starship | Flight 12", webcast: URL(string: "https://example.com/f12"))
        facts.webcastIsLive = true
        let live = try JSONEncoder().encode(SavedLaunchFacts(facts))
        XCTAssertEqual(try JSONDecoder().decode(SavedLaunchFacts.self, from: live).facts, facts)

        facts.webcastIsLive = false
        let notLive = try JSONEncoder().encode(SavedLaunchFacts(facts))
        XCTAssertFalse(String(decoding: notLive, as: UTF8.self).contains("webcastIsLive"), "older files' shape")
        let old = Data(#"{"name":"Starship | Flight 12","webcast":"https:\/\/example.com\/f12"}"#.utf8)
        XCTAssertEqual(try JSONDecoder().decode(SavedLaunchFacts.self, from: old).facts, facts)
    }
}
