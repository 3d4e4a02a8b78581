import LaunchSitesPreviews
import Testing
import TextPreviewing

/// `launch-sites-previews`: lists every state (each archive site among them) and renders each within the width.
@Suite struct LaunchSitesPreviewsTests {
    private let command = LaunchSitesPreviews.command

    @Test func everyPreviewIsListedOnceAndEveryArchiveSiteHasOne() {
        #expect(command.listingProblems() == [])
        let names = LaunchSitesPreviews.all.map(\.name)
        #expect(names.contains("detail-ksc-lc-39a") && names.contains("detail-kwajalein-atoll"))
    }

    @Test func everyPreviewRendersWithinTheChosenWidthWithoutEscapes() {
        #expect(command.renderingProblems(minimumLines: 0) == [])
    }
}
