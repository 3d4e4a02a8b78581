import Foundation
import RocketsCore
import RocketsMocks
import SharedPresentation
import XCTest

@testable import RocketsUI

/// The order and content of the rocket detail's focusable links.
final class RocketDetailActionTests: XCTestCase {
    func testWikipediaComesFirstThenEveryPhoto() throws {
        let actions = RocketDetailPresentation.links(for: RocketDetail(rocket: RocketSamples.falcon9))
        XCTAssertEqual(
            actions,
            [
                .link(title: "Wikipedia", url: try XCTUnwrap(URL(string: "https://en.wikipedia.org/wiki/Falcon_9"))),
                .link(
                    title: "Photo 1",
                    url: try XCTUnwrap(URL(string: "https://farm1.staticflickr.com/929/28787338307_3453a11a77_b.jpg"))),
                .link(
                    title: "Photo 2",
                    url: try XCTUnwrap(URL(string: "https://farm4.staticflickr.com/3955/32915197674_eee74d81bb_b.jpg"))
                ),
                .link(
                    title: "Photo 3",
                    url: try XCTUnwrap(URL(string: "https://farm1.staticflickr.com/293/32312415025_6841e30bf1_b.jpg"))),
                .link(
                    title: "Photo 4",
                    url: try XCTUnwrap(URL(string: "https://farm1.staticflickr.com/623/23660653516_5b6cb301d1_b.jpg"))),
                .link(
                    title: "Photo 5",
                    url: try XCTUnwrap(URL(string: "https://farm6.staticflickr.com/5518/31579784413_d853331601_b.jpg"))
                ),
                .link(
                    title: "Photo 6",
                    url: try XCTUnwrap(URL(string: "https://farm1.staticflickr.com/745/32394687645_a9c54a34ef_b.jpg"))),
            ])
    }

    func testNonWebLinksAreNeverOffered() throws {
        XCTAssertEqual(
            RocketDetailPresentation.links(for: RocketDetail(rocket: RocketEdgeCases.nonWebLinks)),
            [.link(title: "Photo", url: try XCTUnwrap(URL(string: "https://images.example.com/rocket.jpg")))])
        XCTAssertEqual(RocketDetailPresentation.links(for: RocketDetail(rocket: RocketEdgeCases.minimal)), [])
    }

    func testTheFocusedLinkIsMarkedAndOnlyIt() {
        let detail = RocketDetail(rocket: RocketSamples.falcon9)
        let lines = ScreenFixtures.plainLines(
            RocketDetailScreen(
                state: .loaded(detail, freshness: .live), focus: RocketDetailPresentation.links(for: detail)[0],
                now: ScreenFixtures.now, backTitle: nil),
            width: 80)
        XCTAssertEqual(lines.filter { $0.hasPrefix("› ") }, ["› Wikipedia  https://en.wikipedia.org/wiki/Falcon_9"])
    }

    func testARocketWithoutLinksSaysSo() {
        let lines = ScreenFixtures.plainLines(
            RocketDetailScreen(
                state: .loaded(RocketDetail(rocket: RocketEdgeCases.minimal), freshness: .live), focus: nil,
                now: ScreenFixtures.now, backTitle: nil),
            width: 80)
        XCTAssertTrue(lines.contains("No links for this rocket."))
        XCTAssertTrue(lines.contains("No description for this rocket."))
    }
}
