import Foundation
import LaunchesCore
import LaunchesMocks
import XCTest

@testable import RepositoryImplementations

/// The mock data is the archive's real data and covers every edge it promises.
final class LaunchMocksDataTests: XCTestCase {
    /// 2026-11-21T00:00:00Z.
    private let now = Date(timeIntervalSince1970: 1_795_219_200)
    private let realRocketIds: Set = [
        "5e9d0d95eda69955f709d1eb", "5e9d0d95eda69973a809d1ec", "5e9d0d95eda69974db09d1ed", "5e9d0d96eda699382d09d1ee",
    ]
    private let realPadZones = [
        "5e9e4501f5090910d4566f83": "America/Los_Angeles", "5e9e4501f509094ba4566f84": "America/New_York",
        "5e9e4502f5090927f8566f85": "America/Chicago", "5e9e4502f5090995de566f86": "Pacific/Kwajalein",
        "5e9e4502f509092b78566f87": "America/Los_Angeles", "5e9e4502f509094188566f88": "America/New_York",
    ]

    func testSampleDatasetIsTheWholeArchive() {
        let launches = LaunchMocks.sampleDataset
        XCTAssertEqual(launches.count, 205)
        XCTAssertEqual(Set(launches.map(\.id)).count, launches.count)
        let calendar = Calendar(identifier: .gregorian)
        var utcCalendar = calendar
        utcCalendar.timeZone = LaunchFilter.utc
        let years = launches.compactMap(\.dateUtc).map { utcCalendar.component(.year, from: $0) }
        XCTAssertEqual(years.min(), 2006)
        XCTAssertEqual(years.max(), 2022)
        XCTAssertEqual(years.filter { $0 == 2020 }.count, 26)
        for launch in launches {
            XCTAssertFalse(launch.name.isEmpty)
            XCTAssertNotNil(launch.dateUtc, launch.name)
            let rocket = launch.rocket
            XCTAssertTrue(realRocketIds.contains(rocket?.id ?? ""), launch.name)
            XCTAssertNotNil(rocket?.name, launch.name)
            XCTAssertEqual(rocket?.type, "rocket", launch.name)
            let pad = launch.launchpad
            XCTAssertEqual(realPadZones[pad?.id ?? ""], pad?.timezone, launch.name)
            XCTAssertNotNil(pad?.fullName, launch.name)
        }
        XCTAssertEqual(Set(ArchiveLaunchpads.all.map(\.id)), Set(realPadZones.keys))
        XCTAssertEqual(Set(ArchiveRockets.all.map(\.id)), realRocketIds)
        for pad in ArchiveLaunchpads.all {
            XCTAssertEqual(realPadZones[pad.id], pad.timezone)
        }
    }

    func testSampleDatasetCoversTheInterestingLaunches() {
        let byName = Dictionary(uniqueKeysWithValues: LaunchMocks.sampleDataset.map { ($0.name, $0) })
        XCTAssertEqual(byName["FalconSat"]?.failures.first?.summary, "T+33 s: merlin engine failure")
        XCTAssertEqual(byName["Falcon Heavy Test Flight"]?.cores.count, 3)
        XCTAssertEqual(byName["Crew-1"]?.crew.count, 4, "the archive's v4 crew: ids without roles")
        XCTAssertEqual(byName["Crew-1"]?.crew.compactMap(\.role), [])
        XCTAssertTrue(LaunchMocks.sampleDataset.contains { $0.cores.contains { $0.landingType == .ocean } })
        let statuses = Set(LaunchMocks.sampleDataset.map { LaunchStatus(launch: $0, now: now).label })
        XCTAssertEqual(statuses, ["Success", "Failure", "Awaiting update", "Unknown"])
        let precisions = Set(LaunchMocks.sampleDataset.compactMap(\.datePrecision))
        XCTAssertEqual(precisions, [.hour, .day, .month])
    }

    func testPagesAreDifferentStaticAndNewestFirst() {
        XCTAssertEqual(LaunchMocks.pageOne.count, 10)
        XCTAssertEqual(LaunchMocks.pageTwo.count, 10)
        XCTAssertTrue(Set(LaunchMocks.pageOne.map(\.id)).isDisjoint(with: LaunchMocks.pageTwo.map(\.id)))
        let dates = (LaunchMocks.pageOne + LaunchMocks.pageTwo).compactMap(\.dateUtc)
        XCTAssertEqual(dates, dates.sorted(by: >))
        XCTAssertEqual(LaunchMocks.pageOneEnvelope.items, LaunchMocks.pageOne)
        XCTAssertTrue(LaunchMocks.pageOneEnvelope.hasNextPage)
        XCTAssertEqual(LaunchMocks.pageTwoEnvelope.items, LaunchMocks.pageTwo)
        XCTAssertFalse(LaunchMocks.pageTwoEnvelope.hasNextPage)
    }

    func testEdgeCasesCoverEveryPrecisionAndStatus() {
        let precisions = LaunchEdgeCases.all.compactMap(\.datePrecision)
        for precision in DatePrecision.known {
            XCTAssertTrue(precisions.contains(precision), precision.rawValue)
        }
        XCTAssertTrue(precisions.contains(.unknown("fortnight")))
        let statuses = Set(LaunchEdgeCases.all.map { LaunchStatus(launch: $0, now: now).label })
        XCTAssertEqual(statuses, ["Success", "Failure", "Upcoming", "Awaiting update", "Unknown"])
        XCTAssertEqual(Set(LaunchEdgeCases.all.map(\.id)).count, LaunchEdgeCases.all.count)
        XCTAssertNil(LaunchEdgeCases.failureWithoutAltitude.failures.first?.altitude)
        XCTAssertNotNil(LaunchEdgeCases.failureWithAltitude.failures.first?.altitude)
        XCTAssertEqual(LaunchEdgeCases.falconHeavy.cores.count, 3)
        XCTAssertFalse(LaunchEdgeCases.crewed.crew.isEmpty)
        XCTAssertEqual(LaunchEdgeCases.emptyArrays.cores, [])
        XCTAssertEqual(LaunchEdgeCases.nullsEverywhere, Launch(id: LaunchEdgeCases.nullsEverywhere.id))
        let flights = LaunchEdgeCases.duplicateFlightNumbers
        XCTAssertEqual(flights[0].flightNumber, flights[1].flightNumber)
        XCTAssertNotEqual(flights[0].id, flights[1].id)
    }

    func testNamesStressTheRenderer() {
        XCTAssertEqual(LaunchEdgeCases.longName.name.count, 300)
        let nonASCII = LaunchEdgeCases.nonASCIIName.name.unicodeScalars
        XCTAssertTrue(nonASCII.contains { $0.properties.isEmojiPresentation })
        XCTAssertTrue(nonASCII.contains { $0.properties.generalCategory == .nonspacingMark })
        XCTAssertTrue(nonASCII.contains { (0x4E00...0x9FFF).contains($0.value) })
        let hostile = Set(LaunchEdgeCases.hostileName.name.unicodeScalars.map(\.value))
        for required: UInt32 in [0x1B, 0x07, 0x9B, 0x202E] {
            XCTAssertTrue(hostile.contains(required), String(required, radix: 16))
        }
        XCTAssertTrue(LaunchEdgeCases.hostileName.name.contains("\u{1B}[31m"))
        XCTAssertTrue(LaunchEdgeCases.hostileName.name.contains("\u{1B}]8;;"))
    }

    func testMatchingFiltersByDaysSearchAndOrder() throws {
        let year2020 = try LaunchFilter(start: "2020-01-01", end: "2020-12-31", timeZone: LaunchFilter.utc)
        let matches = LaunchMocks.matching(year2020, in: LaunchMocks.sampleDataset)
        XCTAssertEqual(matches.count, 26)
        XCTAssertEqual(matches.first?.name, "NROL-108")
        let crew = LaunchMocks.matching(
            LaunchFilter(timeZone: LaunchFilter.utc, sortOrder: .oldestFirst, searchText: "crew-"),
            in: LaunchMocks.sampleDataset)
        XCTAssertEqual(crew.map(\.name), ["Crew-1", "Crew-2", "Crew-3", "Crew-4", "Crew-5"])
        let undated = LaunchMocks.matching(year2020, in: [LaunchEdgeCases.undated])
        XCTAssertEqual(undated, [])
    }

    func testListProjectionKeepsOnlyListFields() throws {
        let full = try XCTUnwrap(LaunchMocks.sampleDataset.first { $0.name == "Crew-1" })
        let listed = LaunchMocks.listProjection(of: full)
        XCTAssertEqual(listed.id, full.id)
        XCTAssertEqual(listed.rocket, full.rocket)
        XCTAssertEqual(listed.launchpad, full.launchpad)
        XCTAssertEqual(listed.links.patch?.small, full.links.patch?.small)
        XCTAssertNil(listed.links.patch?.large)
        XCTAssertNil(listed.details)
        XCTAssertEqual(listed.cores, [])
        XCTAssertEqual(listed.crew, [])
    }
}
