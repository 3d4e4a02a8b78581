import Foundation
import RepositoryDefinitions
import RocketsCore
import RocketsMocks
import RocketsUI
import TextSnapshotTesting
import XCTest

@testable import SharedPresentation

/// The rockets list with pictures on: a thumbnail of each rocket's photo in place of its mark once the photo is
/// loaded (8 × 3 cells from 100 columns, with the type under the name; 6 × 2 below), the mark until then; `▒` marks the cells an overlay
/// draws on.
final class RocketsPicturesSnapshotTests: XCTestCase {
    private let rows = ScreenFixtures.rows(RocketPages.pageOne + RocketPages.pageTwo)

    private var screen: RocketsListScreen {
        RocketsListScreen(
            state: .loaded(rows, freshness: .live),
            frame: PagedListFrame(selection: 1, pagination: .endOfList, now: ScreenFixtures.now), totalCount: rows.count
        )
    }

    /// Every photo in `state`, landscape and portrait in turn.
    private func context(_ state: (Int) -> PictureSlotState) -> RenderContext {
        var context = RenderContext()
        let urls = rows.compactMap { $0.imageURL?.absoluteString }
        context.pictures = PictureSlots(
            states: Dictionary(urls.enumerated().map { ($0.element, state($0.offset)) }) { first, _ in first })
        return context
    }

    private var allReady: RenderContext {
        context {
            $0 % 2 == 0 ? .ready(pixelWidth: 1600, pixelHeight: 1200) : .ready(pixelWidth: 600, pixelHeight: 900)
        }
    }

    func testThumbnailsWhenEveryPhotoIsReady() {
        for width in [80, 120] {
            let lines = screen.render(width: width, context: allReady)
            assertSnapshot(of: plainMarkingPictures(lines), named: "rockets-pictures-ready-\(width)", width: width)
            let frame = RenderedFrame(lines: lines)
            let withPhotos = rows.filter { $0.imageURL != nil }
            XCTAssertFalse(withPhotos.isEmpty)
            XCTAssertEqual(frame.pictures.count, withPhotos.count, "one thumbnail per rocket with a photo at \(width)")
            XCTAssertTrue(frame.pictures.allSatisfy(\.isComplete))
            XCTAssertEqual(Set(frame.pictures.map(\.rows)), [width >= 100 ? 3 : 2], "bigger than one line")
            XCTAssertEqual(Set(frame.pictures.map(\.column)), [2], "after the list's selection marker")
            var seen: Set<String> = []
            let urls = withPhotos.compactMap { $0.imageURL?.absoluteString }.filter { seen.insert($0).inserted }
            XCTAssertEqual(frame.pictureRequests, urls, "each address once, in row order")
        }
    }

    func testNamesStayInOneColumnWhileSomePhotosLoad() throws {
        let someLoading = context { $0 % 3 == 0 ? .loading : .ready(pixelWidth: 1600, pixelHeight: 1200) }
        let lines = TextRenderer.plain.render(screen.render(width: 120, context: someLoading))
        let rowLines = lines.filter { $0.hasSuffix(" a launch") }
        XCTAssertEqual(rowLines.count, rows.count)
        let nameStarts = Set(
            zip(rowLines, rows).map { line, row in
                line.distance(from: line.startIndex, to: line.range(of: row.name)!.lowerBound)
            })
        XCTAssertEqual(nameStarts, [11], "marker, an eight-cell thumbnail place and a space come before every name")
        XCTAssertTrue(
            rowLines.contains { $0.hasPrefix("  ▣        Falcon 1 ") }, "a loading photo keeps its mark: \(rowLines)")
    }

    func testPicturesOffDrawsTheMarksOfToday() {
        for width in [80, 120] {
            XCTAssertEqual(
                TextRenderer.plain.render(screen.render(width: width, context: RenderContext())),
                TextRenderer.plain.render(screen, width: width))
        }
        let frame = screen.renderFrame(width: 120)
        XCTAssertEqual(frame.pictureRequests, [])
    }
}
