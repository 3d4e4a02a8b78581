import Foundation
import LaunchLibraryRecordings
import LaunchSitesCore
import RepositoryDefinitions
import Testing

@testable import LaunchLibrary

/// A recorded pad as a launch site: its place, zone, coordinates, launch count and description as sent; what Launch
/// Library does not give (successes, status, rockets, photos) stays empty.
struct LaunchLibrarySiteMapperTests {
    @Test func aRecordedPadIsALaunchSite() throws {
        let launches = try RecordedData.launches(LaunchLibraryRecordings.launches2026)
        let crs34 = try #require(launches.first { $0.name == "Falcon 9 Block 5 | Dragon CRS-2 SpX-34" })
        let site = try #require(crs34.pad.flatMap(LaunchLibrarySiteMapper.launchpad))
        #expect(site.id == "80" && site.name == "SLC-40" && site.fullName == "Space Launch Complex 40")
        #expect(site.locality == "Cape Canaveral SFS" && site.region == "FL, USA")
        #expect(site.timezone == "America/New_York" && site.launchAttempts == 381)
        #expect(site.latitude == 28.56194122 && site.longitude == -80.57735736)
        #expect(site.details == nil, "an empty description is none")
        #expect(site.launchSuccesses == nil && site.status == nil && site.rockets.isEmpty && site.images == nil)
        #expect(LaunchLibrarySiteMapper.sites(of: [crs34]).first?.rockets.map(\.name) == ["Falcon 9"])
        #expect(LaunchLibraryLaunchMapper.launch(crs34).launchpad?.id == site.id, "the launch opens this site")
    }

    @Test func aSiteNamesTheVehiclesOfItsLaunchesOnceEach() throws {
        let launches = try RecordedData.launches(LaunchLibraryRecordings.launches2026)
        let sites = LaunchLibrarySiteMapper.sites(of: launches)
        #expect(Set(sites.map(\.id)).count == sites.count, "one site a pad")
        let pad39A = try #require(sites.first { $0.name == "LC-39A" })
        #expect(pad39A.rockets.compactMap(\.name) == ["Falcon 9", "Falcon Heavy"])
        let starbase = try #require(sites.first { $0.name == "OLP-2" })
        #expect(starbase.rockets == [LaunchpadRocket(id: "522", name: "Starship")])
    }

    @Test func aPadWithoutAnIdIsNoSite() {
        #expect(LaunchLibrarySiteMapper.launchpad(LaunchLibraryPad(name: "Somewhere")) == nil)
    }
}
