import Foundation
import RepositoryDefinitions
import RocketsCore
import RocketsMocks
import SharedPresentation
import TextSnapshotTesting
import XCTest

@testable import RocketsUI

/// The rocket detail with pictures on: its first photo in the frame once loaded (`▒` marks the cells an overlay
/// draws on), and the reason on one quiet line when it failed.
final class RocketDetailPicturesSnapshotTests: XCTestCase {
    private let falcon9 = RocketDetail(rocket: RocketSamples.falcon9)

    private func lines(_ state: PictureSlotState) throws -> [StyledLine] {
        var context = RenderContext()
        let url = try XCTUnwrap(falcon9.imageURL?.absoluteString)
        context.pictures = PictureSlots(states: [url: state])
        return RocketDetailScreen(
            state: .loaded(falcon9, freshness: .live), focus: nil, now: ScreenFixtures.now, backTitle: "Rockets"
        )
        .render(width: 80, context: context)
    }

    func testTheFirstPhotoWhenReadyAndWhenFailed() throws {
        let first = try XCTUnwrap(falcon9.imageURLs.first?.absoluteString)
        XCTAssertEqual(falcon9.imageURL?.absoluteString, first, "the detail shows the first photo")

        let ready = try lines(.ready(pixelWidth: 1024, pixelHeight: 683))
        assertSnapshot(of: plainMarkingPictures(ready), named: "rocket-picture-ready-80", width: 80)
        let frame = RenderedFrame(lines: ready)
        XCTAssertEqual(frame.pictureRequests, [first])
        XCTAssertEqual(frame.pictures.map(\.isComplete), [true])

        let failed = try lines(.failed(reason: "Picture not shown: the server answered 404"))
        assertSnapshot(of: plainMarkingPictures(failed), named: "rocket-picture-failed-80", width: 80)
        XCTAssertEqual(RenderedFrame(lines: failed).pictures, [])
        XCTAssertEqual(RenderedFrame(lines: failed).pictureRequests, [first])
    }
}
