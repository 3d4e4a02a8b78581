import Foundation
import LaunchLibraryRecordings
import LaunchesCore
import Testing

@testable import LaunchLibrary

/// Every recorded 2026 SpaceX launch (156 real 2.2.0 records) maps into the domain with what the screens need,
/// and the counts match what SOURCES.md measured.
struct RecordedLaunchMappingTests {
    @Test func everyOneOfThe156RecordsMapsWithDateStatusRocketAndPad() throws {
        let launches = try RecordedData.launches(LaunchLibraryRecordings.launches2026).map(
            LaunchLibraryLaunchMapper.launch)
        #expect(launches.count == 156)
        #expect(Set(launches.map(\.id)).count == 156)
        for launch in launches {
            #expect(!launch.name.isEmpty && !launch.name.contains(" | "), "\(launch.id)")
            #expect(launch.dateUtc != nil && launch.datePrecision != nil, "\(launch.name)")
            #expect(launch.reportedStatus != nil && launch.rocket?.name != nil, "\(launch.name)")
            #expect(launch.launchpad?.timezone != nil && launch.launchpad?.name != nil, "\(launch.name)")
        }
    }

    @Test func statusesAndPrecisionsCountAsRecorded() throws {
        let launches = try RecordedData.launches(LaunchLibraryRecordings.launches2026).map(
            LaunchLibraryLaunchMapper.launch)
        let statuses = Dictionary(grouping: launches, by: { $0.reportedStatus?.rawValue ?? "-" }).mapValues(\.count)
        #expect(statuses == ["Success": 96, "Failure": 1, "TBD": 51, "Go": 6, "In Flight": 2])
        let precisions = Dictionary(grouping: launches, by: { $0.datePrecision?.rawValue ?? "-" }).mapValues(\.count)
        #expect(precisions == ["hour": 105, "year": 25, "month": 15, "quarter": 10, "half": 1])
        #expect(launches.filter { $0.timePrecision == .second }.count == 94)
        #expect(launches.filter { $0.timePrecision == .minute }.count == 11)
        #expect(launches.filter { $0.success == true }.count == 96)
        #expect(launches.filter(\.upcoming).count == 57)
    }

    @Test func starshipFlight12HasItsBoosterAndOutcome() throws {
        let launch = try #require(
            try RecordedData.launches(LaunchLibraryRecordings.launches2026).first { $0.name == "Starship | Flight 12" }
        ).mapped
        #expect(launch.name == "Flight 12")
        #expect(launch.reportedStatus == .success && launch.success == true)
        #expect(launch.dateUtc == RecordedData.date("2026-05-22T22:30:24Z"))
        #expect(launch.datePrecision == .hour && launch.timePrecision == .second)
        #expect(launch.rocket == RocketReference(id: "522", name: "Starship", type: "rocket"))
        #expect(launch.launchpad?.timezone == "America/Chicago" && launch.launchpad?.locality == "SpaceX Starbase")
        let booster = try #require(launch.cores.first)
        #expect(booster.serial == "Booster 19" && booster.flight == 1 && booster.reused == false)
        #expect(booster.landingAttempt == true && booster.landingSuccess == false)
        #expect(booster.landingSite == "GOM" && booster.landingType == .ocean)
        #expect(launch.links.webcast != nil && launch.details?.hasPrefix("12th test flight") == true)
        #expect(launch.window == 5400)
    }

    @Test func aReusedFalconBoosterHasItsTurnaroundAndFalconHeavyHasThree() throws {
        let launches = try RecordedData.launches(LaunchLibraryRecordings.launches2026)
        let crew12 = try #require(launches.first { $0.name == "Falcon 9 Block 5 | Crew-12" }).mapped
        let booster = try #require(crew12.cores.first)
        #expect(booster.turnaroundDays == 40 && booster.landingSite == "LZ-40" && booster.landingType == .rtls)
        #expect(booster.serial == "B1101" && booster.reused == true)
        let heavy = try #require(launches.first { $0.name.hasPrefix("Falcon Heavy | ViaSat-3 F3") }).mapped
        #expect(heavy.cores.count == 3)
    }

    @Test func theFailureCarriesItsReason() throws {
        let bluebird = try #require(
            try RecordedData.launches(LaunchLibraryRecordings.launches2026).first {
                $0.id == "53769468-bfd3-45c7-a52b-46a68ed7510f"
            }
        ).mapped
        #expect(bluebird.reportedStatus == .failure && bluebird.success == false)
        #expect(bluebird.failures.first?.reason?.isEmpty == false)
        #expect(LaunchStatus(launch: bluebird, now: RecordedData.date("2026-11-01T00:00:00Z")).label == "Failure")
    }

    @Test func theNormalModeRecordMapsWithoutTheDetailedFields() throws {
        let starlink = try #require(try RecordedData.launches(LaunchLibraryRecordings.launches2026).first).mapped
        #expect(starlink.name == "Starlink Group 6-97")
        #expect(starlink.links.webcast == nil && starlink.cores.isEmpty)
        #expect(starlink.reportedStatus == .success && starlink.launchpad?.timezone == "America/New_York")
    }

    @Test func theNormalModeSnapshotMapsEveryLaunch() throws {
        struct Snapshot: Decodable { let launches: [LaunchLibraryLaunch] }
        let data = try LaunchLibraryRecordings.data(named: LaunchLibraryRecordings.upcomingNormal)
        let launches = try JSONDecoder().decode(Snapshot.self, from: data).launches.map(
            LaunchLibraryLaunchMapper.launch)
        #expect(launches.count == 15)
        #expect(launches.allSatisfy { $0.reportedStatus != nil && $0.dateUtc != nil })
    }
}

extension LaunchLibraryLaunch {
    /// This launch in the domain.
    var mapped: Launch { LaunchLibraryLaunchMapper.launch(self) }
}
