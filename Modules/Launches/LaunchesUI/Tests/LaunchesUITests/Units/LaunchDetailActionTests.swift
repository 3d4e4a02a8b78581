import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import XCTest

/// The order and content of the detail screen's focusable actions.
final class LaunchDetailActionTests: XCTestCase {
    func testActionsRunFromTheRocketCardThroughEveryLinkToTheImage() throws {
        let detail = ScreenFixtures.detail(ScreenFixtures.crew1)
        let actions = LaunchDetailScreen.actions(for: detail)
        XCTAssertEqual(
            actions,
            [
                .rocket(id: "5e9d0d95eda69973a809d1ec"),
                .site(id: "5e9e4502f509094188566f88"),
                .link(title: "Webcast", url: try XCTUnwrap(URL(string: "https://youtu.be/bnChQbxLkkI"))),
                .link(
                    title: "Article",
                    url: try XCTUnwrap(
                        URL(
                            string: "https://spaceflightnow.com/2020/11/16/astronauts-ride-spacex-crew-capsule-in-"
                                + "landmark-launch-for-commercial-spaceflight/"))),
                .link(
                    title: "Wikipedia", url: try XCTUnwrap(URL(string: "https://en.wikipedia.org/wiki/SpaceX_Crew-1"))),
                .link(
                    title: "Image", url: try XCTUnwrap(URL(string: "https://images2.imgbox.com/03/3d/LzQWXPfy_o.png"))),
            ])
    }

    func testAPressKitComesBeforeTheImage() throws {
        let pressKit = try XCTUnwrap(URL(string: "https://example.com/presskit.pdf"))
        let image = try XCTUnwrap(URL(string: "https://example.com/patch.png"))
        let launch = Launch(
            id: "press-kit", name: "Press kit", links: LaunchLinks(patch: PatchLinks(large: image), presskit: pressKit))
        XCTAssertEqual(
            LaunchDetailScreen.actions(for: ScreenFixtures.detail(launch)),
            [.link(title: "Press kit", url: pressKit), .link(title: "Image", url: image)])
    }

    func testNonWebLinksAndAMissingRocketOfferNothing() {
        XCTAssertEqual(LaunchDetailScreen.actions(for: ScreenFixtures.detail(LaunchEdgeCases.nonWebLinks)), [])
        XCTAssertEqual(LaunchDetailScreen.actions(for: ScreenFixtures.detail(LaunchEdgeCases.nullsEverywhere)), [])
    }

    func testAnUnpopulatedRocketIsStillACard() {
        let detail = ScreenFixtures.detail(LaunchEdgeCases.unpopulatedReferences)
        XCTAssertEqual(
            LaunchDetailScreen.actions(for: detail),
            [.rocket(id: "5e9d0d95eda69973a809d1ec"), .site(id: "5e9e4502f509094188566f88")])
        let lines = ScreenFixtures.plainLines(
            LaunchDetailScreen(
                detail: detail, isLoading: false, error: nil, freshness: nil,
                focus: .rocket(id: detail.rocket!.rocketId),
                now: ScreenFixtures.now, backTitle: nil),
            width: 80)
        XCTAssertTrue(lines.contains { $0.contains("Unknown rocket") && $0.contains("View rocket") })
        XCTAssertTrue(lines.contains { $0.contains("Type not recorded") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("┏━ Rocket") }, "the focused card has a heavy border")
    }

    func testTheFocusedLinkIsMarkedAndOnlyIt() throws {
        let detail = ScreenFixtures.detail(ScreenFixtures.crew1)
        let wikipedia = LaunchDetailScreen.actions(for: detail)[4]
        let lines = ScreenFixtures.plainLines(
            LaunchDetailScreen(
                detail: detail, isLoading: false, error: nil, freshness: nil, focus: wikipedia,
                now: ScreenFixtures.now, backTitle: nil),
            width: 80)
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("› ") }, ["› Wikipedia  https://en.wikipedia.org/wiki/SpaceX_Crew-1"])
        XCTAssertTrue(lines.contains { $0.hasPrefix("╭─ Rocket") }, "the unfocused card keeps a light border")
    }
}
