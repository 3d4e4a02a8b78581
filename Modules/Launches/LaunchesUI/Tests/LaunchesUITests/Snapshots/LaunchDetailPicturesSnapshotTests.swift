import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import RepositoryDefinitions
import SharedPresentation
import TextSnapshotTesting
import XCTest

/// The launch detail with pictures on: the mission patch (else the first Flickr photo) in its frame, loading,
/// ready (`▒` marks the cells an overlay draws on) or failed, and only drawn while wholly in view.
@MainActor
final class LaunchDetailPicturesSnapshotTests: XCTestCase {
    private let detail = ScreenFixtures.detail(ScreenFixtures.crew1)

    private func context(_ state: PictureSlotState) throws -> RenderContext {
        var context = RenderContext()
        let url = try XCTUnwrap(detail.image?.absoluteString)
        context.pictures = PictureSlots(states: [url: state])
        return context
    }

    private var screen: LaunchDetailScreen {
        LaunchDetailScreen(
            detail: detail, isLoading: false, error: nil, freshness: .live, focus: nil, now: ScreenFixtures.now,
            backTitle: "Launches")
    }

    func testThePatchIsAskedForAndDrawnWhenReady() async throws {
        let url = try XCTUnwrap(detail.image?.absoluteString)
        XCTAssertTrue(url.contains("imgbox") || url.contains("patch"), "Crew-1 has a mission patch: \(url)")
        let ready = screen.render(width: 80, context: try context(.ready(pixelWidth: 512, pixelHeight: 512)))
        assertSnapshot(of: plainMarkingPictures(ready), named: "detail-picture-ready-80", width: 80)
        let frame = RenderedFrame(lines: ready)
        XCTAssertEqual(frame.pictureRequests, [url])
        XCTAssertEqual(frame.pictures.count, 1)
        XCTAssertEqual(frame.pictures.first?.rows, 16, "a square patch fills the most rows")
        XCTAssertEqual(frame.pictures.first?.columns, 32, "…at twice as many columns, cells being 1:2")
        XCTAssertEqual(frame.pictures.first?.isComplete, true)

        let loading = screen.render(width: 80, context: try context(.loading))
        assertSnapshot(of: plainMarkingPictures(loading), named: "detail-picture-loading-80", width: 80)
        XCTAssertEqual(RenderedFrame(lines: loading).pictures, [])
        XCTAssertEqual(RenderedFrame(lines: loading).pictureRequests, [url])
    }

    func testTheControllerReportsThePictureOnlyWhenWhollyInView() async throws {
        let launch = ScreenFixtures.crew1
        let repository = LaunchesRepositoryMocks.detail(listed: launch, full: launch)
        let controller = LaunchDetailController(
            LaunchDetailFeature(launchID: launch.id, repository: repository, now: { ScreenFixtures.now }))
        await controller.load().work.first?()
        let environment = ScreenEnvironment(
            width: 80, height: 20, context: try context(.ready(pixelWidth: 512, pixelHeight: 512)))
        let whole = controller.frame(in: environment)
        XCTAssertNotNil(whole.pictures.first)

        var seen: [Bool] = []
        // ↓ moves by screens and focusable elements; the last look is in a screen as tall as the whole frame.
        var tall = environment
        tall.height = whole.lines.count
        let steps = Array(repeating: (Key.character("j"), environment), count: 10) + [(.home, tall)]
        for (key, environment) in steps {
            let shown = RenderedFrame(lines: controller.render(in: environment))
            // The picture's size follows the window's height (issue 28: never taller than the window allows).
            let placement = try XCTUnwrap(controller.frame(in: environment).pictures.first)
            if let visible = shown.pictures.first {
                seen.append(visible.isComplete)
                XCTAssertLessThanOrEqual(visible.rows, placement.rows)
                XCTAssertEqual(visible.isComplete, visible.rows == placement.rows)
            }
            _ = controller.handle(key, in: environment)
        }
        XCTAssertTrue(seen.contains(false), "scrolling showed the picture cut")
        XCTAssertTrue(seen.contains(true), "and wholly in view")
    }
}
