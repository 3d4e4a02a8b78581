import Foundation
import RocketsCore
import RocketsMocks
import Testing

/// A source that does not describe some parts of a rocket (issue 20): its detail says "not given by <source>"
/// where the figures would be, keeps what the source does give, shows the flight record it counts; a rocket
/// without gaps (the r/SpaceX API) keeps its sections exactly.
struct RocketSourceGapsTests {
    private let gaps = RocketSourceGaps(source: "Another Source", parts: Set(RocketSourceGaps.Part.allCases))

    private func facts(_ detail: RocketDetail) -> [String: [RocketFact]] {
        Dictionary(uniqueKeysWithValues: detail.sections.map { ($0.title, $0.facts) })
    }

    @Test func missingFiguresOfAPartTheSourceDoesNotDescribeSaySo() {
        let rocket = Rocket(
            id: "1", name: "Vehicle", height: Dimension(meters: 70, feet: nil),
            firstStage: FirstStage(
                reusable: nil, engines: nil, fuelAmountTons: nil, burnTimeSec: nil,
                thrustSeaLevel: Thrust(kN: 7607, lbf: nil), thrustVacuum: nil),
            sourceGaps: gaps)
        let sections = facts(RocketDetail(rocket: rocket))
        #expect(sections["Engines"] == [RocketFact("Figures", "not given by Another Source")])
        #expect(sections["Second stage"] == [RocketFact("Figures", "not given by Another Source")])
        #expect(
            sections["First stage"] == [
                RocketFact("Thrust (sea level)", "7,607 kN"),
                RocketFact("Other figures", "not given by Another Source"),
            ])
        let structure = sections["Structure"] ?? []
        #expect(structure.contains(RocketFact("Boosters", "not given by Another Source")))
        #expect(structure.contains(RocketFact("Landing legs", "not given by Another Source")))
        #expect(structure.contains(RocketFact("Height", "70 m")))
        #expect(structure.contains(RocketFact("Mass", RocketFormatter.placeholder)), "a part it describes: a dash")
    }

    @Test func aPartTheSourceDescribesFullyIsUnchanged() {
        var rocket = RocketSamples.falcon9
        rocket.sourceGaps = gaps
        #expect(RocketDetail(rocket: rocket).sections == RocketDetail(rocket: RocketSamples.falcon9).sections)
    }

    @Test func aRocketWithoutGapsOrRecordKeepsItsSections() {
        let titles = RocketDetail(rocket: RocketSamples.falcon9).sections.map(\.title)
        #expect(titles == ["Overview", "Structure", "Engines", "First stage", "Second stage", "Payload capacity"])
        let minimal = facts(RocketDetail(rocket: Rocket(id: "2", name: "Bare")))
        #expect(minimal["Engines"]?.allSatisfy { $0.value == RocketFormatter.placeholder } == true)
    }

    @Test func theFlightRecordFollowsTheOverview() {
        let record = RocketFlightRecord(
            launches: 625, successes: 624, failures: 1, pending: 90, landingAttempts: nil, landings: 580)
        let detail = RocketDetail(rocket: Rocket(id: "3", name: "Counted", flightRecord: record))
        #expect(Array(detail.sections.map(\.title).prefix(2)) == ["Overview", "Flight record"])
        #expect(
            facts(detail)["Flight record"] == [
                RocketFact("Launches", "625"), RocketFact("Successes", "624"), RocketFact("Failures", "1"),
                RocketFact("Upcoming", "90"), RocketFact("Landing attempts", RocketFormatter.placeholder),
                RocketFact("Landings", "580"),
            ])
    }

    @Test func theNoteNamesTheSource() {
        #expect(gaps.note == "not given by Another Source")
    }
}
