import Foundation
import LaunchesCore
import LaunchesUI
import XCTest

/// `spacex watch` in a pipe: one line per event, text or (with `--json`) one JSON object holding the variables
/// `--exec` gets, so a script reads the same facts either way.
@MainActor
final class WatchLineReporterTests: XCTestCase {
    private let net = Date(timeIntervalSince1970: 1_779_406_200)  // 2026-05-21T23:30:00Z
    private let utc = TimeZone(identifier: "UTC")!

    private var event: WatchEvent {
        WatchEvent(
            kind: .leadTime(600), time: net.addingTimeInterval(-600), launchID: "f12",
            facts: LaunchFacts(name: "Starship \"Flight\" 12", net: net, status: .go))
    }

    private func printed(json: Bool) async -> [String] {
        var lines: [String] = []
        let reporter = WatchLineReporter(timeZone: utc, json: json, out: { lines.append($0) }, note: { _ in })
        await reporter.report(event)
        return lines
    }

    func testWithJSONAnEventIsOneObjectOfItsExecVariables() async throws {
        let lines = await printed(json: true)
        XCTAssertEqual(lines.count, 1)
        let line = try XCTUnwrap(lines.first)
        XCTAssertTrue(line.hasSuffix("}\n") && !line.dropLast().contains("\n"), line)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let variables = WatchEventText(timeZone: utc).environment(event)
        XCTAssertEqual(Set(object.keys), Set(variables.keys.map { $0.dropFirst("SPACEX_".count).lowercased() }))
        XCTAssertEqual(object["event"] as? String, "lead-time")
        XCTAssertEqual(object["launch"] as? String, "Starship \"Flight\" 12")
        XCTAssertEqual(object["launch_id"] as? String, "f12")
        XCTAssertEqual(object["net"] as? String, "2026-05-21T23:30:00Z")
        XCTAssertEqual(object["time"] as? String, "2026-05-21T23:20:00Z")
        XCTAssertEqual(object["status"] as? String, "Go")
        XCTAssertEqual(object["lead"] as? Int, 600, "a number of seconds, not text")
        XCTAssertTrue(line.hasPrefix(#"{"event":"lead-time","launch":"#), "keys sorted: \(line)")
    }

    func testWithoutJSONAnEventIsItsTextLine() async {
        let lines = await printed(json: false)
        XCTAssertEqual(lines, [WatchEventText(timeZone: utc).line(event) + "\n"])
    }
}
