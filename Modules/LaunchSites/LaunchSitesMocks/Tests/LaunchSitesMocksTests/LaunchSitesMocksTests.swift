import LaunchSitesCore
import LaunchSitesMocks
import RepositoryDefinitions
import Testing

/// The mock data is the archive's, named as the feature's query names it, and the spies answer as the real one.
@MainActor
@Suite struct LaunchSitesMocksTests {
    @Test func theSixArchiveSitesHaveTheirRocketsNamed() {
        #expect(ArchiveLaunchSites.all.count == 6)
        #expect(ArchiveLaunchSites.kscLC39A.rockets.map(\.name) == ["Falcon 9", "Falcon Heavy"])
        #expect(ArchiveLaunchSites.kwajalein.rockets.map(\.name) == ["Falcon 1"])
        #expect(ArchiveLaunchSites.stls.rockets.isEmpty)
    }

    @Test func theSpyAnswersKnownSitesAndCountsTheCalls() async {
        let spy = LaunchSitesRepositoryMocks.sites()
        #expect(await spy.item(id: ArchiveLaunchSites.stls.id).value == ArchiveLaunchSites.stls)
        #expect(await spy.refreshItem(id: "nope").error == .notFound(id: "nope"))
        #expect(spy.itemCalls == [ArchiveLaunchSites.stls.id] && spy.refreshItemCalls == ["nope"])
        let failing = LaunchSitesRepositoryMocks.failed(.timeout)
        #expect(await failing.item(id: "x").error == .timeout)
        #expect(await failing.refreshItem(id: "x").error == .timeout)
    }
}
