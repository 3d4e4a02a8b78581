import LaunchSitesPreviews
import SharedPresentation
import Testing
import TextPreviewing

/// `launch-sites-previews`: lists every state (each archive site among them) and renders each within the width.
@Suite struct LaunchSitesPreviewsTests {
    private let command = LaunchSitesPreviews.command

    @Test func everyPreviewIsListedOnceAndEveryArchiveSiteHasOne() {
        let outcome = command.run(arguments: [], isTerminal: false, environment: [:])
        #expect(outcome.status == 0)
        let names = outcome.output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(names == LaunchSitesPreviews.all.map(\.name) && Set(names).count == names.count)
        #expect(names.contains("detail-ksc-lc-39a") && names.contains("detail-kwajalein-atoll"))
    }

    @Test func everyPreviewRendersWithinTheChosenWidthWithoutEscapes() {
        for preview in LaunchSitesPreviews.all {
            for width in [40, 60, 120] {
                let outcome = command.run(
                    arguments: [preview.name, "--width", "\(width)", "--no-color"], isTerminal: true, environment: [:])
                #expect(outcome.status == 0, "\(preview.name)")
                #expect(!outcome.output.contains("\u{1B}"), "\(preview.name)")
                for line in outcome.output.split(separator: "\n") {
                    #expect(DisplayWidth.of(line) <= width, "\(preview.name) at \(width): \(line)")
                }
            }
        }
    }
}
