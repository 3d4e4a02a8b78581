import Foundation
import LaunchLibraryRecordings
import LaunchesCore
import RocketsCore
import Testing

@testable import LaunchLibrary

/// Starship Flight 12's recorded states map to the right statuses and precisions, and the 2.3.0-shaped records
/// (derived from real 2.2.0 ones) map to exactly the same domain values as their originals.
struct TransitionAndShapeTests {
    /// The status and precision of each state, consecutive repeats collapsed.
    @Test func starshipFlight12GoesFromTBDQuarterToSuccessToTheSecond() throws {
        let states = try RecordedData.transitions(LaunchLibraryRecordings.starshipFlight12Transitions).map(
            LaunchLibraryLaunchMapper.launch)
        #expect(states.count == 38)
        struct Step: Equatable {
            let status: ReportedLaunchStatus?
            let date: DatePrecision?
            let time: TimePrecision?
        }
        let steps = states.map { Step(status: $0.reportedStatus, date: $0.datePrecision, time: $0.timePrecision) }
            .reduce(into: [Step]()) { steps, step in if steps.last != step { steps.append(step) } }
        #expect(
            steps == [
                Step(status: .toBeDetermined, date: .quarter, time: nil),
                Step(status: .toBeDetermined, date: .month, time: nil),
                Step(status: .toBeConfirmed, date: .hour, time: .minute),
                Step(status: .go, date: .hour, time: .minute),
                Step(status: .go, date: .hour, time: .second),
                Step(status: .toBeConfirmed, date: .hour, time: .minute),
                Step(status: .go, date: .hour, time: .minute),
                Step(status: .go, date: .hour, time: .second),
                Step(status: .inFlight, date: .hour, time: .second),
                Step(status: .success, date: .hour, time: .second),
            ])
        #expect(states.first?.dateUtc == RecordedData.date("2026-03-31T00:00:00Z"))
        // The badge is the live status the source reports (not a status derived from the date).
        #expect(
            states.first.map { LaunchStatus(launch: $0, now: RecordedData.date("2026-03-30T00:00:00Z")) }
                == .reported(.toBeDetermined))
        #expect(states.allSatisfy { $0.upcoming == ($0.reportedStatus?.isBeforeLaunch == true) })
        #expect(states.last?.success == true)
        #expect(states.allSatisfy { ($0.success == true) == ($0.reportedStatus == .success) })
    }

    @Test func derived230RecordsMapLikeTheir220Originals() throws {
        let originals = Dictionary(
            uniqueKeysWithValues: try RecordedData.launches(LaunchLibraryRecordings.launches2026).map { ($0.id, $0) })
        let derived = try RecordedData.launches(LaunchLibraryRecordings.launches2026Derived230)
        #expect(derived.count == 7)
        for record in derived {
            let original = try #require(originals[record.id])
            #expect(record.mode == original.mode)
            #expect(record.mapped == original.mapped, "\(record.name)")
            // 2.3.0 adds a thumbnail (derived as the same address); everything else is the same.
            var configuration = record.configuration
            configuration?.image?.thumbnailURL = nil
            #expect(configuration == original.configuration, "\(record.name)")
            #expect(record.pad == original.pad && record.stages == original.stages, "\(record.name)")
            #expect(record.webcasts == original.webcasts && record.image?.url == original.image?.url, "\(record.name)")
            #expect(record.image?.thumbnailURL == record.image?.url && original.image?.thumbnailURL == nil)
        }
        let heavy = try #require(derived.first { $0.name.hasPrefix("Falcon Heavy | ViaSat") })
        #expect(heavy.configuration?.launchCost == 90_000_000 && heavy.configuration?.families == ["Falcon"])
        #expect(heavy.pad?.latitude == 28.60822681 && heavy.stages.first?.turnaroundDays == 188)
    }

    @Test func derived230ConfigurationsMapLikeTheir220Originals() throws {
        let originals = try RecordedData.configurations(LaunchLibraryRecordings.launcherConfigurations220)
        let derived = try RecordedData.configurations(LaunchLibraryRecordings.launcherConfigurationsDerived230)
        #expect(derived.map(LaunchLibraryRocketMapper.rocket) == originals.map(LaunchLibraryRocketMapper.rocket))
        #expect(originals.map(\.id) == [161, 164, 522])
    }

    @Test func theSpaceXVehiclesMapToRocketsWithSuccessRatesAndCounts() throws {
        let rockets = try RecordedData.configurations(LaunchLibraryRecordings.launcherConfigurations220).map(
            LaunchLibraryRocketMapper.rocket)
        let falcon9 = try #require(rockets.first { $0.id == "164" })
        #expect(falcon9.name == "Falcon 9" && falcon9.company == "SpaceX" && falcon9.costPerLaunch == 52_000_000)
        let record = try #require(falcon9.flightRecord)
        let launches = try #require(record.launches)
        let successes = try #require(record.successes)
        #expect(launches > 500 && successes <= launches)
        #expect(falcon9.successRatePct == successes * 100 / launches)
        #expect(successes < launches && falcon9.successRatePct == 99, "a vehicle that failed never reads 100%")
        #expect(falcon9.payloadWeights.map(\.id) == ["leo", "gto"] && falcon9.height?.meters != nil)
        #expect(falcon9.engines == nil && falcon9.secondStage == nil && falcon9.landingLegs == nil)
        #expect(falcon9.boosters == nil && falcon9.firstStage?.engines == nil)
        #expect(falcon9.firstStage?.thrustSeaLevel == Thrust(kN: 7607, lbf: nil))
        #expect(falcon9.sourceGaps?.note == "not given by Launch Library")
        #expect(falcon9.sourceGaps?.parts == Set(RocketSourceGaps.Part.allCases))
        let starship = try #require(rockets.first { $0.id == "522" })
        #expect(starship.costPerLaunch == nil && starship.flickrImages.isEmpty)
        #expect(starship.firstFlight == RecordedData.date("2026-05-22T00:00:00Z"))
    }

    /// Issue 20: the rocket detail says which figures Launch Library does not give, keeps the one stage figure
    /// it does give, and shows its flight record; nothing reads "—" for a figure the source never has.
    @Test func theRocketDetailSaysWhatLaunchLibraryDoesNotGive() throws {
        let configurations = try RecordedData.configurations(LaunchLibraryRecordings.launcherConfigurations220)
        let heavy = RocketDetail(rocket: LaunchLibraryRocketMapper.rocket(try #require(configurations.first)))
        let sections = Dictionary(uniqueKeysWithValues: heavy.sections.map { ($0.title, $0.facts) })
        let note = "not given by Launch Library"
        #expect(sections["Engines"] == [RocketFact("Figures", note)])
        #expect(sections["Second stage"] == [RocketFact("Figures", note)])
        #expect(
            sections["First stage"] == [
                RocketFact("Thrust (sea level)", "22,819 kN"), RocketFact("Other figures", note),
            ]
        )
        let structure = try #require(sections["Structure"])
        #expect(
            structure.contains(RocketFact("Boosters", note)) && structure.contains(RocketFact("Landing legs", note)))
        #expect(structure.contains(RocketFact("Height", "70 m (229.7 ft)")))
        #expect(sections["Flight record"]?.first == RocketFact("Launches", "12"))
        #expect(Array(heavy.sections.map(\.title).prefix(2)) == ["Overview", "Flight record"])
    }
}
