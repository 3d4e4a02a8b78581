import Foundation
import RepositoryDefinitions
import XCTest

@testable import LaunchesCore
@testable import RepositoryImplementations
@testable import SpaceXAPI

/// Every real record decodes, and the quirks of the real data come out right.
final class FixtureDecodingTests: XCTestCase {
    private let decoder = SpaceXJSON.makeDecoder()
    /// 2026-11-21T00:00:00Z, long after the API froze.
    private let now2026 = Date(timeIntervalSince1970: 1_795_219_200)

    private func allLaunches() throws -> [Launch] {
        var launches: [Launch] = []
        var failures: [String] = []
        for (index, document) in try FixtureFiles.documents("launches-v4.json").enumerated() {
            do {
                launches.append(try decoder.decode(Launch.self, from: document))
            } catch {
                failures.append("launch \(index): \(error)")
            }
        }
        XCTAssertEqual(failures, [])
        return launches
    }

    func testEveryLaunchDecodes() throws {
        let launches = try allLaunches()
        XCTAssertEqual(launches.count, 205)
        XCTAssertEqual(launches.filter(\.upcoming).count, 18)
        XCTAssertEqual(launches.filter { $0.success == true }.count, 181)
        XCTAssertEqual(launches.filter { $0.success == false }.count, 5)
        XCTAssertEqual(launches.filter { $0.success == nil }.count, 19)
        XCTAssertEqual(launches.filter { $0.details == nil }.count, 71)
        XCTAssertEqual(launches.filter { $0.fairings == nil }.count, 36)
        XCTAssertEqual(launches.filter { $0.links.webcast == nil }.count, 17)
        XCTAssertEqual(launches.filter { $0.datePrecision == .hour }.count, 192)
        XCTAssertEqual(launches.filter { $0.datePrecision == .month }.count, 8)
        XCTAssertEqual(launches.filter { $0.datePrecision == .day }.count, 5)
        XCTAssertEqual(launches.flatMap(\.cores).filter { $0.core == nil }.count, 19)
        XCTAssertTrue(launches.allSatisfy { $0.dateUtc != nil && $0.rocket != nil && $0.launchpad != nil })
    }

    func testFalconSatFailedAtThirtyThreeSeconds() throws {
        let falconSat = try XCTUnwrap(try allLaunches().first { $0.name == "FalconSat" })
        XCTAssertEqual(falconSat.id, "5eb87cd9ffd86e000604b32a")
        XCTAssertEqual(falconSat.flightNumber, 1)
        XCTAssertEqual(falconSat.success, false)
        XCTAssertEqual(falconSat.failures, [LaunchFailure(time: 33, altitude: nil, reason: "merlin engine failure")])
        XCTAssertEqual(falconSat.failures.first?.summary, "T+33 s: merlin engine failure")
        XCTAssertEqual(LaunchStatus(launch: falconSat, now: now2026), .failure(falconSat.failures))
        XCTAssertEqual(falconSat.dateUtc, Date(timeIntervalSince1970: 1_143_239_400))
        XCTAssertEqual(falconSat.dateLocal, falconSat.dateUtc, "2006-03-25T10:30:00+12:00 is the same instant")
        XCTAssertEqual(falconSat.rocket, RocketReference(id: "5e9d0d95eda69955f709d1eb"))
        XCTAssertEqual(falconSat.launchpad?.id, "5e9e4502f5090995de566f86")
        XCTAssertEqual(falconSat.links.patch?.large?.absoluteString, "https://images2.imgbox.com/5b/02/QcxHUb5V_o.png")
        XCTAssertEqual(falconSat.links.reddit, RedditLinks())
        XCTAssertEqual(falconSat.staticFireDateUtc, Date(timeIntervalSince1970: 1_142_553_600))
        XCTAssertEqual(falconSat.tbd, false)
        XCTAssertNil(falconSat.launchLibraryId)
    }

    func testFailedLaunchesCarryTheirReasons() throws {
        let failed = try allLaunches().filter { $0.success == false }
        XCTAssertEqual(failed.map(\.name), ["FalconSat", "DemoSat", "Trailblazer", "CRS-7", "Amos-6"])
        XCTAssertEqual(
            failed.flatMap(\.failures).map(\.summary),
            [
                "T+33 s: merlin engine failure",
                "T+301 s at 289 km: harmonic oscillation leading to premature engine shutdown",
                "T+140 s at 35 km: residual stage-1 thrust led to collision between stage 1 and stage 2",
                "T+139 s at 40 km: helium tank overpressure lead to the second stage LOX tank explosion",
                "T-45 h 53 min at 0 km: buckled liner in several of the COPV tanks, causing perforations that allowed"
                    + " liquid and/or solid oxygen to accumulate underneath the lining, which was ignited by friction.",
            ])
    }

    func testFalconHeavyLaunchesHaveThreeCores() throws {
        let falconHeavy = try allLaunches().filter { $0.rocket?.id == "5e9d0d95eda69974db09d1ed" }
        XCTAssertEqual(falconHeavy.count, 5)
        XCTAssertTrue(falconHeavy.allSatisfy { $0.cores.count == 3 })
        XCTAssertEqual(try allLaunches().filter { $0.cores.count == 3 }.count, 5)
    }

    func testFlightNumbersRepeatButIdsAreUnique() throws {
        let launches = try allLaunches()
        XCTAssertEqual(Set(launches.map(\.id)).count, 205)
        XCTAssertLessThan(Set(launches.compactMap(\.flightNumber)).count, 205)
        XCTAssertEqual(launches.filter { $0.flightNumber == 188 }.count, 4)
    }

    func testOceanLandingTypeDecodesAsKnownCase() throws {
        let types = try allLaunches().flatMap(\.cores).compactMap(\.landingType)
        XCTAssertTrue(types.contains(.ocean))
        XCTAssertTrue(types.contains(.asds))
        XCTAssertTrue(types.contains(.rtls))
        XCTAssertFalse(types.contains { if case .unknown = $0 { true } else { false } })
    }

    func testCrewedLaunchesDecodeV4CrewIds() throws {
        let crewed = try allLaunches().filter { !$0.crew.isEmpty }
        XCTAssertEqual(crewed.map(\.flightNumber), [94, 107, 123, 135, 136, 156, 159, 187])
        let demo2 = try XCTUnwrap(crewed.first)
        XCTAssertEqual(
            demo2.crew,
            [CrewAssignment(crew: "5ebf1a6e23a9a60006e03a7a"), CrewAssignment(crew: "5ebf1b7323a9a60006e03a7b")])
    }

    func testFrozenMonthPrecisionUpcomingLaunchesAwaitAnUpdate() throws {
        let monthly = try allLaunches().filter { $0.upcoming && $0.datePrecision == .month }
        XCTAssertEqual(monthly.count, 8)
        let presenter = LaunchPresenter(timeZone: LaunchFilter.utc, now: now2026)
        for launch in monthly {
            XCTAssertEqual(LaunchStatus(launch: launch, now: now2026), .awaitingUpdate, launch.name)
            XCTAssertEqual(presenter.row(for: launch).statusLabel, "Awaiting update")
        }
        let ses = try XCTUnwrap(monthly.first { $0.name == "SES-18 & SES-19" })
        XCTAssertEqual(presenter.row(for: ses).date, "NET Nov 2022")
        let allUpcoming = try allLaunches().filter(\.upcoming)
        XCTAssertTrue(allUpcoming.allSatisfy { LaunchStatus(launch: $0, now: now2026) == .awaitingUpdate })
    }

    func testStarlinkThreeOneIsAPastLaunchWithUnknownOutcome() throws {
        let starlink = try XCTUnwrap(try allLaunches().first { $0.name == "Starlink 3-1 (v1.5)" })
        XCTAssertEqual(LaunchStatus(launch: starlink, now: now2026), .unknown)
    }

    /// A launch needs of its pad only the reference (the launchpads endpoint reads the whole launchpad).
    func testEveryLaunchpadDecodesAsTheReferenceALaunchHolds() throws {
        let pads = try FixtureFiles.documents("launchpads-v4.json").map {
            try decoder.decode(SpaceXLaunchpadReference.self, from: $0).launchpad
        }
        XCTAssertEqual(pads.count, 6)
        XCTAssertEqual(
            pads.map(\.timezone),
            [
                "America/Los_Angeles", "America/New_York", "America/Chicago", "Pacific/Kwajalein",
                "America/Los_Angeles", "America/New_York",
            ])
        let kwajalein = try XCTUnwrap(pads.first { $0.name == "Kwajalein Atoll" })
        XCTAssertEqual(kwajalein.fullName, "Kwajalein Atoll Omelek Island")
        XCTAssertEqual(kwajalein.locality, "Omelek Island")
    }

    func testFullQueryEnvelopesDecode() throws {
        let lastPage = try FixtureFiles.page(of: Launch.self, "query-v5-launches-page21-limit10.json")
        XCTAssertEqual(lastPage.items.map(\.name), ["SES-18 & SES-19"])
        XCTAssertEqual(lastPage.page, 21)
        XCTAssertFalse(lastPage.hasNextPage)

        let natural = try FixtureFiles.page(of: Launch.self, "query-launches-offset200-limit5.json")
        XCTAssertEqual(natural.items.count, 5)

        let pastEnd = try FixtureFiles.page(of: Launch.self, "query-launches-offset205-limit5-past-end.json")
        XCTAssertEqual(pastEnd.items, [])
        XCTAssertEqual(pastEnd.page, 42)
        XCTAssertEqual(pastEnd.totalPages, 41)
    }

    func testDocsExampleWithTdbTypoDecodes() throws {
        let example = try FixtureFiles.page(of: Launch.self, "query-v5-launches-docs-example-page5.json")
        let koreaSat = try XCTUnwrap(example.items.first)
        XCTAssertEqual(koreaSat.name, "KoreaSat 5A")
        XCTAssertNil(koreaSat.tbd, "the docs wrote \"tdb\"; the real field stays unknown")
        XCTAssertEqual(koreaSat.window, 8640)
        XCTAssertEqual(koreaSat.fairings?.recoveryAttempt, true)
        XCTAssertEqual(koreaSat.links.flickr.original.count, 6)
        XCTAssertEqual(koreaSat.cores.first?.landingType, .asds)
    }

    func testSelectedDocumentsDecodeWithDefaults() throws {
        let selected = try FixtureFiles.page(of: Launch.self, "query-launches-select-limit1.json")
        let falconSat = try XCTUnwrap(selected.items.first)
        XCTAssertEqual(falconSat.name, "FalconSat")
        XCTAssertEqual(falconSat.failures.first?.time, 33)
        // Every field the query left out (flight number, rocket, pad, precision, cores, crew, payloads, …) reads as
        // absent: the launch equals one made of the selected fields alone.
        let selectedFieldsOnly = Launch(
            id: falconSat.id, name: falconSat.name, dateUtc: falconSat.dateUtc, upcoming: falconSat.upcoming,
            success: falconSat.success, failures: falconSat.failures, details: falconSat.details,
            links: falconSat.links)
        XCTAssertEqual(falconSat, selectedFieldsOnly)
        XCTAssertEqual(selected.totalItems, 205)
    }

    func testPopulatedReferencesDecode() throws {
        let withRocket = try FixtureFiles.page(of: Launch.self, "query-v5-launches-select-populate-rocket.json")
        let first = try XCTUnwrap(withRocket.items.first)
        XCTAssertEqual(first.rocket, RocketReference(id: "5e9d0d95eda69973a809d1ec", name: "Falcon 9"))
        XCTAssertNil(first.dateUtc, "neither date_utc nor date_unix was selected")
        XCTAssertEqual(first.links.patch, PatchLinks())

        let withPad = try FixtureFiles.page(of: Launch.self, "query-v5-launches-select-populate-rocket-launchpad.json")
        let launch = try XCTUnwrap(withPad.items.first)
        XCTAssertEqual(
            launch.launchpad,
            Launchpad(
                id: "5e9e4501f509094ba4566f84",
                fullName: "Cape Canaveral Space Force Station Space Launch Complex 40"))
        XCTAssertEqual(launch.dateUtc, Date(timeIntervalSince1970: 1_667_260_800), "read from date_unix")
        XCTAssertEqual(launch.fairings, LaunchFairings())
        XCTAssertEqual(LaunchSite(launch: launch).name, "Cape Canaveral Space Force Station Space Launch Complex 40")
    }

}
