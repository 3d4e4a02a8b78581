import Foundation
import XCTest

@testable import LaunchesCore

/// The domain diff of two answers: what moved per launch, and which launches left a complete list.
final class LaunchListDiffTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!

    private func date(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

    private func flight12(
        net: String, status: ReportedLaunchStatus, precision: TimePrecision = .second, probability: Int? = 55,
        rocket: String = "Starship", provider: String = "SpaceX"
    ) -> Launch {
        Launch(
            id: "f12", name: "Flight 12", dateUtc: date(net), datePrecision: .hour,
            rocket: RocketReference(id: "r", name: rocket), reportedStatus: status, timePrecision: precision,
            probability: probability, provider: provider)
    }

    func testTheHoldMovesOnlyTheNET() {
        let before = LaunchFacts(launch: flight12(net: "2026-05-21T22:30:01Z", status: .go))
        let diff = LaunchListDiff(
            known: ["f12": before], current: [flight12(net: "2026-05-21T23:30:00Z", status: .go)])

        XCTAssertEqual(
            diff.entries.map(\.changes),
            [[.net(from: date("2026-05-21T22:30:01Z"), to: date("2026-05-21T23:30:00Z"))]])
        XCTAssertEqual(diff.entries.first?.changes.first?.shift, 3599)
        XCTAssertEqual(
            diff.entries.first.map(LaunchChangeText(timeZone: utc).lines),
            ["NET 21 May 2026, 22:30:01 UTC → 21 May 2026, 23:30:00 UTC (1 h later)"])
    }

    func testTheScrubMovesNETPrecisionStatusAndProbability() {
        let before = LaunchFacts(launch: flight12(net: "2026-05-21T23:30:00Z", status: .go))
        let after = flight12(net: "2026-05-22T22:30:00Z", status: .toBeConfirmed, precision: .minute, probability: nil)
        let entry = LaunchListDiff(known: ["f12": before], current: [after]).entries.first

        XCTAssertEqual(
            entry.map(LaunchChangeText(timeZone: utc).lines),
            [
                "NET 21 May 2026, 23:30:00 UTC → 22 May 2026, 22:30 UTC (23 h later)",
                "Precision to the second → to the minute", "Status Go → TBC", "Probability 55% → not given",
            ])
    }

    func testAMoveToAnotherProviderAndRocketIsNamed() {
        let before = LaunchFacts(launch: flight12(net: "2026-05-21T23:30:00Z", status: .go, rocket: "Falcon 9"))
        let after = flight12(net: "2026-05-21T23:30:00Z", status: .go, rocket: "New Glenn", provider: "Blue Origin")
        let entry = LaunchListDiff(known: ["f12": before], current: [after]).entries.first

        XCTAssertEqual(
            entry?.changes, [.provider(from: "SpaceX", to: "Blue Origin"), .rocket(from: "Falcon 9", to: "New Glenn")])
    }

    func testNothingMovedNothingNewIsNoEntry() {
        let launch = flight12(net: "2026-05-21T23:30:00Z", status: .go)
        let renamed = Launch(id: "f12", name: "Flight Twelve", dateUtc: launch.dateUtc)
        XCTAssertEqual(LaunchListDiff(known: ["f12": LaunchFacts(launch: launch)], current: [launch]).entries, [])
        XCTAssertEqual(LaunchListDiff(known: [:], current: [launch]).entries, [], "first seen is no change")
        XCTAssertEqual(
            LaunchListDiff(known: ["f12": LaunchFacts(name: "Flight 12", net: launch.dateUtc)], current: [renamed])
                .entries, [], "a new name alone is not a change")
    }

    func testALaunchMissingFromACompleteAnswerWithinItsSpanLeftTheList() {
        let known = [
            "gone": LaunchFacts(name: "BlueBird 2", net: date("2026-02-28T00:00:00Z")),
            "aged": LaunchFacts(name: "Old", net: date("2026-01-01T00:00:00Z")),
        ]
        let span = LaunchListDiff.Span(from: date("2026-01-21T12:00:00Z"))
        let diff = LaunchListDiff(known: known, current: [], previouslyListed: ["gone", "aged"], completeSpan: span)

        XCTAssertEqual(diff.entries.map(\.id), ["gone"], "one that passed the window only moved out of the question")
        XCTAssertEqual(diff.entries.first?.changes, [.leftList])
        XCTAssertEqual(diff.entries.first?.name, "BlueBird 2")
        XCTAssertEqual(
            LaunchListDiff(known: known, current: [], previouslyListed: ["gone"]).entries, [],
            "one page of many says nothing about the others")
    }

    func testShiftsAreWrittenToTheirScale() {
        XCTAssertEqual(LaunchChangeText.shift(2), "2 s later")
        XCTAssertEqual(LaunchChangeText.shift(-90), "2 min earlier")
        XCTAssertEqual(LaunchChangeText.shift(84_809), "23 h 33 min later")
        XCTAssertEqual(LaunchChangeText.shift(86_400 * 2 + 3600 * 23 + 1900), "3 d later")
        XCTAssertEqual(LaunchChangeText.shift(86_400 * 30), "30 d later")
        // Shifts no whole number of hours could hold are written at the largest shown, not trapped on.
        XCTAssertEqual(LaunchChangeText.shift(1e300), "11574074 d 2 h later")
        XCTAssertEqual(LaunchChangeText.shift(-.infinity), "11574074 d 2 h earlier")
    }

    func testCoarseDatesAndUnknownSidesAreWrittenAsKnown() {
        let before = LaunchFacts(name: "F", net: date("2026-03-31T00:00:00Z"), datePrecision: .quarter)
        let after = LaunchFacts(name: "F", net: date("2026-04-30T00:00:00Z"), datePrecision: .month)
        let text = LaunchChangeText(timeZone: utc)
        XCTAssertEqual(
            LaunchChange.between(before, after).map { text.line($0, before: before, after: after) },
            ["NET Q1 2026 → Apr 2026 (30 d later)", "Precision to the quarter → to the month"])
        XCTAssertEqual(
            text.line(.net(from: nil, to: after.net), before: before, after: after), "NET not given → Apr 2026")
    }
}
