import Foundation
import LaunchesMocks
import RepositoryDefinitions
import XCTest

@testable import LaunchesCore

/// Site, image, links, rocket card, rows and details derived from launches.
final class LaunchPresentationTests: XCTestCase {
    /// 2026-11-21T00:00:00Z.
    private let now = Date(timeIntervalSince1970: 1_795_219_200)
    private var presenter: LaunchPresenter { LaunchPresenter(timeZone: LaunchFilter.utc, now: now) }

    func testSiteNamesFallBack() {
        let populated = LaunchSite(launch: Launch(id: "x", launchpad: ArchiveLaunchpads.kscLC39A))
        XCTAssertEqual(populated.name, "KSC LC 39A")
        XCTAssertEqual(populated.fullName, "Kennedy Space Center Historic Launch Complex 39A")
        XCTAssertEqual(populated.place, "Cape Canaveral, Florida")
        XCTAssertEqual(populated.timeZoneIdentifier, "America/New_York")
        XCTAssertEqual(populated.id, "5e9e4502f509094188566f88")

        let idOnly = LaunchSite(launch: LaunchEdgeCases.unpopulatedReferences)
        XCTAssertEqual(idOnly.name, "Unknown site")
        XCTAssertEqual(idOnly.fullName, "Unknown site")
        XCTAssertNil(idOnly.place)
        XCTAssertEqual(LaunchSite(launch: LaunchEdgeCases.nullsEverywhere).name, LaunchSite.unknownName)
        XCTAssertNil(LaunchSite(launch: LaunchEdgeCases.nullsEverywhere).id)

        let fullNameOnly = LaunchSite(launch: Launch(id: "x", launchpad: Launchpad(id: "p", fullName: "Full")))
        XCTAssertEqual(fullNameOnly.name, "Full")
        let blank = LaunchSite(launch: Launch(id: "x", launchpad: Launchpad(id: "p", name: " ", region: "R")))
        XCTAssertEqual(blank.name, "Unknown site")
        XCTAssertEqual(blank.place, "R")
    }

    func testImagePrefersLargePatchThenSmallThenFlickr() {
        let large = URL(string: "https://img/large.png")!
        let small = URL(string: "https://img/small.png")!
        let photo = URL(string: "https://flickr/1.jpg")!
        let flickr = FlickrLinks(original: [photo, URL(string: "https://flickr/2.jpg")!])
        func image(_ patch: PatchLinks?) -> URL? {
            Launch(id: "x", links: LaunchLinks(patch: patch, flickr: flickr)).preferredImage
        }
        XCTAssertEqual(image(PatchLinks(small: small, large: large)), large)
        XCTAssertEqual(image(PatchLinks(small: small)), small)
        XCTAssertEqual(image(nil), photo)
        XCTAssertNil(LaunchEdgeCases.nullsEverywhere.preferredImage)
        XCTAssertNil(LaunchEdgeCases.nonWebLinks.preferredImage, "file:, javascript: and ftp: are never shown")
    }

    func testOnlyWebLinksAreOffered() {
        let links = LaunchLink.links(of: LaunchMocks.sampleDataset.first { $0.name == "CCtCap Demo Mission 2" }!)
        XCTAssertEqual(links.map(\.kind), [.webcast, .article, .wikipedia, .presskit])
        XCTAssertEqual(links.map(\.kind.label), ["Watch", "Article", "Wikipedia", "Press kit"])
        XCTAssertEqual(LaunchLink.links(of: LaunchEdgeCases.nonWebLinks), [])
        XCTAssertNil(LaunchLink(kind: .webcast, url: nil))
        XCTAssertNotNil(LaunchLink(kind: .webcast, url: URL(string: "HTTP://Example.com/x")))
    }

    func testRocketCard() throws {
        let card = try XCTUnwrap(RocketCard(launch: LaunchEdgeCases.success))
        XCTAssertEqual(card.rocketId, "5e9d0d95eda69973a809d1ec")
        XCTAssertEqual(card.name, "Falcon 9")
        XCTAssertEqual(card.type, "rocket")
        let bare = try XCTUnwrap(RocketCard(launch: LaunchEdgeCases.unpopulatedReferences))
        XCTAssertEqual(bare.name, "Unknown rocket")
        XCTAssertNil(bare.type)
        XCTAssertNil(RocketCard(launch: LaunchEdgeCases.nullsEverywhere))
        XCTAssertNil(RocketCard(launch: Launch(id: "x", rocket: RocketReference(id: ""))))
    }

    func testRowOfFalconSat() throws {
        let falconSat = try XCTUnwrap(LaunchMocks.sampleDataset.first)
        let row = presenter.row(for: falconSat)
        XCTAssertEqual(
            row,
            LaunchRow(
                id: "5eb87cd9ffd86e000604b32a", mission: "FalconSat", site: "Kwajalein Atoll",
                date: "24 Mar 2006, 22:30 UTC", status: .failure(falconSat.failures), flightNumber: 1,
                rocket: "Falcon 1"))
        XCTAssertEqual(row.statusLabel, "Failure")
        XCTAssertEqual(presenter.row(for: LaunchEdgeCases.nullsEverywhere).mission, "Unnamed launch")
        XCTAssertEqual(presenter.row(for: LaunchEdgeCases.nullsEverywhere).rocket, "Unknown rocket")
        XCTAssertEqual(presenter.row(for: LaunchEdgeCases.undated).date, "Date unknown")
    }

    func testDetailOfACrewedLaunch() throws {
        let crew1 = try XCTUnwrap(LaunchMocks.sampleDataset.first { $0.name == "Crew-1" })
        let detail = presenter.detail(for: crew1, isComplete: true)
        XCTAssertEqual(detail.id, crew1.id)
        XCTAssertEqual(detail.mission, "Crew-1")
        XCTAssertEqual(detail.flightNumber, 107)
        XCTAssertEqual(detail.statusLabel, "Success")
        XCTAssertEqual(detail.failureLines, [])
        XCTAssertEqual(detail.date.primary, "16 Nov 2020, 00:27 UTC")
        XCTAssertEqual(detail.date.siteLocal, "15 Nov 2020, 19:27 local (America/New_York)")
        XCTAssertEqual(detail.datePrecision, .hour)
        XCTAssertEqual(detail.site.name, "KSC LC 39A")
        XCTAssertEqual(detail.description, crew1.details)
        XCTAssertEqual(detail.image, crew1.links.patch?.large)
        XCTAssertEqual(detail.watchURL, crew1.links.webcast)
        XCTAssertEqual(detail.links.first?.kind, .webcast)
        XCTAssertEqual(detail.rocket?.name, "Falcon 9")
        XCTAssertEqual(detail.crewCount, 4)
        XCTAssertEqual(
            detail.landingLines, ["Serial not given · first flight", "drone ship landing succeeded (place not given)"])
        XCTAssertTrue(detail.isComplete)
    }

    func testDetailOfAFailureAndOfNothing() {
        let failed = presenter.detail(for: LaunchEdgeCases.failureWithAltitude, isComplete: false)
        XCTAssertEqual(
            failed.failureLines,
            ["T+301 s at 289 km: harmonic oscillation leading to premature engine shutdown", "Cause not given"])
        XCTAssertFalse(failed.isComplete)
        let empty = presenter.detail(for: LaunchEdgeCases.nullsEverywhere, isComplete: true)
        XCTAssertNil(empty.description)
        XCTAssertNil(empty.image)
        XCTAssertNil(empty.watchURL)
        XCTAssertNil(empty.rocket)
        XCTAssertEqual(empty.links, [])
        XCTAssertEqual(empty.landingLines, [])
        XCTAssertEqual(empty.statusLabel, "Unknown")
        let blankDetails = presenter.detail(for: Launch(id: "x", details: "  \n"), isComplete: true)
        XCTAssertNil(blankDetails.description)
    }

    func testBoosterLinesForEveryCase() {
        XCTAssertEqual(
            presenter.detail(for: LaunchEdgeCases.falconHeavy, isComplete: true).landingLines,
            [
                "Core 1 (serial not given) · first flight", "drone ship landing failed (place not given)",
                "Core 2 (serial not given) · flight 2 · turnaround not given",
                "landing zone landing succeeded (place not given)",
                "Core 3 (serial not given) · flight 2 · turnaround not given",
                "landing zone landing succeeded (place not given)",
            ])
        XCTAssertEqual(
            presenter.detail(for: LaunchEdgeCases.landingTypes, isComplete: true).landingLines,
            [
                "Core 1 (serial not given) · flight number not given · turnaround not given",
                "ocean landing succeeded (place not given)",
                "Core 2 (serial not given) · flight number not given · turnaround not given",
                "Mechazilla landing planned (place not given)",
                "Core 3 (serial not given) · flight number not given · turnaround not given", "no landing attempt",
            ])
        let untyped = Launch(id: "x", cores: [LaunchCore(landingAttempt: true, landingSuccess: true), LaunchCore()])
        XCTAssertEqual(
            presenter.detail(for: untyped, isComplete: true).landingLines,
            [
                "Core 1 (serial not given) · flight number not given · turnaround not given",
                "landing succeeded (place not given)",
                "Core 2 (serial not given) · flight number not given · turnaround not given", "landing not given",
            ])
    }

    /// Issue 25: serial, which flight of it, the days since its previous flight, the landing's attempt, place
    /// and outcome; what the source leaves out is said.
    func testBoosterLinesNameSerialFlightTurnaroundAndLanding() {
        let launch = Launch(
            id: "ll2",
            cores: [
                LaunchCore(
                    flight: 22, landingAttempt: true, landingSuccess: true, landingType: .asds, serial: "B1067",
                    landingSite: "A Shortfall of Gravitas", turnaroundDays: 32),
                LaunchCore(flight: 1, landingAttempt: false, serial: "B1090"),
                LaunchCore(flight: 3, landingAttempt: true, serial: "B1080", turnaroundDays: 1),
            ])
        XCTAssertEqual(
            presenter.detail(for: launch, isComplete: true).landingLines,
            [
                "B1067 · flight 22 · 32 days since its previous flight",
                "drone ship landing at A Shortfall of Gravitas succeeded",
                "B1090 · first flight", "no landing attempt",
                "B1080 · flight 3 · 1 day since its previous flight", "landing planned (place not given)",
            ])
    }

    func testALiveWebcastIsMarkedInTheRowAndTheDetail() {
        var launch = LaunchEdgeCases.all[0]
        launch.links.webcast = URL(string: "https://www.youtube.com/watch?v=live")
        launch.links.webcastIsLive = true
        XCTAssertTrue(presenter.row(for: launch).date.hasSuffix(" · ● Live"), presenter.row(for: launch).date)
        XCTAssertTrue(presenter.detail(for: launch, isComplete: true).webcastIsLive)
        launch.links.webcastIsLive = false
        XCTAssertFalse(presenter.row(for: launch).date.contains("Live"))
    }

    func testEveryEdgeCaseHasARowAndADetail() {
        for launch in LaunchEdgeCases.all {
            let row = presenter.row(for: launch)
            XCTAssertEqual(row.id, launch.id)
            XCTAssertFalse(row.mission.isEmpty)
            XCTAssertFalse(row.site.isEmpty)
            XCTAssertFalse(row.date.isEmpty)
            XCTAssertEqual(presenter.detail(for: launch, isComplete: true).id, launch.id)
        }
    }
}
