import Foundation
import LaunchSitesCore
import LaunchSitesMocks
import LaunchSitesUI
import RepositoryDefinitions
import Testing

@testable import SharedPresentation

/// The launch-site detail on the scaffold: it loads in one request, its photo link is the one focusable element,
/// and ⏎ sends "open link".
@MainActor
@Suite struct LaunchSiteDetailControllerTests {
    private let environment = ScreenEnvironment(width: 80, height: 40, backTitle: "Launch")
    private let now = Date(timeIntervalSince1970: 1_795_262_400)

    @Test func loadsOnceAndOpensThePhoto() async throws {
        let repository = LaunchSitesRepositoryMocks.sites()
        let pad = ArchiveLaunchSites.kscLC39A
        let detail = LaunchSiteDetailController(
            LaunchSiteDetailFeature(launchpadID: pad.id, repository: repository, now: { [now] in now }))
        #expect(detail.title == "Launch site" && detail.focusOrder.isEmpty)
        await detail.load().work.first?()
        #expect(repository.itemCalls == [pad.id] && detail.title == "KSC LC 39A" && !detail.isBusy)
        let text = detail.render(in: environment).map(\.plainText).joined(separator: "\n")
        #expect(text.contains("Falcon 9, Falcon Heavy") && text.contains("54 of 54 succeeded (100%)"))
        #expect(text.contains("07:00 Sat 21 Nov (UTC−5)"))
        let photo = try #require(pad.images?.large.first)
        #expect(detail.handle(.enter, in: environment).intents == [.openLink(title: "Photo", url: photo)])

        await detail.refresh().work.first?()
        #expect(repository.refreshItemCalls == [pad.id])
    }

    @Test func aFailedSiteHasNothingToOpen() async {
        let detail = LaunchSiteDetailController(
            LaunchSiteDetailFeature(
                launchpadID: "x", repository: LaunchSitesRepositoryMocks.failed(), now: { [now] in now }))
        await detail.load().work.first?()
        #expect(detail.handle(.enter, in: environment).message == "Nothing to open here.")
    }
}
