import Foundation
import RepositoryDefinitions
import Testing

@testable import LaunchSitesCore

/// The detail's derived values: success rate, local time, coordinates, names and status.
@Suite struct LaunchpadDetailTests {
    private func detail(
        attempts: Int? = 60, successes: Int? = 57, timezone: String? = "America/New_York",
        latitude: Double? = 28.6080585, longitude: Double? = -80.6039558, status: String? = "active"
    ) -> LaunchpadDetail {
        LaunchpadDetail(
            launchpad: Launchpad(
                id: "5e9e4502f509094188566f88", name: "KSC LC 39A",
                fullName: "Kennedy Space Center Historic Launch Complex 39A", locality: "Cape Canaveral",
                region: "Florida", timezone: timezone, latitude: latitude, longitude: longitude,
                launchAttempts: attempts, launchSuccesses: successes, status: status))
    }

    @Test func theSuccessRateIsTheShareOfAttemptsThatSucceeded() {
        #expect(detail().launchRecord == "57 of 60 succeeded (95%)")
        #expect(detail(attempts: 55, successes: 55).launchRecord == "55 of 55 succeeded (100%)")
        #expect(detail(attempts: 999, successes: 998).launchRecord == "998 of 999 succeeded (99%)")
        #expect(detail(attempts: 5, successes: 0).launchRecord == "0 of 5 succeeded (0%)")
        #expect(detail(attempts: 0, successes: 0).launchRecord == "No launches yet")
        #expect(detail(attempts: 3, successes: 4).launchRecord == "3 attempted")
        #expect(detail(attempts: nil).launchRecord == "Not recorded")
    }

    @Test func theLocalTimeIsTheSitesWallClockWithItsOffset() {
        let winter = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 11:06:40 UTC
        #expect(detail().localTime(at: winter) == "06:06 Wed 18 Nov (UTC−5)")
        let summer = Date(timeIntervalSince1970: 1_780_000_000)  // 2026-05-28 20:26:40 UTC
        #expect(detail().localTime(at: summer) == "16:26 Thu 28 May (UTC−4)")
        #expect(detail(timezone: "Pacific/Kwajalein").localTime(at: winter) == "23:06 Wed 18 Nov (UTC+12)")
        #expect(detail(timezone: "Asia/Kolkata").localTime(at: winter) == "16:36 Wed 18 Nov (UTC+5:30)")
        #expect(detail(timezone: "Etc/UTC").localTime(at: winter) == "11:06 Wed 18 Nov (UTC)")
        #expect(detail(timezone: "Mars/Olympus_Mons").localTime(at: winter) == nil)
        #expect(detail(timezone: nil).timeZone == nil)
    }

    @Test func coordinatesNameTheirHemispheres() {
        #expect(detail().coordinates == "28.6081° N, 80.6040° W")
        #expect(detail(latitude: -9.05, longitude: 167.74).coordinates == "9.0500° S, 167.7400° E")
        #expect(detail(latitude: 91).coordinates == nil)
        #expect(detail(longitude: nil).coordinates == nil)
    }

    @Test func statusTextIsReadInAnyCaseAndSpelling() {
        #expect(LaunchSiteStatus("Under_Construction") == .underConstruction)
        #expect(LaunchSiteStatus("RETIRED").label == "Retired")
        #expect(LaunchSiteStatus("active").label == "Active")
        #expect(LaunchSiteStatus("under construction").label == "Under construction")
        #expect(LaunchSiteStatus("mothballed") == .other("mothballed"))
        #expect(LaunchSiteStatus("mothballed").label == "mothballed")
        #expect(LaunchSiteStatus(nil).label == "Unknown")
    }

    @Test func namesAndPlaceFallBackSensibly() {
        let full = detail()
        #expect(full.name == "KSC LC 39A" && full.fullName == "Kennedy Space Center Historic Launch Complex 39A")
        #expect(full.place == "Cape Canaveral, Florida")
        let onlyFull = LaunchpadDetail(launchpad: Launchpad(id: "x", name: " ", fullName: "Long", region: "R"))
        #expect(onlyFull.name == "Long" && onlyFull.fullName == nil && onlyFull.place == "R")
        #expect(onlyFull.imageURL == nil && onlyFull.details == nil)
    }
}
